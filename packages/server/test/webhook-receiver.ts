import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  method: string;
  status: number;
  /** When it arrived (milliseconds). */
  at: number;
  events: {
    id: string;
    sequence: number;
    type: string;
    entityId: string;
    entity: Record<string, unknown> | null;
  }[];
}

/**
 * A real HTTP webhook receiver on a free local port. It answers each delivery with the next status of
 * `answers` (200 once they run out) and records what it was sent; `hold` keeps requests unanswered.
 */
export async function startReceiver() {
  const received: ReceivedDelivery[] = [];
  const answers: number[] = [];
  let hold = false;
  let delayMs = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((request, response) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = answers.shift() ?? 200;
      received.push({
        method: request.method ?? '',
        headers: request.headers,
        body,
        status,
        at: Date.now(),
        events: JSON.parse(body).events,
      });
      if (hold) return;
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Statuses for the next deliveries, in order. */
    answerWith: (...statuses: number[]) => answers.push(...statuses),
    holdAnswers: (on: boolean) => {
      hold = on;
    },
    /** Answers only after this long, so that overlapping deliveries would show in `maxInFlight`. */
    answerAfter: (ms: number) => {
      delayMs = ms;
    },
    maxInFlight: () => maxInFlight,
    /** Every event delivered with a 2xx answer, in the order they arrived. */
    acknowledged: () => received.filter((d) => d.status < 300).flatMap((d) => d.events),
    reset: () => {
      received.length = 0;
      answers.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Polls `check` until it returns true (a few seconds at most). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
