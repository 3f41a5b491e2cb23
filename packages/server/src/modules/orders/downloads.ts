import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { digitalFileContent } from '../catalog';
import { checkDownloadLink } from './digital';
import { orderById } from './store';

export interface Download {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/**
 * GET /v1/orders/{id}/downloads/{lineId}?expires&signature: the link mailed and shown for a paid digital
 * line. It needs no login (it is the buyer's link), so the signature and the expiry are the whole check.
 * The buyer paid for the product, so the link serves the product's file as it is now: the one recorded
 * on the line, or the merchant's replacement of it; only a product without a file answers
 * DIGITAL_FILE_NOT_AVAILABLE.
 */
export async function download(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets'>,
  params: { id: string; lineId: string },
  query: { expires: string; signature: string },
): Promise<Download> {
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
  const file = line.productId ? await digitalFileContent(ctx.db, line.productId) : undefined;
  if (!file)
    throw new AppError(
      404,
      'DIGITAL_FILE_NOT_AVAILABLE',
      'The shop keeps no file for this product',
      'The shop keeps no file for this product',
      { fileId: line.digitalFile?.fileId ?? '' },
    );
  return { fileName: file.fileName, mimeType: file.mimeType, bytes: file.data };
}
