import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_STATEMENTS, EmbeddedClient } from './client';

let pglite: PGlite;
let client: EmbeddedClient;

const prepared = async () =>
  (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (r) => r.statement,
  );

beforeAll(async () => {
  pglite = await PGlite.create({ relaxedDurability: true });
  client = new EmbeddedClient(pglite);
  await pglite.exec(`
    create table things (id serial primary key, name text unique not null, ok boolean, at timestamptz,
      n bigint, data bytea, tags text[], doc jsonb);
  `);
});
afterAll(async () => {
  await pglite.close();
});

describe('EmbeddedClient', () => {
  it('answers as PGlite does: objects or arrays, values parsed by type, nulls kept', async () => {
    const insert = await client.query(
      'insert into things (name, ok, at, n, data, tags, doc) values ($1, $2, $3, $4, $5, $6, $7)',
      [
        'Zoë',
        true,
        new Date('2026-01-02T03:04:05.000Z'),
        12n,
        new Uint8Array([1, 255]),
        ['a', 'b,c'],
        '{"k":1}',
      ],
    );
    expect(insert.affectedRows).toBe(1);
    await client.query('insert into things (name) values ($1)', ['empty']);

    const sql = 'select name, ok, at, n, data, tags, doc from things order by id';
    const mine = await client.query(sql);
    const theirs = await pglite.query(sql);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.rows[0]).toMatchObject({ name: 'Zoë', ok: true, n: 12, tags: ['a', 'b,c'], doc: { k: 1 } });
    expect(mine.rows[1]).toMatchObject({ ok: null, at: null });

    // Drizzle asks for arrays, and keeps dates as text with its own parsers.
    const asArrays = await client.query(sql, [], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (v: string) => v },
    });
    expect(asArrays.rows[0]).toEqual([
      'Zoë',
      true,
      '2026-01-02 03:04:05+00',
      12,
      new Uint8Array([1, 255]),
      ['a', 'b,c'],
      { k: 1 },
    ]);
  });

  it('counts the rows an update or delete touched', async () => {
    await client.query('insert into things (name) values ($1), ($2)', ['x1', 'x2']);
    expect(
      (await client.query('update things set ok = $1 where name like $2', [false, 'x%'])).affectedRows,
    ).toBe(2);
    expect((await client.query('delete from things where name like $1', ['x%'])).affectedRows).toBe(2);
  });

  it('prepares each statement once, by its text, and keeps answering after an error', async () => {
    const sql = 'select count(*)::int as n from things where name <> $1';
    await client.query(sql, ['a']);
    await client.query(sql, ['b']);
    expect((await prepared()).filter((s) => s === sql)).toHaveLength(1);

    const error = await client
      .query('insert into things (name) values ($1)', ['Zoë'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_name_key', table: 'things' });
    const bad = await client.query('select nope from things').catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: '42703' });
    expect((await client.query<{ n: number }>(sql, ['c'])).rows[0]!.n).toBeGreaterThan(0);
  });

  it('keeps at most its bound of prepared statements, deallocating the least recently used', async () => {
    for (let i = 0; i < EMBEDDED_STATEMENTS + 20; i++) await client.query(`select ${i} as n`);
    const names = await prepared();
    expect(names.length).toBeLessThanOrEqual(EMBEDDED_STATEMENTS + 1);
    expect(names).not.toContain('select 0 as n');
    expect(names).toContain(`select ${EMBEDDED_STATEMENTS + 19} as n`);
  });

  it('prepares again when a table changes under a kept plan', async () => {
    await pglite.exec('create table shifting (a int); insert into shifting values (1)');
    expect((await client.query('select * from shifting')).rows).toEqual([{ a: 1 }]);
    await pglite.exec('alter table shifting add column b int default 2');
    expect((await client.query('select * from shifting')).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('runs transactions through PGlite: committed, or rolled back whole', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['t1']);
      await tx.query('insert into things (name) values ($1)', ['t2']);
    });
    const failed = await client
      .transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['t3']);
        await tx.query('insert into things (name) values ($1)', ['t1']);
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '23505' });
    const names = (
      await client.query<{ name: string }>("select name from things where name like 't%' order by name")
    ).rows;
    expect(names.map((r) => r.name)).toEqual(['t1', 't2']);

    let kept: EmbeddedClient | undefined;
    await client.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('waits for a transaction in progress instead of joining it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = client.transaction(async (t) => {
      await t.query('insert into things (name) values ($1)', ['inside']);
      await held;
      await t.query('delete from things where name = $1', ['inside']);
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = client.query<{ n: number }>(
      "select count(*)::int as n from things where name = 'inside'",
    );
    release();
    await tx;
    expect((await outside).rows[0]!.n).toBe(0);
  });

  it('hands values it does not encode to PGlite, which serialises them by their type', async () => {
    const result = await client.query<{ doc: unknown }>('select $1::jsonb as doc', [{ nested: [1, 2] }]);
    expect(result.rows[0]!.doc).toEqual({ nested: [1, 2] });
  });
});

describe('EmbeddedClient.queryRaw', () => {
  it('hands values over as the bytes of their text when asked, for reads sent on as they came', async () => {
    await client.query('insert into things (name, doc) values ($1, $2)', ['raw Zoë', '{"é":[1,2]}']);
    const rows = await client.queryRaw('select name, doc::text, n from things where name = $1', ['raw Zoë']);
    expect(rows).toHaveLength(1);
    const [name, doc, n] = rows[0]!;
    expect(Buffer.isBuffer(name) && Buffer.isBuffer(doc)).toBe(true);
    expect([String(name), String(doc), n]).toEqual(['raw Zoë', '{"é": [1, 2]}', null]);
    await expect(client.queryRaw('select $1::jsonb', [{ k: 1 }])).rejects.toThrow(TypeError);
    await expect(client.queryRaw('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
  });

  it('keeps raw values whole, from answers of many pieces, while later statements run', async () => {
    // 20 values of 10 KB: the database sends the answer in pieces of its 8 KB send buffer.
    const values = Array.from({ length: 20 }, (_, i) => String.fromCharCode(97 + i).repeat(10_000));
    const first = await client.queryRaw('select v from unnest($1::text[]) v', [values]);
    await client.queryRaw('select repeat($1, 100000)', ['x']);
    await client.query('select $1::text', ['y']);
    expect(first.map(([v]) => String(v))).toEqual(values);
  });
});
