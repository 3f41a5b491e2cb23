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
}

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
    connections,
    duration: seconds,
    pipelining: 1,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
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
