/** The order mails' default templates, the placeholders each kind knows and the sample order of a preview. */

export type OrderMailKind =
  'ORDER_CONFIRMATION' | 'ORDER_CANCELED' | 'ORDER_SHIPPED' | 'ORDER_DOWNLOADS' | 'ORDER_PAYMENT_REMINDER';
export const ORDER_MAIL_KINDS: readonly OrderMailKind[] = [
  'ORDER_CONFIRMATION',
  'ORDER_CANCELED',
  'ORDER_SHIPPED',
  'ORDER_DOWNLOADS',
  'ORDER_PAYMENT_REMINDER',
];

/** What an order mail says; money is already formatted in the order's currency. */
export interface OrderMailData {
  orderNumber: string;
  email: string;
  buyerName?: string;
  /** `quantity` × `price` (the unit price) = `total`, the line's amount before the order's discounts. */
  lines: { name: string; options?: string; quantity: number; price: string; total: string }[];
  /** The order's priceSummary as the checkout showed it: the lines' amounts add up to `subtotal`. */
  totals: {
    subtotal: string;
    shipping: string;
    /** With its minus sign (`−$12.00`). */
    discount: string;
    tax: string;
    /** The prices hold the tax: it is shown, and not added to the total. */
    taxIncluded?: boolean;
    total: string;
    /** What a gift card paid of the total. */
    giftCard?: string;
    /** What the buyer still owes (after the gift card and any payment): the amount the instructions are for. */
    toPay?: string;
  };
  /** Bank details / pay on pickup text. */
  paymentInstructions?: string;
  /** The delivery chosen, with its slot when it has one: "Local courier — Tuesday, December 1, 9:00 AM–12:00 PM ET". */
  delivery?: string;
  /** Formatted, multi-line. */
  shippingAddress?: string;
  pickupAddress?: string;
  tracking?: { number: string; provider: string; link?: string };
  /** The cancellation's customMessage. */
  customMessage?: string;
  /** The paid order's digital lines: each one's download link and until when it works (formatted). */
  downloads?: { name: string; link: string; availableUntil: string }[];
  /** Where the buyer sees the order. */
  orderUrl: string;
}

/** A template as the merchant edits it: `html` is the mail's body, inside the shop's layout. */
export interface OrderTemplate {
  subject: string;
  html: string;
  text: string;
}

const COMMON = [
  'shopName',
  'orderNumber',
  'buyerName',
  'email',
  'orderUrl',
  'lines',
  'totals',
  'delivery',
  'shippingAddress',
  'pickupAddress',
] as const;

export const PLACEHOLDERS: Readonly<Record<OrderMailKind, readonly string[]>> = {
  ORDER_CONFIRMATION: [...COMMON, 'paymentInstructions', 'amountToPay'],
  ORDER_CANCELED: [...COMMON, 'customMessage'],
  ORDER_SHIPPED: [...COMMON, 'trackingNumber', 'trackingProvider', 'trackingLink'],
  ORDER_DOWNLOADS: [...COMMON, 'downloads'],
  ORDER_PAYMENT_REMINDER: [...COMMON, 'paymentInstructions', 'amountToPay'],
};

const h2 = (title: string) => `<h2 style="font-size:18px;font-weight:normal;margin:28px 0 8px">${title}</h2>`;
const orderButton = (label: string) =>
  `<p style="margin:28px 0"><a href="{{orderUrl}}" style="background:#2b2622;color:#fff;padding:12px 24px;text-decoration:none">${label}</a></p>`;
const addressesHtml = `{{#shippingAddress}}${h2('Shipping to')}<p>{{shippingAddress}}</p>{{/shippingAddress}}
{{#pickupAddress}}${h2('Pick up at')}<p>{{pickupAddress}}</p>{{/pickupAddress}}`;
const addressesText = `{{#shippingAddress}}Shipping to:
{{shippingAddress}}

{{/shippingAddress}}{{#pickupAddress}}Pick up at:
{{pickupAddress}}

{{/pickupAddress}}`;

export const DEFAULT_TEMPLATES: Readonly<Record<OrderMailKind, OrderTemplate>> = {
  ORDER_CONFIRMATION: {
    subject: '{{shopName}}: order {{orderNumber}} confirmed',
    html: `<p>Thank you for your order{{#buyerName}}, {{buyerName}}{{/buyerName}}.</p>
<p>Order <strong>{{orderNumber}}</strong> is confirmed. Here is what you ordered:</p>
{{lines}}
{{totals}}
{{#paymentInstructions}}${h2('How to pay')}{{#amountToPay}}<p>Amount to pay: <strong>{{amountToPay}}</strong>, with your order number {{orderNumber}} as the reference.</p>{{/amountToPay}}<p>{{paymentInstructions}}</p>{{/paymentInstructions}}
{{#delivery}}${h2('Delivery')}<p>{{delivery}}</p>{{/delivery}}
${addressesHtml}
${orderButton('See your order')}`,
    text: `Thank you for your order{{#buyerName}}, {{buyerName}}{{/buyerName}}.

Order {{orderNumber}} is confirmed. Here is what you ordered:

{{lines}}

{{totals}}

{{#paymentInstructions}}How to pay:
{{#amountToPay}}Amount to pay: {{amountToPay}}, with your order number {{orderNumber}} as the reference.
{{/amountToPay}}{{paymentInstructions}}

{{/paymentInstructions}}{{#delivery}}Delivery: {{delivery}}

{{/delivery}}${addressesText}See your order: {{orderUrl}}

— {{shopName}}`,
  },
  ORDER_CANCELED: {
    subject: '{{shopName}}: order {{orderNumber}} canceled',
    html: `<p>{{#buyerName}}Dear {{buyerName}}, y{{/buyerName}}{{^buyerName}}Y{{/buyerName}}our order <strong>{{orderNumber}}</strong> was canceled.</p>
{{#customMessage}}<p>{{customMessage}}</p>{{/customMessage}}
<p>The order was:</p>
{{lines}}
{{totals}}
${orderButton('See the order')}`,
    text: `{{#buyerName}}Dear {{buyerName}}, y{{/buyerName}}{{^buyerName}}Y{{/buyerName}}our order {{orderNumber}} was canceled.

{{#customMessage}}{{customMessage}}

{{/customMessage}}The order was:

{{lines}}

{{totals}}

See the order: {{orderUrl}}

— {{shopName}}`,
  },
  ORDER_SHIPPED: {
    subject: '{{shopName}}: order {{orderNumber}} is on its way',
    html: `<p>Good news{{#buyerName}}, {{buyerName}}{{/buyerName}}: order <strong>{{orderNumber}}</strong> is on its way.</p>
{{#trackingNumber}}<p>{{trackingProvider}} tracking number: <strong>{{trackingNumber}}</strong></p>{{/trackingNumber}}
{{#trackingLink}}<p style="margin:28px 0"><a href="{{trackingLink}}" style="background:#2b2622;color:#fff;padding:12px 24px;text-decoration:none">Track the parcel</a></p>
<p style="font-size:13px;color:#8a8178">Or open this address: <br><a href="{{trackingLink}}" style="color:#2b2622;word-break:break-all">{{trackingLink}}</a></p>{{/trackingLink}}
{{lines}}
${addressesHtml}
${orderButton('See your order')}`,
    text: `Good news{{#buyerName}}, {{buyerName}}{{/buyerName}}: order {{orderNumber}} is on its way.

{{#trackingNumber}}{{trackingProvider}} tracking number: {{trackingNumber}}
{{/trackingNumber}}{{#trackingLink}}Track the parcel: {{trackingLink}}
{{/trackingLink}}
{{lines}}

${addressesText}See your order: {{orderUrl}}

— {{shopName}}`,
  },
  ORDER_DOWNLOADS: {
    subject: '{{shopName}}: your downloads of order {{orderNumber}} are ready',
    html: `<p>Thank you{{#buyerName}}, {{buyerName}}{{/buyerName}}: order <strong>{{orderNumber}}</strong> is paid, and your downloads are ready.</p>
{{downloads}}
<p>Each link is yours alone: it needs no login and works until the date shown.</p>
${orderButton('See your order')}`,
    text: `Thank you{{#buyerName}}, {{buyerName}}{{/buyerName}}: order {{orderNumber}} is paid, and your downloads are ready.

{{downloads}}

Each link is yours alone: it needs no login and works until the date shown.

See your order: {{orderUrl}}

— {{shopName}}`,
  },
  ORDER_PAYMENT_REMINDER: {
    subject: '{{shopName}}: order {{orderNumber}} is waiting for your payment',
    html: `<p>{{#buyerName}}Dear {{buyerName}}, w{{/buyerName}}{{^buyerName}}W{{/buyerName}}e have not yet received the payment for order <strong>{{orderNumber}}</strong>. We keep it for you until it arrives.</p>
{{#paymentInstructions}}${h2('How to pay')}{{#amountToPay}}<p>Amount to pay: <strong>{{amountToPay}}</strong>, with your order number {{orderNumber}} as the reference.</p>{{/amountToPay}}<p>{{paymentInstructions}}</p>{{/paymentInstructions}}
<p>If you have paid in the last few days, thank you: our messages crossed.</p>
{{lines}}
{{totals}}
${orderButton('See your order')}`,
    text: `{{#buyerName}}Dear {{buyerName}}, w{{/buyerName}}{{^buyerName}}W{{/buyerName}}e have not yet received the payment for order {{orderNumber}}. We keep it for you until it arrives.

{{#paymentInstructions}}How to pay:
{{#amountToPay}}Amount to pay: {{amountToPay}}, with your order number {{orderNumber}} as the reference.
{{/amountToPay}}{{paymentInstructions}}

{{/paymentInstructions}}If you have paid in the last few days, thank you: our messages crossed.

{{lines}}

{{totals}}

See your order: {{orderUrl}}

— {{shopName}}`,
  },
};

/** The order every preview shows. */
export const sampleOrder = (storefrontUrl: string): Required<OrderMailData> => ({
  orderNumber: '10001',
  email: 'ada@example.com',
  buyerName: 'Ada Lovelace',
  lines: [
    { name: 'Stoneware vase', options: 'Glaze: Sand', quantity: 2, price: '$48.00', total: '$96.00' },
    { name: 'Linen napkins', options: '', quantity: 1, price: '$24.00', total: '$24.00' },
  ],
  totals: {
    subtotal: '$120.00',
    shipping: '$8.00',
    discount: '\u2212$12.00',
    tax: '$10.65',
    taxIncluded: false,
    total: '$126.65',
    giftCard: '$20.00',
    toPay: '$106.65',
  },
  paymentInstructions:
    'Transfer $106.65 to Atelier Studio\nIBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX\nReference: order 10001',
  delivery: 'Local courier — Tuesday, December 1, 9:00 AM–12:00 PM ET',
  shippingAddress: 'Ada Lovelace\n12 Example Street\nNew York, NY 10001\nUnited States',
  pickupAddress: '',
  tracking: {
    number: '1Z999AA10123456784',
    provider: 'UPS',
    link: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  },
  customMessage: 'The piece you chose cracked in the kiln: we are sorry. Your payment is refunded.',
  downloads: [
    {
      name: 'Glazing guide (PDF)',
      link: `${storefrontUrl}/downloads/sample-glazing-guide.pdf`,
      availableUntil: 'December 31, 2026 at 12:00 PM ET',
    },
  ],
  orderUrl: `${storefrontUrl}/orders/view?token=sample`,
});
