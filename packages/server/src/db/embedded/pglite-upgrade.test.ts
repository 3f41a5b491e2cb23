import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { messages, PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedClient } from './client';
import { outsideTransactions, PGLITE_CHECKED_VERSION } from './exclusive';

// What the embedded client takes from PGlite, checked so that an upgrade which removes or changes
// any of it fails here, by name, instead of somewhere in a query.

const require = createRequire(import.meta.url);
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const installedPackage = readJson(
  path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
);
const installed = String(installedPackage.version);
const serverPackage = readJson(new URL('../../../package.json', import.meta.url).pathname);

const upgrade = (what: string) =>
  `${what} (PGlite ${installed} installed; the embedded client, src/db/embedded/, was checked against ${PGLITE_CHECKED_VERSION})`;

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A promise and the function that settles it, to hold a lock until the test lets go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

let pglite: PGlite;
let client: EmbeddedClient;

beforeAll(async () => {
  pglite = await PGlite.create({ relaxedDurability: true });
  client = new EmbeddedClient(pglite);
  await pglite.exec('create table guarded (name text primary key)');
});
afterAll(async () => {
  await pglite.close();
});

describe('PGlite as the embedded client relies on it', () => {
  it('is the version the client was checked against, pinned exactly', () => {
    expect(installedPackage.name).toBe('@electric-sql/pglite');
    expect(
      installed,
      upgrade(
        'another PGlite is installed: check that _runExclusiveTransaction, runExclusive and ' +
          'execProtocolRawStream still do what exclusive.ts and client.ts say, then change PGLITE_CHECKED_VERSION',
      ),
    ).toBe(PGLITE_CHECKED_VERSION);
    const dependencies = serverPackage.dependencies as Record<string, string>;
    expect(
      dependencies['@electric-sql/pglite'],
      upgrade('packages/server/package.json must pin @electric-sql/pglite exactly'),
    ).toBe(PGLITE_CHECKED_VERSION);
  });

  it('has every method and export the client calls', () => {
    const methods = [
      '_runExclusiveTransaction', // private: see exclusive.ts
      'runExclusive',
      'execProtocolRawStream',
      'transaction',
      'query',
    ] as const;
    for (const name of methods)
      expect(typeof pglite[name], upgrade(`PGlite.${name} is no longer a method`)).toBe('function');
    expect(pglite.waitReady, upgrade('PGlite.waitReady is no longer a promise')).toBeInstanceOf(Promise);
    expect(pglite.ready, upgrade('PGlite.ready no longer says an open database is ready')).toBe(true);
    expect(pglite.closed, upgrade('PGlite.closed no longer says an open database is open')).toBe(false);
    expect(typeof pglite.parsers[types.INT4], upgrade('PGlite.parsers has no parser for int4')).toBe(
      'function',
    );
    expect(typeof types.arraySerializer, upgrade('types.arraySerializer is gone')).toBe('function');
    expect(typeof messages.DatabaseError, upgrade('messages.DatabaseError is gone')).toBe('function');
  });

  it('_runExclusiveTransaction waits for an open transaction and hands back what it ran', async () => {
    const held = gate();
    const events: string[] = [];
    const transaction = pglite.transaction(async (tx) => {
      await tx.query('select 1');
      await held.opened;
      events.push('committed');
    });
    await tick();
    const outside = pglite._runExclusiveTransaction(async () => {
      events.push('outside');
      return 42;
    });
    await tick();
    expect(events, upgrade('_runExclusiveTransaction ran while a transaction was open')).toEqual([]);
    held.open();
    await transaction;
    expect(
      await outside,
      upgrade('_runExclusiveTransaction no longer answers what its function returns'),
    ).toBe(42);
    expect(events).toEqual(['committed', 'outside']);
    await expect(
      pglite._runExclusiveTransaction(() => Promise.reject(new Error('failed inside'))),
      upgrade('_runExclusiveTransaction no longer passes on a failure'),
    ).rejects.toThrow('failed inside');
  });

  it('runExclusive keeps every other statement out while its function runs', async () => {
    const held = gate();
    const events: string[] = [];
    const exclusive = pglite.runExclusive(async () => {
      await held.opened;
      events.push('exclusive');
      return 'mine';
    });
    const other = pglite.query('select 1').then(() => events.push('other'));
    await tick();
    expect(events, upgrade('runExclusive let a statement run while its function was running')).toEqual([]);
    held.open();
    expect(await exclusive, upgrade('runExclusive no longer answers what its function returns')).toBe('mine');
    await other;
    expect(events).toEqual(['exclusive', 'other']);
  });

  it('execProtocolRawStream hands the whole answer to onRawData before it resolves', async () => {
    // A simple query of a 100 KB value: the database sends it in pieces of its 8 KB send buffer.
    const text = "select repeat('x', 100000)";
    const query = Buffer.alloc(6 + Buffer.byteLength(text));
    query.write('Q', 0);
    query.writeInt32BE(query.length - 1, 1);
    query.write(text, 5);
    const pieces: Buffer[] = [];
    await pglite.runExclusive(() =>
      pglite.execProtocolRawStream(query, {
        syncToFs: false,
        onRawData: (piece) => pieces.push(Buffer.from(piece)),
      }),
    );
    const answer = Buffer.concat(pieces);
    expect(pieces.length, upgrade('execProtocolRawStream no longer streams a long answer')).toBeGreaterThan(
      1,
    );
    // ... RowDescription, DataRow, CommandComplete, ReadyForQuery ('Z' and the status 'I', last).
    expect(
      answer.includes('x'.repeat(100_000)),
      upgrade('execProtocolRawStream lost part of the answer'),
    ).toBe(true);
    expect(
      answer.subarray(-6).toString('latin1'),
      upgrade('execProtocolRawStream resolved before the answer ended'),
    ).toBe('Z\0\0\0\u0005I');
  });

  it('runs a statement through the client, and rolls a failed transaction back whole', async () => {
    await client.query('insert into guarded (name) values ($1)', ['kept']);
    const failed = await client
      .transaction(async (tx) => {
        await tx.query('insert into guarded (name) values ($1)', ['rolled back']);
        await tx.query('insert into guarded (name) values ($1)', ['kept']);
      })
      .catch((e: unknown) => e);
    expect(failed, upgrade('a failed statement in a transaction no longer fails it')).toMatchObject({
      code: '23505',
    });
    const names = await client.query<{ name: string }>('select name from guarded order by name');
    expect(names.rows, upgrade('a failed transaction was not rolled back')).toEqual([{ name: 'kept' }]);
    const inTransaction = await pglite.query<{ n: number }>('select 1 as n');
    expect(inTransaction.rows, upgrade('PGlite answers no more after a rolled back transaction')).toEqual([
      { n: 1 },
    ]);
  });
});

describe('outsideTransactions', () => {
  // One more database, asked a statement the moment it starts opening; closed by the second test.
  // Opening one runs initdb: seconds alone, more on a loaded machine.
  const OPENING_MS = 120_000;
  let db: PGlite;
  let dbClient: EmbeddedClient;
  let first: Promise<unknown>;
  beforeAll(() => {
    db = new PGlite({ relaxedDurability: true });
    dbClient = new EmbeddedClient(db);
    first = dbClient.query<{ n: number }>('select 1 as n').catch((e: unknown) => e);
  });
  afterAll(async () => {
    if (!db.closed) await db.close();
  });

  it(
    'waits for a database still opening',
    async () => {
      expect(await first).toMatchObject({ rows: [{ n: 1 }] });
    },
    OPENING_MS,
  );

  it(
    'refuses a database that was closed, or began closing while the statement waited',
    async () => {
      await db.waitReady;
      const held = gate();
      const transaction = db.transaction(() => held.opened);
      await tick();
      const closing = db.close();
      await tick();
      const waiting = dbClient.query('select 1');
      held.open();
      await transaction;
      await closing;
      await expect(waiting).rejects.toThrow(/PGlite is clos(ing|ed)/);
      await expect(dbClient.query('select 1')).rejects.toThrow('PGlite is closed');
      await expect(outsideTransactions(db, () => Promise.resolve())).rejects.toThrow('PGlite is closed');
    },
    OPENING_MS,
  );
});
