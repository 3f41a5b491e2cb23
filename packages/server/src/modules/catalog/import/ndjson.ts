import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from '../../../http/error-handler';
import type { Progress } from './run';

export const NDJSON = 'application/x-ndjson';

/** Whether the caller asks for the import's progress while it runs (`Accept: application/x-ndjson`). */
export const wantsProgress = (accept: string | undefined) => (accept ?? '').toLowerCase().includes(NDJSON);

/**
 * The answer as newline-delimited JSON, one line per step as the work goes: `{"progress":{"phase","done",
 * "total"}}` lines, then `{"result":...}` (what the JSON answer would be) or, should the work fail after the
 * first byte went out, `{"error":...}` in the spec's error envelope. Errors before the first byte (the caller's
 * role, the body) are answered as every other route answers them.
 */
export function progressStream<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (progress: Progress) => Promise<T>,
): Readable {
  const out = new PassThrough();
  const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
  work((phase, done, total) => line({ progress: { phase, done, total } }))
    .then((result) => line({ result }))
    .catch((error: Error) => {
      const { body, unexpected } = toErrorResponse(error, String(request.id));
      if (unexpected) request.log.error({ err: error }, 'unexpected error');
      line({ error: body });
    })
    .finally(() => out.end());
  // no-transform: a compressing proxy would hold the lines back until its buffer fills.
  void reply
    .type(`${NDJSON}; charset=utf-8`)
    .header('cache-control', 'private, no-store, no-transform')
    .header('x-content-type-options', 'nosniff');
  return out;
}
