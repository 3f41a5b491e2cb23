import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/open';

/**
 * A deferred trigger fails the transaction that updates row `id` of `table` at commit, after every write of it
 * (the audit entry's too). Answers the function that drops the trigger.
 */
export async function failingCommit(db: Db, table: string, id: string) {
  await db.execute(
    sql.raw(`create or replace function refuse_commit() returns trigger language plpgsql as $$
      begin if new.id = '${id}' then raise exception 'refused at commit'; end if; return new; end $$`),
  );
  await db.execute(
    sql.raw(`create constraint trigger refuse_commit after update on ${table}
      deferrable initially deferred for each row execute function refuse_commit()`),
  );
  return () => db.execute(sql.raw(`drop trigger refuse_commit on ${table}`));
}
