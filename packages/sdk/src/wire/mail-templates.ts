/**
 * Wire shapes of the mail-templates area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface MailTemplate {
  kind: string;
  subject: string;
  html: string;
  text: string;
  customized: boolean;
  placeholders: string[];
  updatedDate?: string;
}

export interface MailTemplateInput {
  subject: string;
  html: string;
  text: string;
}

export interface MailTemplateReply {
  template: MailTemplate;
}

export interface MailTemplatesReply {
  templates: MailTemplate[];
}

export interface MailTemplateBody {
  template: MailTemplateInput;
}

export interface MailPreviewBody {
  template?: MailTemplateInput;
}

export interface MailPreviewReply {
  preview: {
    subject: string;
    html: string;
    text: string;
  };
}
