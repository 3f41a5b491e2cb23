import { failureReason, signatureHeaders, wireEvent } from '../events';
import type { AttemptResult } from './rules';

/** An attempt's outcome and how long it took (milliseconds, from sending to the answer or the failure). */
export type SentAttempt = AttemptResult & { durationMs: number };
import type { TakenDelivery } from './store';

export const WEBHOOK_ID_HEADER = 'x-atelier-webhook-id';
export const DELIVERY_ID_HEADER = 'x-atelier-delivery-id';
export const ATTEMPT_HEADER = 'x-atelier-delivery-attempt';

/**
 * Sends one attempt: the event in the body the operator's webhooks get (`{ events: [event] }`, so
 * one receiver reads both), signed with the webhook's secret as events/signature.ts signs, at the
 * time of this attempt. A 2xx answer delivers it; a redirect is not followed and counts as a failure.
 */
export async function sendAttempt(
  delivery: TakenDelivery,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<SentAttempt> {
  const started = performance.now();
  const result = await post(delivery, options);
  return { ...result, durationMs: Math.round(performance.now() - started) };
}

async function post(
  delivery: TakenDelivery,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<AttemptResult> {
  const body = JSON.stringify({ events: [wireEvent(delivery.event)] });
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_ID_HEADER]: delivery.webhookId,
        [DELIVERY_ID_HEADER]: delivery.id,
        [ATTEMPT_HEADER]: String(delivery.attempts),
        ...signatureHeaders(delivery.secret, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { ok: true, statusCode: response.status };
    return { ok: false, statusCode: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, error: failureReason(error).slice(0, 500) };
  }
}
