'use server';

/**
 * Server actions of the mail template editor: a preview of the template as typed, saving and resetting.
 * The server checks the person's permission on every call.
 */
import { ValidationError } from '@atelier/sdk';
import type { MailPreview, MailTemplate, MailTemplateInput } from './admin-mail-templates';
import { signedIn } from './staff';
import { staffFailure, type StaffResult } from './staff-errors';

/** A field error of the template as the editor's field (`subject`, `html`, `text`). */
function templateFailure(error: unknown): StaffResult<never> {
  if (error instanceof ValidationError) {
    const first = error.fieldViolations[0];
    const field = first?.field.split('.').at(-1);
    return {
      ok: false,
      message: first?.description ?? 'Please check the template.',
      ...(field && ['subject', 'html', 'text'].includes(field) ? { field } : {}),
    };
  }
  return staffFailure(error);
}

export async function previewMailTemplate(
  kind: string,
  template: MailTemplateInput,
): Promise<StaffResult<{ preview: MailPreview }>> {
  const client = await signedIn();
  try {
    return { ok: true, ...(await client.mailTemplates.previewMailTemplate(kind, template)) };
  } catch (error) {
    return templateFailure(error);
  }
}

export async function saveMailTemplate(
  kind: string,
  template: MailTemplateInput,
): Promise<StaffResult<{ template: MailTemplate }>> {
  const client = await signedIn();
  try {
    return { ok: true, ...(await client.mailTemplates.saveMailTemplate(kind, template)) };
  } catch (error) {
    return templateFailure(error);
  }
}

export async function resetMailTemplate(kind: string): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await client.mailTemplates.resetMailTemplate(kind);
    return { ok: true };
  } catch (error) {
    return staffFailure(error);
  }
}
