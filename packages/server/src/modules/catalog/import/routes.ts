import { Type } from 'typebox';
import type { AppContext } from '../../../context';
import { ELEVATED, route } from '../../../http/route-table';
import { exportProductsCsv } from './export';
import { readShopPolicy } from '../../shop-settings';
import { runImport } from './run';

const tags = ['catalog'];
/** Largest CSV accepted over HTTP (about 50,000 products of a few hundred bytes). */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

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
  /** Every row: CREATED, WOULD_CREATE, UNCHANGED or INVALID with its errors. */
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
    bodyLimit: IMPORT_BODY_LIMIT + 1024,
    schema: { tags, body: ImportBody, response: { 200: ImportReply } },
    handler: async (req) => {
      const { currency } = await readShopPolicy(ctx.db, ctx.config);
      return runImport(ctx.db, req.body.csv, { dryRun: req.body.dryRun, currency });
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
