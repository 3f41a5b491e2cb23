import { describe, expect, it } from 'vitest';
import { renderOrderMail } from './order-render';
import {
  DEFAULT_TEMPLATES,
  ORDER_MAIL_KINDS,
  PLACEHOLDERS,
  sampleOrder,
  type OrderMailData,
} from './order-templates';
import { parseTemplate } from './placeholders';

const SHOP = 'Atelier';
const order = (over: Partial<OrderMailData> = {}): OrderMailData => ({
  orderNumber: '10042',
  email: 'ada@example.com',
  buyerName: 'Ada',
  lines: [
    { name: 'Stoneware vase', options: 'Glaze: Sand', quantity: 2, price: '$48.00', total: '$96.00' },
    { name: 'Linen napkins', quantity: 1, price: '$24.00', total: '$24.00' },
  ],
  totals: { subtotal: '$120.00', shipping: '$8.00', discount: '$0.00', tax: '$9.00', total: '$137.00' },
  orderUrl: 'https://shop.example/profile/orders',
  ...over,
});

describe('the default order templates', () => {
  it('use only the placeholders of their kind, in every part', () => {
    for (const kind of ORDER_MAIL_KINDS) {
      for (const part of ['subject', 'html', 'text'] as const) {
        expect(
          parseTemplate(DEFAULT_TEMPLATES[kind][part], PLACEHOLDERS[kind]),
          `${kind} ${part}`,
        ).toMatchObject({
          ok: true,
        });
      }
    }
  });

  it('render every kind of the sample order without a leftover placeholder', () => {
    for (const kind of ORDER_MAIL_KINDS) {
      const mail = renderOrderMail(SHOP, kind, DEFAULT_TEMPLATES[kind], sampleOrder('https://shop.example'));
      for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{|\}\}/);
    }
  });
});

describe('order confirmation', () => {
  const mail = renderOrderMail(
    SHOP,
    'ORDER_CONFIRMATION',
    DEFAULT_TEMPLATES.ORDER_CONFIRMATION,
    order({ paymentInstructions: 'IBAN DE89 3704\nReference 10042', shippingAddress: 'Ada\n1 Main St' }),
  );

  it('has the number in the subject, the lines, the totals and the payment instructions', () => {
    expect(mail.kind).toBe('order-confirmation');
    expect(mail.subject).toBe('Atelier: order 10042 confirmed');
    expect(mail.text).toContain('2 × Stoneware vase (Glaze: Sand), $48.00 each: $96.00');
    expect(mail.text).toContain('1 × Linen napkins, $24.00 each: $24.00');
    expect(mail.text).toContain('Subtotal: $120.00\nShipping: $8.00\nTax: $9.00\nTotal: $137.00');
    expect(mail.text).toContain('How to pay:\nIBAN DE89 3704\nReference 10042');
    expect(mail.text).toContain('Shipping to:\nAda\n1 Main St');
    expect(mail.text).toContain('See your order: https://shop.example/profile/orders');
    expect(mail.html).toContain('Stoneware vase');
    expect(mail.html).toContain('IBAN DE89 3704<br>Reference 10042');
    expect(mail.html).toContain('href="https://shop.example/profile/orders"');
  });

  it('ends with a note on why it was sent, not the one for mail nobody asked for', () => {
    expect(mail.html).toContain('You get this message about an order placed at Atelier with this address.');
    expect(mail.html).not.toContain('If you did not ask for this message');
  });

  it('leaves out a zero discount and shows a real one and a gift card', () => {
    expect(mail.text).not.toContain('Discount');
    const discounted = renderOrderMail(
      SHOP,
      'ORDER_CONFIRMATION',
      DEFAULT_TEMPLATES.ORDER_CONFIRMATION,
      order({ totals: { ...order().totals, discount: '-$12.00', giftCard: '$20.00', toPay: '$117.00' } }),
    );
    expect(discounted.text).toContain('Discount: -$12.00');
    expect(discounted.text).toContain('Total: $137.00\nPaid by gift card: $20.00\nStill to pay: $117.00');
  });

  it('says what a gift card paid, what is still to pay and the amount the instructions are for', () => {
    const part = renderOrderMail(
      SHOP,
      'ORDER_CONFIRMATION',
      DEFAULT_TEMPLATES.ORDER_CONFIRMATION,
      order({
        totals: { ...order().totals, giftCard: '$30.00', toPay: '$107.00' },
        paymentInstructions: 'IBAN DE89 3704',
      }),
    );
    expect(part.text).toContain('Paid by gift card: $30.00\nStill to pay: $107.00');
    expect(part.text).toContain(
      'How to pay:\nAmount to pay: $107.00, with your order number 10042 as the reference.\nIBAN DE89 3704',
    );
    expect(part.html).toMatch(/Paid by gift card<\/td><td[^>]*>\$30\.00/);
    expect(part.html).toContain('<strong>Still to pay</strong>');
    expect(part.html).toContain('Amount to pay: <strong>$107.00</strong>');
    // Paid in full by the card: no "still to pay".
    const all = renderOrderMail(
      SHOP,
      'ORDER_CONFIRMATION',
      DEFAULT_TEMPLATES.ORDER_CONFIRMATION,
      order({ totals: { ...order().totals, giftCard: '$137.00', toPay: '$0.00' } }),
    );
    expect(all.text).toContain('Paid by gift card: $137.00');
    expect(all.text).not.toContain('Still to pay');
    expect(all.text).not.toContain('Amount to pay');
  });

  it('says nothing of payment or addresses it was not given', () => {
    const bare = renderOrderMail(SHOP, 'ORDER_CONFIRMATION', DEFAULT_TEMPLATES.ORDER_CONFIRMATION, order());
    expect(bare.text).not.toContain('How to pay');
    expect(bare.text).not.toContain('Shipping to');
    expect(bare.html).not.toContain('How to pay');
  });
});

describe('cancellation and shipping', () => {
  it('cancellation carries the custom message', () => {
    const mail = renderOrderMail(
      SHOP,
      'ORDER_CANCELED',
      DEFAULT_TEMPLATES.ORDER_CANCELED,
      order({ customMessage: 'The vase cracked in the kiln.' }),
    );
    expect(mail.kind).toBe('order-canceled');
    expect(mail.subject).toBe('Atelier: order 10042 canceled');
    expect(mail.text).toMatch(/^Dear Ada, your order 10042 was canceled\.\n\nThe vase cracked in the kiln\./);
    expect(mail.html).toContain('The vase cracked in the kiln.');
    const anonymous = renderOrderMail(
      SHOP,
      'ORDER_CANCELED',
      DEFAULT_TEMPLATES.ORDER_CANCELED,
      order({ buyerName: undefined }),
    );
    expect(anonymous.text).toMatch(/^Your order 10042 was canceled\.\n\nThe order was:/);
  });

  it('shipping carries the tracking number and link', () => {
    const link = 'https://www.ups.com/track?tracknum=1Z999&x=1';
    const mail = renderOrderMail(
      SHOP,
      'ORDER_SHIPPED',
      DEFAULT_TEMPLATES.ORDER_SHIPPED,
      order({ tracking: { number: '1Z999', provider: 'UPS', link } }),
    );
    expect(mail.kind).toBe('order-shipped');
    expect(mail.text).toContain('UPS tracking number: 1Z999');
    expect(mail.text).toContain(`Track the parcel: ${link}`);
    expect(mail.html).toContain('href="https://www.ups.com/track?tracknum=1Z999&amp;x=1"');
  });

  it('never turns a tracking link that is not http(s) into an href', () => {
    const mail = renderOrderMail(
      SHOP,
      'ORDER_SHIPPED',
      DEFAULT_TEMPLATES.ORDER_SHIPPED,
      order({ tracking: { number: '1', provider: 'UPS', link: 'javascript:alert(1)' } }),
    );
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('javascript:');
  });
});

describe('downloads', () => {
  const link = 'https://shop.example/v1/orders/o1/downloads/line-1?expires=2026-12-31&signature=a_b-c';
  const downloads = [
    { name: 'Glazing <guide>', link, availableUntil: 'December 31, 2026 at 12:00 PM UTC' },
    { name: 'Patterns', link: `${link}2`, availableUntil: 'December 31, 2026 at 12:00 PM UTC' },
  ];

  it('lists each digital line with its link and until when it works, in the text and the HTML', () => {
    const mail = renderOrderMail(
      SHOP,
      'ORDER_DOWNLOADS',
      DEFAULT_TEMPLATES.ORDER_DOWNLOADS,
      order({ downloads }),
    );
    expect(mail.kind).toBe('order-downloads');
    expect(mail.subject).toBe('Atelier: your downloads of order 10042 are ready');
    expect(mail.text).toContain('order 10042 is paid');
    expect(mail.text).toContain(
      `Glazing <guide>\nDownload: ${link}\nAvailable until December 31, 2026 at 12:00 PM UTC\n\n` +
        `Patterns\nDownload: ${link}2\nAvailable until December 31, 2026 at 12:00 PM UTC`,
    );
    const href = link.replace(/&/g, '&amp;');
    expect(mail.html).toContain(`href="${href}"`);
    expect(mail.html).toContain(`href="${href}2"`);
    expect(mail.html).toContain('Glazing &lt;guide&gt;');
    expect(mail.html).not.toContain('<guide>');
    expect(mail.html).toContain('Available until December 31, 2026 at 12:00 PM UTC');
  });

  it('never turns a link that is not http(s) into an href, and leaves an empty list out', () => {
    const mail = renderOrderMail(
      SHOP,
      'ORDER_DOWNLOADS',
      { subject: 'x', html: '{{#downloads}}<ul>{{downloads}}</ul>{{/downloads}}', text: '[{{downloads}}]' },
      order({ downloads: [{ name: 'Bad', link: 'javascript:alert(1)', availableUntil: 'soon' }] }),
    );
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('<ul>');
    expect(mail.text).toBe('[]');
  });
});

describe('values in HTML', () => {
  it('are escaped wherever they come, text part and subject left as they are', () => {
    const evil = '<script>alert("x")</script> & Co';
    const mail = renderOrderMail(
      SHOP,
      'ORDER_CANCELED',
      DEFAULT_TEMPLATES.ORDER_CANCELED,
      order({
        buyerName: evil,
        customMessage: evil,
        lines: [{ name: evil, options: evil, quantity: 1, price: evil, total: '$1.00' }],
      }),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.text).toContain(evil);
  });

  it('keep a merchant template as written around the escaped values', () => {
    const mail = renderOrderMail(
      SHOP,
      'ORDER_CONFIRMATION',
      {
        subject: 'Order\n{{orderNumber}}  {{buyerName}}',
        html: '<h1>Hi {{buyerName}}</h1>{{totals}}',
        text: '{{lines}}',
      },
      order({ buyerName: '<b>Ada</b>' }),
    );
    expect(mail.subject).toBe('Order 10042 <b>Ada</b>');
    expect(mail.html).toContain('<h1>Hi &lt;b&gt;Ada&lt;/b&gt;</h1><table');
    expect(mail.text).toBe(
      '2 × Stoneware vase (Glaze: Sand), $48.00 each: $96.00\n1 × Linen napkins, $24.00 each: $24.00',
    );
  });
});
