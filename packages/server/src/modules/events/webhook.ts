import type { OutboxEvent } from './outbox';
import { signatureHeaders } from './signature';

/** An event as webhooks receive it: `sequence` is its place in the outbox, `id` a stable id to de-duplicate. */
export function wireEvent(event: OutboxEvent) {
  return {
    id: event.eventId,
    sequence: event.id,
    type: event.type,
    entityId: event.entityId,
    entity: event.entity ?? null,
    metadata: { eventTime: event.eventTime.toISOString() },
  };
}

export interface DeliveryFailure {
  url: string;
  /** The HTTP status of a non-2xx answer, or why there was no answer. */
  reason: string;
}

/**
 * POSTs one batch `{ events: [...] }`, signed, to every webhook. The batch counts as delivered only
 * when every webhook answers 2xx; otherwise all are sent it again later (delivery is at least once:
 * receivers de-duplicate by event id if it matters to them).
 */
export async function postBatch(
  urls: readonly string[],
  secret: string,
  batch: OutboxEvent[],
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<DeliveryFailure[]> {
  const body = JSON.stringify({ events: batch.map(wireEvent) });
  const headers = { 'content-type': 'application/json', ...signatureHeaders(secret, body) };
  const outcomes = await Promise.all(
    urls.map(async (url): Promise<DeliveryFailure | undefined> => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
        });
        await response.body?.cancel();
        return response.ok ? undefined : { url, reason: `HTTP ${response.status}` };
      } catch (error) {
        return { url, reason: failureReason(error) };
      }
    }),
  );
  return outcomes.filter((o) => o !== undefined);
}

/** fetch wraps network errors ("fetch failed"): the cause says what happened (ECONNREFUSED, timeout). */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}
