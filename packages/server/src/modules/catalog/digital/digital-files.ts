import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { productDigitalFiles, products } from '../../../db/schema';
import { AppError, invalidField, notFound } from '../../../http/errors';
import { recordChange } from '../../audit';
import { decodeUpload } from '../media/media-files';
import type { DigitalFileReply } from '../schemas';
import { downloadNameOf, mediaTypeOf } from './rules';

/**
 * The downloadable file of a digital product: the merchant uploads (or replaces), reads and deletes it;
 * orders read it when a buyer follows a download link. One file per product, bytes in the database
 * (see the table's comment in db/schema/digital-files.ts).
 */

/** Every column but the bytes. */
const metaColumns = {
  id: productDigitalFiles.id,
  productId: productDigitalFiles.productId,
  fileName: productDigitalFiles.fileName,
  mimeType: productDigitalFiles.mimeType,
  size: productDigitalFiles.size,
  sha256: productDigitalFiles.sha256,
  createdDate: productDigitalFiles.createdDate,
};
type MetaRow = Omit<typeof productDigitalFiles.$inferSelect, 'data'>;

const metaOf = (row: MetaRow): DigitalFileReply => ({
  file: {
    id: row.id,
    productId: row.productId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    createdDate: row.createdDate.toISOString(),
  },
});

/** POST /v1/products/{id}/digital-file { fileName, mimeType, data (base64) }: sets or replaces the file. */
export async function uploadDigitalFile(
  db: Db,
  productId: string,
  input: { fileName: string; mimeType: string; data: string },
): Promise<DigitalFileReply> {
  const fileName = downloadNameOf(input.fileName);
  const mimeType = mediaTypeOf(input.mimeType);
  const data = decodeUpload(input.data);
  if (data.length === 0) throw invalidField('data', 'MIN_SIZE', 'must hold at least 1 byte');
  const values = {
    id: randomUUID(),
    fileName,
    mimeType,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
    createdDate: new Date(),
  };
  return db.transaction(async (tx) => {
    // KEY SHARE keeps the product from being deleted until the file is in; other catalog writes go on.
    const [product] = await tx
      .select({ productType: products.productType })
      .from(products)
      .where(eq(products.id, productId))
      .for('key share');
    if (!product) throw notFound('Product', productId);
    if (product.productType !== 'digital')
      throw new AppError(
        409,
        'PRODUCT_NOT_DIGITAL',
        'Only a digital product has a downloadable file',
        'Only a digital product has a downloadable file: set its productType to digital first',
        { productId, productType: product.productType },
      );
    const [before] = await tx
      .select(metaColumns)
      .from(productDigitalFiles)
      .where(eq(productDigitalFiles.productId, productId));
    const [row] = await tx
      .insert(productDigitalFiles)
      .values({ productId, ...values })
      .onConflictDoUpdate({ target: productDigitalFiles.productId, set: values })
      .returning(metaColumns);
    const reply = metaOf(row!);
    await auditFile(tx, 'product.digital_file_uploaded', productId, before && metaOf(before), reply);
    return reply;
  });
}

/** The file's metadata (never its bytes), under the product it belongs to. */
const auditFile = (
  tx: Db,
  action: string,
  productId: string,
  before?: DigitalFileReply,
  after?: DigitalFileReply,
) => recordChange(tx, action, { type: 'product', id: productId }, before?.file, after?.file);

async function existingProduct(db: Db, productId: string) {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product', productId);
}

const noFile = (productId: string) =>
  new AppError(404, 'DIGITAL_FILE_NOT_FOUND', `Product ${productId} has no digital file`);

/** GET /v1/products/{id}/digital-file: the file's name, type, size, SHA-256 and upload date. */
export async function getDigitalFile(db: Db, productId: string): Promise<DigitalFileReply> {
  const [row] = await db
    .select(metaColumns)
    .from(productDigitalFiles)
    .where(eq(productDigitalFiles.productId, productId));
  if (row) return metaOf(row);
  await existingProduct(db, productId);
  throw noFile(productId);
}

/** DELETE /v1/products/{id}/digital-file. Links already given then answer that no file is available. */
export async function deleteDigitalFile(db: Db, productId: string): Promise<Record<string, never>> {
  const [gone] = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(productDigitalFiles)
      .where(eq(productDigitalFiles.productId, productId))
      .returning(metaColumns);
    if (rows[0]) await auditFile(tx, 'product.digital_file_deleted', productId, metaOf(rows[0]));
    return rows;
  });
  if (gone) return {};
  await existingProduct(db, productId);
  throw noFile(productId);
}

/** Product id -> the id of its file, for the digital products among `productIds` that have one. */
export async function digitalFileIds(db: Db, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productDigitalFiles.id, productId: productDigitalFiles.productId })
    .from(productDigitalFiles)
    .where(inArray(productDigitalFiles.productId, productIds));
  return new Map(rows.map((r) => [r.productId, r.id]));
}

/** A product's file with its bytes, for a download; undefined when it has none. */
export async function digitalFileContent(db: Db, productId: string) {
  const [row] = await db
    .select({
      id: productDigitalFiles.id,
      fileName: productDigitalFiles.fileName,
      mimeType: productDigitalFiles.mimeType,
      data: productDigitalFiles.data,
    })
    .from(productDigitalFiles)
    .where(eq(productDigitalFiles.productId, productId));
  return row;
}
