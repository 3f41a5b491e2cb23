/** The dashboard's words for the order mail kinds, and where each one's editor is. */
import type { MailPreview, MailTemplate, MailTemplateInput } from '@atelier/sdk';

export type { MailPreview, MailTemplate, MailTemplateInput };

export const MAIL_KIND_LABELS: Record<string, { label: string; when: string }> = {
  ORDER_CONFIRMATION: { label: 'Order confirmed', when: 'Sent when an order is placed' },
  ORDER_CANCELED: { label: 'Order canceled', when: 'Sent when an order is canceled' },
  ORDER_SHIPPED: { label: 'Order on its way', when: 'Sent when an order is marked as sent' },
  ORDER_DOWNLOADS: { label: 'Downloads ready', when: 'Sent when an order’s digital files can be downloaded' },
  ORDER_PAYMENT_REMINDER: {
    label: 'Payment reminder',
    when: 'Sent to remind a buyer of an unpaid bank transfer',
  },
};

export const mailKindLabel = (kind: string) => MAIL_KIND_LABELS[kind]?.label ?? kind;
export const mailTemplateHref = (kind: string) => `/admin/mail-templates/${encodeURIComponent(kind)}`;
