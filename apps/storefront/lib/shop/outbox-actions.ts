'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { textField, type FormState } from './account-state';
import { storefrontUrl } from './client';
import { fail } from './form-failure';
import { readOutbox } from './outbox';
import {
  OUTBOX_KEY_COOKIE,
  OUTBOX_PATH,
  outboxHref,
  outboxKeyCookieOptions,
  outboxKeyMessages,
  wellFormedKey,
} from './outbox-key';

/** Server actions of /dev/outbox: the operator gives the key (checked with the server) or forgets it. */

export async function unlockOutbox(_previous: FormState, formData: FormData): Promise<FormState> {
  const key = textField(formData, 'key');
  if (!key) return fail(outboxKeyMessages.empty, { field: 'key' });
  if (!wellFormedKey(key)) return fail(outboxKeyMessages.wrong, { field: 'key' });
  let answer;
  try {
    answer = await readOutbox(key, undefined, 1);
  } catch (error) {
    console.error('Failed to check the operator key with the commerce server', error);
    return fail(outboxKeyMessages.unavailable);
  }
  if (answer.status === 'refused') return fail(outboxKeyMessages.wrong, { field: 'key' });
  (await cookies()).set(OUTBOX_KEY_COOKIE, key, outboxKeyCookieOptions(storefrontUrl()));
  redirect(outboxHref(textField(formData, 'to') || undefined));
}

export async function forgetOutboxKey(): Promise<void> {
  (await cookies()).delete({ name: OUTBOX_KEY_COOKIE, path: OUTBOX_PATH });
  redirect(OUTBOX_PATH);
}
