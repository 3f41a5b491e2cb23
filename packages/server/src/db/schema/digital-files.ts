import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** Bytes as the drivers hand them over (node-postgres a Buffer, PGlite a Uint8Array), always as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The downloadable file of a digital product, at most one per product (an upload replaces it, with a
 * new id). The bytes are in the row, not on a disk: every server process of one database serves every
 * download link, and a backup of the database holds what buyers paid for. A product's deletion takes
 * its file with it.
 */
export const productDigitalFiles = pgTable('product_digital_files', {
  id: uuid('id').primaryKey(),
  productId: uuid('product_id')
    .notNull()
    .unique()
    .references(() => products.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  /** Hex SHA-256 of the bytes, for the merchant to check an upload and for buyers' tools. */
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
