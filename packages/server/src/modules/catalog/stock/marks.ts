/**
 * Stock writes made by this process, for the embedded database's document cache. PGlite is one
 * connection owned by one process (the server holds DATA_DIR's lock), and a statement outside a
 * transaction waits for any open one (db/embedded/exclusive.ts): every change to a stock row is a
 * write this process makes, and no read sees the row between that write and its commit or rollback.
 * So on PGlite a listing can know a kept document's stock values are current without asking the
 * database for the stock row's version, which cost a listing an index lookup per product (a fifth of
 * a cached listing's time there). PostgreSQL has other connections and writers: it keeps asking.
 *
 * Each product id falls in one of 65,536 buckets (16 random bits of its UUID); a write marks its
 * products' buckets with a new epoch. Two products sharing a bucket only cost a needless re-read.
 */
const BUCKET_BITS = 16;
const marks = new Float64Array(1 << BUCKET_BITS);
let epoch = 0;

const bucket = (productId: string) => Number.parseInt(productId.slice(-4), 16) || 0;

/** Called before this process writes the stock rows of these products (committed or not). */
export function noteStockWrite(productIds: readonly string[]): void {
  epoch++;
  for (const id of productIds) marks[bucket(id)] = epoch;
}

/** The epoch of the last stock write this process made; read before a statement that reads stock. */
export const stockEpoch = (): number => epoch;

/** The epoch of the last stock write to this product's bucket (0: none since the process started). */
export const stockMark = (productId: string): number => marks[bucket(productId)]!;
