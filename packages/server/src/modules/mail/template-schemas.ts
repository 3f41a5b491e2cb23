import { Type } from 'typebox';
import { StorableText } from '../../lib/input-schemas';

/** Any text: a kind the shop has no template for is 404 (order-mail.ts). */
export const KindParams = Type.Object({ kind: Type.String({ maxLength: 64 }) });

export const TemplateInput = Type.Object(
  {
    subject: StorableText({ minLength: 1, maxLength: 300 }),
    html: StorableText({ minLength: 1, maxLength: 100_000 }),
    text: StorableText({ minLength: 1, maxLength: 50_000 }),
  },
  { additionalProperties: false },
);

export const TemplateBody = Type.Object({ template: TemplateInput }, { additionalProperties: false });
export const PreviewBody = Type.Object(
  { template: Type.Optional(TemplateInput) },
  { additionalProperties: false },
);

export const MailTemplate = Type.Object({
  kind: Type.String(),
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
  /** False: the default template, which the merchant has not edited (or has reset). */
  customized: Type.Boolean(),
  placeholders: Type.Array(Type.String()),
  updatedDate: Type.Optional(Type.String({ format: 'date-time' })),
});

export const TemplateReply = Type.Object({ template: MailTemplate });
export const TemplatesReply = Type.Object({ templates: Type.Array(MailTemplate) });
export const PreviewReply = Type.Object({
  preview: Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() }),
});
