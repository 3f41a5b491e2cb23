import { call, Refused, type CrashWriter } from '../writer';

/** Newsletter sign-ups: a stored address answers 409 ALREADY_SUBSCRIBED when sent again. */
export const writer: CrashWriter = {
  name: 'newsletter',
  async write(ctx, n) {
    const email = `crash-${process.pid}-${Date.now()}-${n}@example.com`;
    const answer = await call(`${ctx.apiUrl}/v1/newsletter/subscriptions`, { body: { email } });
    if (answer.status !== 200) throw new Refused(answer.status, 'newsletter sign-up', answer.text);
    ctx.acknowledge(email);
  },
  async check(ctx, email) {
    const answer = await call(`${ctx.apiUrl}/v1/newsletter/subscriptions`, { body: { email } });
    return answer.status === 409 ? undefined : `sign-up again answered ${answer.status}, not 409`;
  },
};
