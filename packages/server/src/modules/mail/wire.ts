/** Mail templates' wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './template-schemas';

export const mailTemplatesWire: NamedShapes = {
  MailTemplate: s.MailTemplate,
  MailTemplateInput: s.TemplateInput,
  MailTemplateReply: s.TemplateReply,
  MailTemplatesReply: s.TemplatesReply,
  MailTemplateBody: s.TemplateBody,
  MailPreviewBody: s.PreviewBody,
  MailPreviewReply: s.PreviewReply,
};
