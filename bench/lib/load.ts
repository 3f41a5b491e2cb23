import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Headers of each connection's own, in turn (connection i gets entry i modulo the length): e.g. one
   * visitor's token per connection, so each connection works on its own cart as shoppers do.
   */
  connectionHeaders?: Record<string, string>[];
  /**
   * Requests that each change something once (e.g. one order per prepared checkout): each request takes the next
   * entry's path and headers instead of `path`, across every load of the run; running out fails the run rather
   * than measuring repeats.
   */
  rotate?: { path: string; headers?: Record<string, string> }[];
}

/** How far each rotating request has got, across the loads of a run. */
const rotation = new WeakMap<LoadRequest, number>();

function rotating(request: LoadRequest) {
  const entries = request.rotate;
  if (!entries?.length) return undefined;
  return (req: { headers?: Record<string, string> }) => {
    const at = rotation.get(request) ?? 0;
    // Past the end the last entry repeats, and the load that ran out fails once it ends.
    const entry = entries[Math.min(at, entries.length - 1)]!;
    rotation.set(request, at + 1);
    return { ...req, path: entry.path, headers: { ...req.headers, ...entry.headers } };
  };
}

/** Whether a rotating request has entries left for another load. */
export const rotationLeft = (request: LoadRequest) =>
  (request.rotate?.length ?? 0) - (rotation.get(request) ?? 0);

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Drives `url` with autocannon; latencies (ms) are collected per response so p95 is exact. */
export async function load(
  url: string,
  request: LoadRequest,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const headers = { ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers };
  const own = request.connectionHeaders;
  let connection = 0;
  const setupRequest = rotating(request);
  const instance = autocannon({
    url: url + request.path,
    method: request.method,
    headers,
    ...(own?.length
      ? {
          setupClient: (client: { setHeaders(h: Record<string, string>): void }) => {
            client.setHeaders({ ...headers, ...own[connection++ % own.length] });
          },
        }
      : {}),
    body: request.body,
    ...(setupRequest
      ? { requests: [{ method: request.method, body: request.body, headers, setupRequest }] }
      : {}),
    connections,
    duration: seconds,
    pipelining: 1,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  if (setupRequest && rotationLeft(request) < 0)
    throw new Error('the prepared requests ran out: prepare more');
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: result.requests.total,
    rps: round(result.requests.total / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
