import { call, Refused, type CrashWriter } from '../writer';

/**
 * Newsletter sign-ups: an acknowledged sign-up stored the pending address and its confirmation mail (the
 * development outbox, in the same database), so the mail is there after the crash.
 */
export const writer: CrashWriter = {
  name: 'newsletter',
  async write(ctx, n) {
    const email = `crash-${process.pid}-${Date.now()}-${n}@example.com`;
    // A client address per sign-up: one address may sign up 100 times in 15 minutes.
    const headers = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    const answer = await call(`${ctx.apiUrl}/v1/newsletter/subscriptions`, { body: { email }, headers });
    if (answer.status !== 200) throw new Refused(answer.status, 'newsletter sign-up', answer.text);
    ctx.acknowledge(email);
  },
  async check(ctx, email) {
    const answer = await call(`${ctx.apiUrl}/v1/dev/outbox?to=${encodeURIComponent(email)}`, {
      headers: { authorization: ctx.adminKey },
    });
    if (answer.status !== 200) return `outbox answered ${answer.status}`;
    const messages = (answer.json.messages ?? []) as { kind: string }[];
    return messages.some((m) => m.kind === 'newsletter-confirmation')
      ? undefined
      : 'no confirmation mail in the outbox';
  },
};
