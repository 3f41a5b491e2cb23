import type { SQL } from 'drizzle-orm';
import type { Db } from './open';

/** The rows a raw statement answers, as plain objects (both databases' drivers answer `{ rows }`). */
export const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
