import { Type } from 'typebox';
import type { AppContext } from '../../../context';
import { ELEVATED, route } from '../../../http/route-table';
import { readShopPolicy } from '../../shop-settings';
import { exportProductsCsv } from './export';
import { progressStream, wantsProgress } from './ndjson';
import { runImport, type Progress } from './run';

const tags = ['catalog'];
/** Largest CSV accepted over HTTP, in characters (about 50,000 products of a few hundred bytes). */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
/**
 * The request's largest body: the CSV as a JSON string, where each quote, backslash and line break takes
 * two bytes. A larger body is refused with 413 PAYLOAD_TOO_LARGE, a longer CSV with a MAX_LENGTH violation.
 */
const JSON_BODY_LIMIT = 2 * IMPORT_BODY_LIMIT + 1024;

const RowError = Type.Object({
  row: Type.Integer(),
  line: Type.Integer(),
  field: Type.String(),
  rule: Type.String(),
  message: Type.String(),
});

export const ImportReply = Type.Object({
  dryRun: Type.Boolean(),
  /** Rows of the file under its header. */
  rows: Type.Integer(),
  created: Type.Integer(),
  /** Rows a real run would create (dry run). */
  wouldCreate: Type.Integer(),
  /** Rows naming a product already there with the same data (an exported file imported back). */
  unchanged: Type.Integer(),
  invalid: Type.Integer(),
  collectionsCreated: Type.Integer(),
  /** Errors of the whole file (its syntax, its header): nothing was imported. */
  errors: Type.Array(RowError),
  /**
   * Every product (its row, with the errors of its variant rows): CREATED, WOULD_CREATE, UNCHANGED or INVALID
   * with its errors.
   */
  report: Type.Array(
    Type.Object({
      row: Type.Integer(),
      line: Type.Integer(),
      name: Type.String(),
      slug: Type.Union([Type.String(), Type.Null()]),
      status: Type.Union([
        Type.Literal('CREATED'),
        Type.Literal('WOULD_CREATE'),
        Type.Literal('UNCHANGED'),
        Type.Literal('INVALID'),
      ]),
      errors: Type.Array(RowError),
    }),
  ),
});

export const ImportBody = Type.Object(
  {
    /** The product CSV (columns of `npm run import`; see the README). */
    csv: Type.String({ maxLength: IMPORT_BODY_LIMIT }),
    /** Check every row and write nothing. */
    dryRun: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const ExportQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    collectionId: Type.Optional(Type.String({ format: 'uuid' })),
    minPrice: Type.Optional(Type.String({ maxLength: 20 })),
    maxPrice: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

/** The product CSV over HTTP for staff: import (with a dry run) and export in the same columns. */
export const productCsvRoutes = (ctx: AppContext) => [
  route({
    method: 'POST',
    url: '/v1/products/import',
    area: 'catalog',
    roles: ELEVATED,
    permission: 'catalog:write',
    bodyLimit: JSON_BODY_LIMIT,
    schema: {
      tags,
      description:
        'With `Accept: application/x-ndjson` the answer is a stream of lines while the import runs: ' +
        '`{"progress":{"phase":"validate"|"write","done":n,"total":m}}` every 50 rows checked and every ' +
        'batch written, then `{"result":<the JSON answer>}` (or `{"error":<error envelope>}`).',
      body: ImportBody,
      response: { 200: ImportReply },
    },
    handler: async (req, reply) => {
      const { currency } = await readShopPolicy(ctx.db, ctx.config);
      const run = (progress?: Progress) =>
        runImport(ctx.db, req.body.csv, {
          dryRun: req.body.dryRun,
          currency,
          ...(progress ? { progress } : {}),
        });
      return wantsProgress(req.headers.accept) ? progressStream(req, reply, run) : run();
    },
  }),
  route({
    method: 'GET',
    url: '/v1/products/export.csv',
    area: 'catalog',
    roles: ELEVATED,
    permission: 'catalog:read',
    schema: {
      tags,
      querystring: ExportQuery,
      response: {
        200: Type.Unknown({ description: 'The products as CSV (text/csv), in the import’s columns' }),
      },
    },
    handler: async (req, reply) => {
      const csv = await exportProductsCsv(ctx.db, req.query);
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return csv;
    },
  }),
];
