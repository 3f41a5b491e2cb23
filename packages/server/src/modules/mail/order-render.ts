import { PLACEHOLDERS, type OrderMailData, type OrderMailKind, type OrderTemplate } from './order-templates';
import { renderTemplate } from './placeholders';
import { escapeHtml, layout, type MailContent } from './templates';

type Values = Record<string, string | undefined>;

const MAIL_KIND = {
  ORDER_CONFIRMATION: 'order-confirmation',
  ORDER_CANCELED: 'order-canceled',
  ORDER_SHIPPED: 'order-shipped',
  ORDER_DOWNLOADS: 'order-downloads',
  ORDER_PAYMENT_REMINDER: 'order-payment-reminder',
} as const satisfies Record<OrderMailKind, MailContent['kind']>;

/** Formatted money that is more than nothing ("$0.00", "-€0,00" are nothing). */
const nonZero = (money: string | undefined) => money !== undefined && /[1-9]/.test(money);

/** A link a mail may carry: http(s) only, so a stored `javascript:` never becomes a clickable href. */
const safeLink = (link: string | undefined) => (link && /^https?:\/\//i.test(link) ? link : undefined);

/** The totals in the checkout's order: subtotal, discount, shipping, tax, total, then the gift card's part. */
function totalRows(totals: OrderMailData['totals']): [string, string][] {
  return [
    ['Subtotal', totals.subtotal],
    ...(nonZero(totals.discount) ? [['Discount', totals.discount] as [string, string]] : []),
    ['Shipping', totals.shipping],
    [totals.taxIncluded ? 'Tax included' : 'Tax', totals.tax],
    ['Total', totals.total],
    // What a gift card paid, and what the buyer still owes after it (left out once nothing is).
    ...(nonZero(totals.giftCard)
      ? [
          ['Paid by gift card', totals.giftCard ?? ''] as [string, string],
          ...(nonZero(totals.toPay) ? [['Still to pay', totals.toPay ?? ''] as [string, string]] : []),
        ]
      : []),
  ];
}

/** The download lines a mail may show: those whose link is http(s). */
const downloadsOf = (data: OrderMailData) =>
  (data.downloads ?? []).flatMap((d) => {
    const link = safeLink(d.link);
    return link ? [{ ...d, link }] : [];
  });

/** A block of rows as the mail's layout table. */
const rowsTable = (rows: string) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0">\n${rows}\n</table>`;

/** Placeholder values as plain text (subject and text part). */
export function textValues(shop: string, data: OrderMailData): Values {
  const lines = data.lines
    .map((l) => `${l.quantity} × ${l.name}${l.options ? ` (${l.options})` : ''}, ${l.price} each: ${l.total}`)
    .join('\n');
  const totals = totalRows(data.totals)
    .map(([label, money]) => `${label}: ${money}`)
    .join('\n');
  const downloads = downloadsOf(data)
    .map((d) => `${d.name}\nDownload: ${d.link}\nAvailable until ${d.availableUntil}`)
    .join('\n\n');
  return {
    shopName: shop,
    orderNumber: data.orderNumber,
    buyerName: data.buyerName,
    email: data.email,
    orderUrl: safeLink(data.orderUrl),
    lines,
    totals,
    delivery: data.delivery,
    shippingAddress: data.shippingAddress,
    pickupAddress: data.pickupAddress,
    paymentInstructions: data.paymentInstructions,
    amountToPay: nonZero(data.totals.toPay) ? data.totals.toPay : undefined,
    customMessage: data.customMessage,
    trackingNumber: data.tracking?.number,
    trackingProvider: data.tracking?.provider,
    trackingLink: safeLink(data.tracking?.link),
    downloads: downloads || undefined,
  };
}

const multiline = (value: string | undefined) =>
  value === undefined ? undefined : escapeHtml(value).replace(/\r?\n/g, '<br>');

const cell = 'style="padding:6px 0;border-bottom:1px solid #e7e0d6;vertical-align:top"';

/** Placeholder values as HTML: every value escaped, lines and totals as tables. */
export function htmlValues(shop: string, data: OrderMailData): Values {
  const text = textValues(shop, data);
  const escaped: Values = {};
  for (const [name, value] of Object.entries(text))
    escaped[name] = value === undefined ? undefined : escapeHtml(value);
  const lineRows = data.lines
    .map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(l.name)}${
          l.options ? `<br><span style="font-size:13px;color:#8a8178">${escapeHtml(l.options)}</span>` : ''
        }</td><td ${cell} align="right">${l.quantity} × ${escapeHtml(l.price)}</td><td ${cell} align="right">${escapeHtml(l.total)}</td></tr>`,
    )
    .join('\n');
  const totalsRows = totalRows(data.totals)
    .map(([label, money]) => {
      const [open, close] =
        label === 'Total' || label === 'Still to pay' ? ['<strong>', '</strong>'] : ['', ''];
      return `<tr><td style="padding:2px 0">${open}${label}${close}</td><td align="right" style="padding:2px 0">${open}${escapeHtml(money)}${close}</td></tr>`;
    })
    .join('\n');
  const downloadRows = downloadsOf(data)
    .map(
      (d) =>
        `<tr><td ${cell}><strong>${escapeHtml(d.name)}</strong><br><a href="${escapeHtml(d.link)}" style="color:#2b2622">Download</a><br><span style="font-size:13px;color:#8a8178;word-break:break-all">Available until ${escapeHtml(d.availableUntil)}<br>${escapeHtml(d.link)}</span></td></tr>`,
    )
    .join('\n');
  return {
    ...escaped,
    lines: rowsTable(lineRows),
    totals: rowsTable(totalsRows),
    downloads: downloadRows ? rowsTable(downloadRows) : undefined,
    shippingAddress: multiline(data.shippingAddress),
    pickupAddress: multiline(data.pickupAddress),
    paymentInstructions: multiline(data.paymentInstructions),
    customMessage: multiline(data.customMessage),
  };
}

/** The order mail of `kind` from `template` (checked already): subject and text plain, HTML in the shop's layout. */
export function renderOrderMail(
  shop: string,
  kind: OrderMailKind,
  template: OrderTemplate,
  data: OrderMailData,
): MailContent {
  const known = PLACEHOLDERS[kind];
  const text = textValues(shop, data);
  // One line, whatever the values hold: a subject is a mail header.
  const subject = renderTemplate(template.subject, known, text).replace(/\s+/g, ' ').trim();
  return {
    kind: MAIL_KIND[kind],
    subject,
    text: renderTemplate(template.text, known, text),
    html: layout(
      shop,
      subject,
      renderTemplate(template.html, known, htmlValues(shop, data)),
      undefined,
      `You get this message about an order placed at ${shop} with this address.`,
    ),
  };
}
