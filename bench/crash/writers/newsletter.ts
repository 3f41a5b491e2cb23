import { postJson, type CrashWriter } from '../writer';

/** Newsletter sign-ups: a stored address answers 409 ALREADY_SUBSCRIBED when sent again. */
export const writer: CrashWriter = {
  name: 'newsletter sign-ups',
  async write(apiUrl, _key, n) {
    const email = `crash-${process.pid}-${Date.now()}-${n}@example.com`;
    const res = await postJson(`${apiUrl}/v1/newsletter/subscriptions`, { email });
    return res.status === 200 ? email : undefined;
  },
  async present(apiUrl, _key, email) {
    const res = await postJson(`${apiUrl}/v1/newsletter/subscriptions`, { email });
    return res.status === 409;
  },
};
