import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { checkDownloadLink } from './digital';
import { orderById } from './store';

/**
 * GET /v1/orders/{id}/downloads/{lineId}?expires&signature: the link mailed and shown for a paid digital
 * line. It needs no login (it is the buyer's link), so the signature and the expiry are the whole check.
 * The catalog keeps no downloadable files yet (products have pictures only): a valid link therefore
 * answers that the file is not available, rather than anything that looks like a download.
 */
export async function download(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets'>,
  params: { id: string; lineId: string },
  query: { expires: string; signature: string },
): Promise<never> {
  const verdict = checkDownloadLink(
    ctx,
    params.id,
    params.lineId,
    query.expires,
    query.signature,
    new Date(),
  );
  if (verdict === 'INVALID')
    throw new AppError(403, 'INVALID_DOWNLOAD_LINK', 'This download link is not valid');
  if (verdict === 'EXPIRED')
    throw new AppError(410, 'DOWNLOAD_LINK_EXPIRED', 'This download link has expired');
  const row = await orderById(ctx.db, params.id);
  const line = row?.lines.find((l) => l.id === params.lineId && l.itemType === 'DIGITAL');
  if (!row || !line || row.status === 'CANCELED' || row.paymentStatus === 'FULLY_REFUNDED')
    throw notFound('Download');
  throw new AppError(
    404,
    'DIGITAL_FILE_NOT_AVAILABLE',
    'The shop keeps no file for this product yet',
    'The shop keeps no file for this product yet',
    { fileId: line.digitalFile?.fileId ?? '' },
  );
}
