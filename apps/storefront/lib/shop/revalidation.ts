import { tagsTouchedByAll, type CatalogEvent } from './catalog-tags';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from './webhook-signature';

/** A batch of events is well under this; anything bigger is refused unread. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export interface RevalidationDeps {
  /** EVENT_WEBHOOK_SECRET, shared with the commerce server; unset: the endpoint is off. */
  secret: string | undefined;
  /** Drops one cache tag (Next's revalidateTag in the route). */
  revalidate: (tag: string) => void;
  now?: () => number;
}

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The commerce server's event webhook (POST /api/revalidate): a signed batch `{ events: [...] }`.
 * Answers 2xx only once the tags the events touch are dropped, so the server retries otherwise.
 */
export async function handleRevalidation(request: Request, deps: RevalidationDeps): Promise<Response> {
  if (!deps.secret) {
    return answer(503, { message: 'Revalidation is off: EVENT_WEBHOOK_SECRET is not set' });
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return answer(413, { message: `The body must be at most ${MAX_BODY_BYTES} bytes` });
  }
  const body = await request.text();
  const verdict = verifySignature(
    deps.secret,
    { timestamp: request.headers.get(TIMESTAMP_HEADER), signature: request.headers.get(SIGNATURE_HEADER) },
    body,
    deps.now?.() ?? Date.now(),
  );
  if (!verdict.valid) return answer(401, { message: verdict.reason });

  const events = parseEvents(body);
  if (!events) {
    return answer(400, { message: 'The body must be { "events": [{ "type", "entityId", "entity"? }] }' });
  }
  const tags = tagsTouchedByAll(events);
  for (const tag of tags) deps.revalidate(tag);
  return answer(200, { revalidated: tags });
}

function parseEvents(body: string): CatalogEvent[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const events = (parsed as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return undefined;
  const valid = events.every((e: unknown) => {
    const event = e as Partial<CatalogEvent> | null;
    return (
      typeof event?.type === 'string' &&
      typeof event.entityId === 'string' &&
      (event.entity == null || typeof event.entity === 'object')
    );
  });
  return valid ? (events as CatalogEvent[]) : undefined;
}
