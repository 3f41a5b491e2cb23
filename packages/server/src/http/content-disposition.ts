/**
 * `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266): the quoted name in printable ASCII for
 * old clients (anything else, and quotes and backslashes, as `_`), and the exact name percent-encoded
 * for every browser of today. No byte of the file name reaches the header unencoded.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
