/** A kind of write the crash test issues under load, and how to prove an acknowledged one survived. */
export interface CrashWriter {
  name: string;
  /** Issues one write; resolves with a key that identifies it when the server answered 200, else undefined. */
  write(apiUrl: string, adminKey: string, n: number): Promise<string | undefined>;
  /** True when the write named by `key` is present in the restarted server. */
  present(apiUrl: string, adminKey: string, key: string): Promise<boolean>;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    // a torn response while the server dies
  }
  return { status: res.status, json: json as Record<string, unknown> | undefined };
}
