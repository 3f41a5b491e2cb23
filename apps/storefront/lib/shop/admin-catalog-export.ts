/** The product CSV's download for /admin/products/export.csv, with the staff session of the request's cookie. */
import { ApplicationError, type ProductExportQuery } from '@atelier/sdk';
import { cookies } from 'next/headers';
import type { CsvDownload } from './admin-orders';
import { sessionToken, staffClient } from './staff';
import { isStaffSessionEnded, staffErrorMessage } from './staff-errors';

export async function exportProductsCsv(query: ProductExportQuery): Promise<CsvDownload> {
  const token = sessionToken(await cookies());
  if (!token) return { ok: false, status: 401, message: 'Sign in to download products.' };
  try {
    const answer = await staffClient(token).catalogBulk.exportProductsCsv(query);
    return { ok: true, body: answer.body };
  } catch (error) {
    if (isStaffSessionEnded(error))
      return { ok: false, status: 401, message: 'Your session has ended: sign in again.' };
    if (error instanceof ApplicationError && error.status === 403)
      return { ok: false, status: 403, message: 'Your role may not read the catalog.' };
    const words = staffErrorMessage(error);
    if (!words.expected) console.error('products export failed', error);
    return { ok: false, status: words.expected ? 400 : 502, message: words.message };
  }
}
