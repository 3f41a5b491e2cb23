/**
 * The shop's order mail templates (staff holding `settings:read`; saving and resetting need `settings:write`):
 * each kind's subject, HTML and text with the placeholders it may use, a preview on a sample order (of the
 * template given, unsaved, or of the current one), saving and resetting to the default.
 * Errors: `ValidationError` on `template.subject` / `template.html` / `template.text` (an unknown placeholder, a
 * missing part); `ApplicationError` NOT_FOUND (404) for a kind the shop has no template for.
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/mail-templates';

export type MailTemplate = ClientForm<Wire.MailTemplate>;
export type MailTemplateInput = Wire.MailTemplateInput;
export type MailPreview = Wire.MailPreviewReply['preview'];

const at = (kind: string) => `/v1/mail-templates/${encodeURIComponent(kind)}`;

export const mailTemplates = defineModule(
  (context) => ({
    /** GET /v1/mail-templates. */
    listMailTemplates: (): Promise<{ templates: MailTemplate[] }> =>
      context.request({ method: 'GET', path: '/v1/mail-templates' }),
    /** GET /v1/mail-templates/{kind}. */
    getMailTemplate: (kind: string): Promise<{ template: MailTemplate }> =>
      context.request({ method: 'GET', path: at(kind) }),
    /** PUT /v1/mail-templates/{kind}: the template as given. */
    saveMailTemplate: (kind: string, template: MailTemplateInput): Promise<{ template: MailTemplate }> =>
      context.request({ method: 'PUT', path: at(kind), body: { template } }),
    /** DELETE /v1/mail-templates/{kind}: back to the default; answers the default. */
    resetMailTemplate: (kind: string): Promise<{ template: MailTemplate }> =>
      context.request({ method: 'DELETE', path: at(kind) }),
    /** POST /v1/mail-templates/{kind}/preview: `template` (unsaved) or the current one on a sample order. */
    previewMailTemplate: (kind: string, template?: MailTemplateInput): Promise<{ preview: MailPreview }> =>
      context.request({
        method: 'POST',
        path: `${at(kind)}/preview`,
        body: template ? { template } : {},
      }),
  }),
  {
    elevated: [
      'listMailTemplates',
      'getMailTemplate',
      'saveMailTemplate',
      'resetMailTemplate',
      'previewMailTemplate',
    ],
  },
);
