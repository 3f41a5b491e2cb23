/** The mails the shop sends, as text and HTML with the shop's branding. Pure: no I/O. */
export interface MailContent {
  kind:
    | 'verification-code'
    | 'recovery'
    | 'activation'
    | 'staff-invitation'
    | 'staff-password-reset'
    | 'newsletter-confirmation'
    | 'newsletter-notice'
    | 'back-in-stock'
    | 'gift-card'
    | 'order-confirmation'
    | 'order-canceled'
    | 'order-shipped'
    | 'order-downloads'
    | 'order-payment-reminder';
  subject: string;
  text: string;
  html: string;
  /** Newsletter mail: the link that ends the subscription without logging in (also a List-Unsubscribe header). */
  unsubscribeUrl?: string;
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Ends every mail but order mail, which answers an order the buyer placed. */
const IGNORE_IT = 'If you did not ask for this message, you can ignore it.';

export function layout(
  shop: string,
  title: string,
  body: string,
  unsubscribeUrl?: string,
  footnote = IGNORE_IT,
): string {
  const s = escapeHtml(shop);
  const unsubscribe = unsubscribeUrl
    ? `<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#8a8178">Unsubscribe from the newsletter</a>`
    : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#2b2622">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e7e0d6">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e7e0d6;font-size:22px;letter-spacing:2px;text-transform:uppercase">${s}</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#8a8178;border-top:1px solid #e7e0d6">${s} — unique design, quality items.
${escapeHtml(footnote)}${unsubscribe}</td></tr>
</table></td></tr></table></body></html>`;
}

export function button(href: string, label: string): string {
  const h = escapeHtml(href);
  return `<p style="margin:28px 0"><a href="${h}" style="background:#2b2622;color:#fff;padding:12px 24px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#8a8178">Or open this address: <br><a href="${h}" style="color:#2b2622;word-break:break-all">${h}</a></p>`;
}

export function verificationCodeMail(shop: string, code: string): MailContent {
  const subject = `${shop}: your verification code is ${code}`;
  return {
    kind: 'verification-code',
    subject,
    text: `Your ${shop} verification code is ${code}\n\nEnter it on the sign-up page to confirm your email address. It is valid for 10 minutes and can be used once.\n\n— ${shop}`,
    html: layout(
      shop,
      subject,
      `<p>Enter this code to confirm your email address:</p>
<p style="font-size:32px;letter-spacing:8px;font-family:monospace;margin:24px 0">${escapeHtml(code)}</p>
<p>It is valid for 10 minutes and can be used once.</p>`,
    ),
  };
}

export function recoveryMail(shop: string, link: string): MailContent {
  const subject = `${shop}: reset your password`;
  return {
    kind: 'recovery',
    subject,
    text: `Someone asked to reset the password of your ${shop} account.\n\nChoose a new password here (valid for 1 hour, once):\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n\n— ${shop}`,
    html: layout(
      shop,
      subject,
      `<p>Someone asked to reset the password of your ${escapeHtml(shop)} account.</p>
${button(link, 'Choose a new password')}
<p>The link is valid for 1 hour and can be used once. If it was not you, your password stays as it is.</p>`,
    ),
  };
}

export function activationMail(shop: string, link: string): MailContent {
  const subject = `${shop}: activate your account`;
  return {
    kind: 'activation',
    subject,
    text: `An account at ${shop} was created for you.\n\nChoose your password to activate it (valid for 7 days, once):\n${link}\n\n— ${shop}`,
    html: layout(
      shop,
      subject,
      `<p>An account at ${escapeHtml(shop)} was created for you.</p>
${button(link, 'Activate my account')}
<p>The link is valid for 7 days and can be used once.</p>`,
    ),
  };
}

/** An invitation to join the shop's staff in `role`: the link lets the person choose a name and password. */
export function staffInvitationMail(shop: string, invitation: { link: string; role: string }): MailContent {
  const subject = `${shop}: you are invited to join the staff`;
  return {
    kind: 'staff-invitation',
    subject,
    text: `You are invited to help run ${shop} (role: ${invitation.role}).\n\nChoose your name and password here to accept (valid for 7 days, once):\n${invitation.link}\n\n— ${shop}`,
    html: layout(
      shop,
      subject,
      `<p>You are invited to help run ${escapeHtml(shop)} (role: ${escapeHtml(invitation.role)}).</p>
${button(invitation.link, 'Accept the invitation')}
<p>The link is valid for 7 days and can be used once.</p>`,
    ),
  };
}

/** A staff member asked to reset their password: the link sets a new one, then they sign in again. */
export function staffPasswordResetMail(shop: string, link: string): MailContent {
  const subject = `${shop}: reset your staff password`;
  return {
    kind: 'staff-password-reset',
    subject,
    text: `Someone asked to reset the password of your ${shop} staff account.\n\nChoose a new password here (valid for 30 minutes, once):\n${link}\n\nEvery session of the account ends, and signing in still asks for your second factor. If it was not you, ignore this message: your password stays as it is.\n\n— ${shop}`,
    html: layout(
      shop,
      subject,
      `<p>Someone asked to reset the password of your ${escapeHtml(shop)} staff account.</p>
${button(link, 'Choose a new password')}
<p>The link is valid for 30 minutes and can be used once. Every session of the account ends, and signing in still asks for your second factor. If it was not you, your password stays as it is.</p>`,
    ),
  };
}

/** Every newsletter mail ends with its unsubscribe link, in the text and in the HTML. */
function newsletterMail(
  shop: string,
  kind: 'newsletter-confirmation' | 'newsletter-notice',
  subject: string,
  text: string,
  body: string,
  unsubscribeUrl: string,
): MailContent {
  return {
    kind,
    subject,
    text: `${text}\n\nUnsubscribe at any time, no login needed:\n${unsubscribeUrl}\n\n— ${shop}`,
    html: layout(shop, subject, body, unsubscribeUrl),
    unsubscribeUrl,
  };
}

export function newsletterConfirmationMail(
  shop: string,
  links: { confirm: string; unsubscribe: string },
): MailContent {
  const subject = `${shop}: confirm your newsletter subscription`;
  return newsletterMail(
    shop,
    'newsletter-confirmation',
    subject,
    `Someone, probably you, asked to receive the ${shop} newsletter at this address.\n\nConfirm the subscription here (valid for 7 days):\n${links.confirm}\n\nIf it was not you, ignore this message: without a confirmation nothing is sent.`,
    `<p>Someone, probably you, asked to receive the ${escapeHtml(shop)} newsletter at this address.</p>
${button(links.confirm, 'Confirm my subscription')}
<p>The link is valid for 7 days. If it was not you, ignore this message: without a confirmation nothing is sent.</p>`,
    links.unsubscribe,
  );
}

/** Sent instead of a confirmation when the address is already subscribed: nothing changes. */
export function newsletterNoticeMail(shop: string, links: { unsubscribe: string }): MailContent {
  const subject = `${shop}: you are already subscribed`;
  return newsletterMail(
    shop,
    'newsletter-notice',
    subject,
    `Someone, probably you, asked to receive the ${shop} newsletter at this address. It is already subscribed, so nothing changes.`,
    `<p>Someone, probably you, asked to receive the ${escapeHtml(shop)} newsletter at this address.
It is already subscribed, so nothing changes.</p>`,
    links.unsubscribe,
  );
}

/** A member asked to be told when a sold-out piece (in the choices named) is back: it is. Sent once. */
export function backInStockMail(
  shop: string,
  piece: { productName: string; choices: Record<string, string>; link: string },
): MailContent {
  const choices = Object.entries(piece.choices)
    .map(([option, choice]) => `${option}: ${choice}`)
    .join(', ');
  const what = choices ? `${piece.productName} (${choices})` : piece.productName;
  const subject = `${shop}: ${piece.productName} is back in stock`;
  return {
    kind: 'back-in-stock',
    subject,
    text: `Good news: ${what} is back in stock, as you asked us to tell you.\n\nSee it here:\n${piece.link}\n\nPieces are made in small runs, so it may not stay long. This is the only mail about it: ask again on the piece's page if it sells out before you get to it.\n\n— ${shop}`,
    html: layout(
      shop,
      subject,
      `<p>Good news: <strong>${escapeHtml(what)}</strong> is back in stock, as you asked us to tell you.</p>
${button(piece.link, 'See the piece')}
<p>Pieces are made in small runs, so it may not stay long. This is the only mail about it: ask again on the piece's page if it sells out before you get to it.</p>`,
    ),
  };
}

/** A gift card the shop issued for someone: its code, value and expiry, with the sender's message. */
export function giftCardMail(
  shop: string,
  card: {
    code: string;
    /** The value as the recipient reads it (`$50.00`). */
    amount: string;
    /** The last day it can pay, as the recipient reads it. */
    expires?: string;
    recipientName?: string;
    message?: string;
    shopUrl: string;
  },
): MailContent {
  const subject = `${shop}: a gift card for you`;
  const greeting = card.recipientName ? `Hello ${card.recipientName},` : 'Hello,';
  const expiry = card.expires ? ` It can be used until ${card.expires}.` : '';
  const message = card.message ? `\n\n${card.message}` : '';
  return {
    kind: 'gift-card',
    subject,
    text: `${greeting}\n\nYou have a gift card from ${shop} worth ${card.amount}.${expiry}${message}\n\nYour code: ${card.code}\n\nEnter it at checkout:\n${card.shopUrl}\n\n— ${shop}`,
    html: layout(
      shop,
      subject,
      `<p>${escapeHtml(greeting)}</p>
<p>You have a gift card from ${escapeHtml(shop)} worth <strong>${escapeHtml(card.amount)}</strong>.${escapeHtml(expiry)}</p>
${card.message ? `<blockquote style="margin:20px 0;padding-left:16px;border-left:3px solid #e7e0d6;white-space:pre-line">${escapeHtml(card.message)}</blockquote>` : ''}
<p>Your code:</p>
<p style="font-family:Menlo,Consolas,monospace;font-size:20px;letter-spacing:2px">${escapeHtml(card.code)}</p>
${button(card.shopUrl, 'Visit the shop')}
<p>Enter the code at checkout.</p>`,
      undefined,
      'Keep this code to yourself: whoever has it can spend the card.',
    ),
  };
}
