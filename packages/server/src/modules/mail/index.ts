// Mail's front door: the only file outside mail/ imports.
export { mailRoutes } from './routes';
export { mailTemplateRoutes } from './template-routes';
export { createMailer, type Mailer } from './mailer';
export { outboxNotice } from './notice';
export { orderMail } from './order-mail';
export type { OrderMailData, OrderMailKind } from './order-templates';
export {
  activationMail,
  backInStockMail,
  giftCardMail,
  newsletterConfirmationMail,
  newsletterNoticeMail,
  recoveryMail,
  staffInvitationMail,
  staffPasswordResetMail,
  verificationCodeMail,
  type MailContent,
} from './templates';
export { mailTemplatesWire } from './wire';
