/**
 * The product CSV's import for POST /admin/products/import/run: the file goes to the commerce server with the
 * staff session of the request's cookie, and the server's progress lines come back as they are written.
 */
import { ApplicationError } from '@atelier/sdk';
import { cookies } from 'next/headers';
import { sameOrigin } from './cart-input';
import { IMPORT_MAX_BYTES, IMPORT_MAX_TEXT } from './product-import-view';
import { sessionToken, staffClient } from './staff';
import { isStaffSessionEnded, staffErrorMessage } from './staff-errors';

export type ImportAnswer =
  { ok: true; body: ReadableStream<Uint8Array> | null } | { ok: false; status: number; message: string };

const refuse = (status: number, message: string): ImportAnswer => ({ ok: false, status, message });

/**
 * Checks the request (this shop's own page, a staff session, a file within the server's limit) and starts the
 * import; a refusal before it starts is a status with words.
 */
export async function startProductImport(request: Request): Promise<ImportAnswer> {
  const origin = request.headers.get('origin');
  if (origin === null || !sameOrigin(origin, request.headers.get('host')))
    return refuse(403, 'The import is started from the shop’s own import page only.');
  const token = sessionToken(await cookies());
  if (!token) return refuse(401, 'Your session has ended: sign in again.');
  if (Number(request.headers.get('content-length') ?? 0) > IMPORT_MAX_BYTES)
    return refuse(413, IMPORT_MAX_TEXT);
  const csv = await request.text();
  if (csv.length > IMPORT_MAX_BYTES) return refuse(413, IMPORT_MAX_TEXT);
  if (!csv.trim()) return refuse(400, 'Choose a CSV file of products.');
  const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
  try {
    const answer = await staffClient(token).catalogBulk.importProductsWithProgress(csv, dryRun);
    return { ok: true, body: answer.body };
  } catch (error) {
    if (isStaffSessionEnded(error)) return refuse(401, 'Your session has ended: sign in again.');
    if (error instanceof ApplicationError && error.status === 403)
      return refuse(403, 'Your role may not add products: ask the shop’s owner.');
    if (error instanceof ApplicationError && error.status === 413) return refuse(413, IMPORT_MAX_TEXT);
    const words = staffErrorMessage(error);
    if (!words.expected) console.error('products import failed', error);
    return refuse(words.expected ? 400 : 502, words.message);
  }
}
