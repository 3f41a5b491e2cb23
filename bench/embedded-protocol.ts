/**
 * The embedded client's answer parser (db/embedded/wire-protocol.ts, decodeResult) against
 * pg-protocol's Parser: the catalog's hot statements through the client, and through the client's
 * path (named prepared statement, one buffer of messages, the answer collected in the kept
 * AnswerBuffer and read once) with only the parser swapped, interleaved; then the parsers alone on
 * the same answer. Messages are encoded with pg-protocol's serializer either way, as the client does.
 *
 *   npx tsx bench/embedded-protocol.ts [iterations per round, 20000] [rounds, 5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Parser } from 'pg-protocol/dist/parser';
import type {
  BackendMessage,
  CommandCompleteMessage,
  DatabaseError,
  DataRowMessage,
  RowDescriptionMessage,
} from 'pg-protocol/dist/messages';
import { openDatabase } from '../packages/server/src/db/open';
import { AnswerBuffer } from '../packages/server/src/db/embedded/answer-buffer';
import type { EmbeddedClient } from '../packages/server/src/db/embedded/client';
import { outsideTransactions } from '../packages/server/src/db/embedded/exclusive';
import {
  decodeResult,
  encodeExtendedQuery,
  type WireError,
  type WireResult,
} from '../packages/server/src/db/embedded/wire-protocol';
import { seedDemoCatalog } from '../packages/server/src/modules/catalog/demo/seed';
import { shopperListing } from '../packages/server/src/modules/catalog/listing/shopper-listing';

const ITERATIONS = Number(process.argv[2] ?? 20_000);
const ROUNDS = Number(process.argv[3] ?? 5);

type Decode = (buffer: Buffer, raw: boolean) => WireResult;

const ERROR_FIELDS: Record<string, string> = {
  severity: 'S',
  code: 'C',
  detail: 'D',
  hint: 'H',
  position: 'P',
  where: 'W',
  schema: 's',
  table: 't',
  column: 'c',
  dataType: 'd',
  constraint: 'n',
  file: 'F',
  line: 'L',
  routine: 'R',
};

const parser = new Parser();
function decodeWithPgProtocol(buffer: Buffer, raw: boolean): WireResult {
  const result: WireResult = { fields: [], rows: [], parsed: false, closed: 0 };
  parser.parse(buffer, (message: BackendMessage) => {
    switch (message.name) {
      case 'parseComplete':
        result.parsed = true;
        break;
      case 'closeComplete':
        result.closed++;
        break;
      case 'rowDescription':
        result.fields = (message as RowDescriptionMessage).fields.map((f) => ({
          name: f.name,
          dataTypeID: f.dataTypeID,
        }));
        break;
      case 'dataRow': {
        // pg-protocol decodes every value to a string: raw reads need their bytes back.
        const values = (message as DataRowMessage).fields as (string | null)[];
        result.rows.push(raw ? values.map((v) => (v === null ? null : Buffer.from(v, 'utf8'))) : values);
        break;
      }
      case 'commandComplete': {
        const parts = (message as CommandCompleteMessage).text.split(' ');
        result.command = parts[0];
        const count = Number(parts[parts.length - 1]);
        if (parts.length > 1 && Number.isInteger(count)) result.count = count;
        break;
      }
      case 'error': {
        const error: WireError = { M: (message as DatabaseError).message };
        for (const [key, code] of Object.entries(ERROR_FIELDS)) {
          const value = (message as unknown as Record<string, string | undefined>)[key];
          if (value !== undefined) error[code] = value;
        }
        result.error = error;
        break;
      }
    }
  });
  return result;
}

/** The client's exchange (EmbeddedClient.exchange) with a given parser. */
function statementRunner(client: EmbeddedClient, text: string, params: string[], decode: Decode) {
  const pglite = client.pglite;
  const answer = new AnswerBuffer();
  const name = `bench_${Math.random().toString(36).slice(2)}`;
  let parse = true;
  return () =>
    outsideTransactions(pglite, async () => {
      answer.begin();
      await pglite.execProtocolRawStream(
        encodeExtendedQuery({ close: [], name, parse: parse ? text : undefined, params }),
        {
          syncToFs: false,
          onRawData: (piece) => answer.append(piece),
        },
      );
      const result = decode(answer.end(true), true);
      if (result.error) throw new Error(result.error.M);
      if (result.parsed) parse = false;
      return result.rows;
    });
}

async function timed(run: () => Promise<unknown>, iterations: number): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) await run();
  return Number(process.hrtime.bigint() - started) / 1000 / iterations;
}

function timedSync(run: () => unknown, iterations: number): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) run();
  return Number(process.hrtime.bigint() - started) / 1000 / iterations;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(2)} µs  (rounds: ${xs.map((x) => x.toFixed(2)).join(', ')})`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-embedded-protocol-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const seeded = await seedDemoCatalog(database.db, dataDir);
    const client = (database.db as unknown as { $client: EmbeddedClient }).$client;
    const page = shopperListing(database.db, { paging: { limit: 26 } }, true).documents;
    const statements = {
      // (id, doc_version, document) of 26 visible products, as the brief of this measurement asks
      select26: {
        text: 'select id, doc_version, shopper_doc from products where visible = $1 order by id limit $2',
        params: ['true', '26'],
      },
      // the storefront's first page of the catalog with variants, as the server reads it
      listing: { text: page.sql, params: page.params.map(String) },
    };
    console.log(
      `demo catalog: ${seeded.products} products; ${ITERATIONS} statements per round, ${ROUNDS} rounds`,
    );

    for (const [label, { text, params }] of Object.entries(statements)) {
      const rows = await client.queryRaw(text, params);
      const bytes = rows.reduce((n, row) => n + row.reduce((m, v) => m + (v?.length ?? 0), 0), 0);
      console.log(`\n${label}: ${rows.length} rows, ${bytes} bytes of values`);

      const variants = {
        'client.queryRaw (as shipped)': () => client.queryRaw(text, params),
        'its path, hand-written parse': statementRunner(client, text, params, decodeResult),
        'its path, pg-protocol parse': statementRunner(client, text, params, decodeWithPgProtocol),
      };
      const same = JSON.stringify(await variants['client.queryRaw (as shipped)']());
      for (const run of Object.values(variants)) {
        if (JSON.stringify(await run()) !== same) throw new Error('a variant answered differently');
        await timed(run, 2_000); // warm up
      }
      const figures: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
      for (let round = 0; round < ROUNDS; round++) {
        const order = Object.entries(variants);
        if (round % 2) order.reverse();
        for (const [name, run] of order) figures[name]!.push(await timed(run, ITERATIONS));
      }
      for (const [name, xs] of Object.entries(figures)) console.log(`  ${name.padEnd(40)} ${fmt(xs)}`);

      // The parsers alone, on this statement's answer, without the database.
      const answer = Buffer.from(
        await new Promise<Buffer>((resolve, reject) => {
          const collected = new AnswerBuffer();
          collected.begin();
          outsideTransactions(client.pglite, () =>
            client.pglite.execProtocolRawStream(
              encodeExtendedQuery({ close: [], name: '', parse: text, params }),
              {
                syncToFs: false,
                onRawData: (piece) => collected.append(piece),
              },
            ),
          ).then(() => resolve(collected.end(true)), reject);
        }),
      );
      const halves = {
        'parse, hand-written': () => decodeResult(answer, true),
        'parse, pg-protocol': () => decodeWithPgProtocol(answer, true),
      };
      const halfFigures: Record<string, number[]> = Object.fromEntries(
        Object.keys(halves).map((k) => [k, []]),
      );
      for (const run of Object.values(halves)) timedSync(run, 20_000);
      for (let round = 0; round < ROUNDS; round++) {
        const order = Object.entries(halves);
        if (round % 2) order.reverse();
        for (const [name, run] of order) halfFigures[name]!.push(timedSync(run, ITERATIONS * 5));
      }
      for (const [name, xs] of Object.entries(halfFigures)) console.log(`  ${name.padEnd(40)} ${fmt(xs)}`);
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
