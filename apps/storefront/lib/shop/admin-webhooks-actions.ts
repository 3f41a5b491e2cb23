'use server';

/**
 * Server actions of the webhooks and staff pages. Forms are mapped by admin-webhooks-view.ts; the server's
 * field violations come back on the form's fields and its refusals (the last owner, one's own account, a
 * delivery still waiting) in its words beside the action. The server checks the person's permission.
 */
import { ApplicationError, ValidationError } from '@atelier/sdk';
import type { SaveResult } from './admin-prices-actions';
import { fieldProblems } from './admin-prices-view';
import {
  invitationInput,
  isRole,
  webhookInput,
  deliveryRow,
  type DeliveryRowFacts,
  type InvitationForm,
  type WebhookForm,
} from './admin-webhooks-view';
import { signedIn, type StaffClient } from './staff';
import { staffFailure, type StaffResult } from './staff-errors';

const CHECK_FORM = 'Please correct the fields marked below.';

/** Refusals these pages meet whose words the server gives (staff-errors.ts does not know them). */
const OWN_WORDS = new Set([
  'STAFF_LAST_OWNER',
  'STAFF_CANNOT_DISABLE_SELF',
  'STAFF_EMAIL_EXISTS',
  'WEBHOOK_DISABLED',
]);

function failure(error: unknown, prefix?: string, known: readonly string[] = []): SaveResult {
  if (error instanceof ValidationError && prefix !== undefined) {
    const found = fieldProblems(error.fieldViolations, prefix, known);
    return {
      ok: false,
      message: found.rest.length > 0 ? found.rest.join('; ') : CHECK_FORM,
      fields: found.fields,
    };
  }
  if (error instanceof ApplicationError && OWN_WORDS.has(error.code)) {
    return { ok: false, message: error.message };
  }
  const failed = staffFailure(error);
  return { ok: false, message: failed.ok ? '' : failed.message };
}

async function attempt(run: (client: StaffClient) => Promise<unknown>): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await run(client);
    return { ok: true };
  } catch (error) {
    const failed = failure(error);
    return failed.ok ? { ok: true } : { ok: false, message: failed.message };
  }
}

const WEBHOOK_FIELDS = ['url', 'description', 'eventTypes'] as const;

export type SecretResult = SaveResult & { secret?: string; webhookId?: string };

/** Creates (answering the signing secret, shown once) or changes an endpoint. */
export async function saveWebhook(id: string | undefined, form: WebhookForm): Promise<SecretResult> {
  const client = await signedIn();
  try {
    const { eventTypes } = await client.webhooks.listEventTypes();
    const { input, fields } = webhookInput(form, eventTypes);
    if (Object.keys(fields).length > 0) return { ok: false, message: CHECK_FORM, fields };
    if (id) {
      await client.webhooks.updateWebhook(id, input);
      return { ok: true };
    }
    const created = await client.webhooks.createWebhook(input);
    return { ok: true, secret: created.secret, webhookId: created.webhook._id };
  } catch (error) {
    return failure(error, '', WEBHOOK_FIELDS);
  }
}

export async function setWebhookEnabled(id: string, enabled: boolean) {
  return attempt((client) => client.webhooks.updateWebhook(id, { enabled }));
}

export async function deleteWebhook(id: string) {
  return attempt((client) => client.webhooks.deleteWebhook(id));
}

export async function rotateWebhookSecret(id: string): Promise<StaffResult<{ secret: string }>> {
  const client = await signedIn();
  try {
    const { secret } = await client.webhooks.rotateWebhookSecret(id);
    return { ok: true, secret };
  } catch (error) {
    const failed = failure(error);
    return { ok: false, message: failed.ok ? '' : failed.message };
  }
}

export type RedeliverResult = StaffResult<{ delivery: DeliveryRowFacts }>;

/** Sends a delivery now (one waiting for a retry too); answers its state now (the row shows it). */
export async function redeliver(webhookId: string, deliveryId: string): Promise<RedeliverResult> {
  const client = await signedIn();
  try {
    const { delivery } = await client.webhooks.retryDelivery(webhookId, deliveryId);
    return { ok: true, delivery: deliveryRow(delivery) };
  } catch (error) {
    const failed = failure(error);
    return { ok: false, message: failed.ok ? '' : failed.message };
  }
}

// Staff

export async function inviteStaff(_id: string | undefined, form: InvitationForm): Promise<SaveResult> {
  const { input, fields } = invitationInput(form);
  if (Object.keys(fields).length > 0) return { ok: false, message: CHECK_FORM, fields };
  const client = await signedIn();
  try {
    await client.staff.invite(input.email, input.role);
    return { ok: true };
  } catch (error) {
    return failure(error, '', ['email', 'role']);
  }
}

export async function revokeInvitation(id: string) {
  return attempt((client) => client.staff.revokeInvitation(id));
}

export async function changeStaffRole(id: string | undefined, form: { role: string }): Promise<SaveResult> {
  if (!id) return { ok: false, message: 'Invite a new person with “Invite someone”.' };
  if (!isRole(form.role)) return { ok: false, message: CHECK_FORM, fields: { role: 'Choose a role' } };
  const client = await signedIn();
  try {
    await client.staff.updateStaff(id, { role: form.role });
    return { ok: true };
  } catch (error) {
    return failure(error, '', ['role']);
  }
}

/** Removes a person from the staff: their account is disabled and their sessions end (the server decides). */
export async function removeStaff(id: string) {
  return attempt((client) => client.staff.updateStaff(id, { disabled: true }));
}
