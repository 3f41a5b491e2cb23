// Mail's front door: the only file outside mail/ imports.
export { mailRoutes } from './routes';
export { createMailer, type Mailer } from './mailer';
export {
  activationMail,
  backInStockMail,
  newsletterConfirmationMail,
  newsletterNoticeMail,
  recoveryMail,
  verificationCodeMail,
  type MailContent,
} from './templates';
