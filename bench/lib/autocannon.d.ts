// The few parts of autocannon's API this harness uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    setupClient?: (client: { setHeaders(headers: Record<string, string>): void }) => void;
    /** A sequence each connection sends in turn; setupRequest may rewrite each request before it goes. */
    requests?: {
      method?: string;
      body?: string;
      headers?: Record<string, string>;
      setupRequest?: (request: { path?: string; headers?: Record<string, string> }) => {
        path: string;
        headers?: Record<string, string>;
      };
    }[];
  }
  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
