/** What a writer gets: the server of the current cycle, the admin key, and where to record acknowledgements. */
export interface WriterContext {
  apiUrl: string;
  adminKey: string;
  /** Records a write the server answered with 200: `key` names it for `present` after the crashes. */
  acknowledge(key: string): void;
}

/** A kind of write the crash test issues under load, and how to prove an acknowledged one survived. */
export interface CrashWriter {
  name: string;
  /**
   * Issues one write (possibly a few dependent calls, each acknowledged on its own). A broken connection
   * (the kill) surfaces as fetch's TypeError; any other answer than the expected one throws Refused.
   */
  write(ctx: WriterContext, n: number): Promise<void>;
  /** Undefined when the write named by `key` is present in the restarted server, else what is wrong. */
  check(ctx: Omit<WriterContext, 'acknowledge'>, key: string): Promise<string | undefined>;
  /** Lines for the report about what this writer saw, beyond the counts. */
  notes?(): string[];
}

/** The server answered, but not with what the write expected: a bug, not the crash. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    what: string,
    body: string,
  ) {
    super(`${what} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'Refused';
  }
}

/** True when the call failed before the server got it (it was dead already): nothing can have been stored. */
export function neverDelivered(error: unknown): boolean {
  return (
    error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'ECONNREFUSED'
  );
}

export interface Answer {
  status: number;
  text: string;
  json: Record<string, unknown>;
}

const methodOf = (options: { method?: string; body?: unknown }) =>
  options.method ?? (options.body === undefined ? 'GET' : 'POST');

/**
 * One HTTP call. Throws fetch's TypeError when the connection breaks (the server was killed), including
 * a body torn mid-way; a parsed JSON body otherwise, whatever the status.
 */
export async function call(
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(url, {
    method: methodOf(options),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON: the caller decides from the status
  }
  return { status: res.status, text, json };
}

/** Like `call`, but anything other than 200 throws Refused. */
export async function call200(
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Record<string, unknown>> {
  const answer = await call(url, options);
  if (answer.status !== 200)
    throw new Refused(answer.status, `${methodOf(options)} ${new URL(url).pathname}`, answer.text);
  return answer.json;
}
