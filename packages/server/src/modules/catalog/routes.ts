import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { ELEVATED, EVERYONE, route } from '../../http/route-table';
import { readMedia, UPLOAD_BODY_LIMIT, uploadMedia } from './media/media-files';
import { deleteDigitalFile, getDigitalFile, uploadDigitalFile } from './digital/digital-files';
import { productCsvRoutes } from './import/routes';
import { priceChangeRoutes } from './prices/routes';
import { catalogReadRoutes } from './routes-read';
import { catalogWriteRoutes } from './routes-write';
import { DigitalFileReply, Empty, MediaFile } from './schemas';
import { FileParams, IdParams, UploadBody } from './schemas-input';

/** Media files: uploads for elevated callers; reads for everyone, cached for a year (names never change). */
const mediaRoutes = (ctx: AppContext) => [
  route({
    method: 'POST',
    url: '/v1/media/files',
    area: 'catalog',
    roles: ELEVATED,
    permission: 'catalog:write',
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: { tags: ['catalog'], body: UploadBody, response: { 200: Type.Object({ file: MediaFile }) } },
    handler: (req) => uploadMedia(ctx.db, ctx.config.dataDir, req.body),
  }),
  route({
    method: 'GET',
    url: '/media/:file',
    area: 'catalog',
    roles: EVERYONE,
    permission: 'catalog:read',
    schema: { tags: ['catalog'], params: FileParams, response: { 200: Type.Unknown() } },
    handler: async (req, reply) => {
      const { bytes, mime } = await readMedia(ctx.config.dataDir, req.params.file);
      void reply
        .header('content-type', mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return bytes;
    },
  }),
];

/**
 * The downloadable file of a digital product, for elevated callers: upload (over the one there, if any),
 * its metadata, delete. Buyers get the bytes through their orders' download links only.
 */
const digitalFileRoutes = (ctx: AppContext) => {
  const at = (method: 'POST' | 'GET' | 'DELETE') => ({
    method,
    url: '/v1/products/:id/digital-file',
    area: 'catalog',
    roles: ELEVATED,
    permission: method === 'GET' ? ('catalog:read' as const) : ('catalog:write' as const),
  });
  const tags = ['catalog'];
  return [
    route({
      ...at('POST'),
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { tags, params: IdParams, body: UploadBody, response: { 200: DigitalFileReply } },
      handler: (req) => uploadDigitalFile(ctx.db, req.params.id, req.body),
    }),
    route({
      ...at('GET'),
      schema: { tags, params: IdParams, response: { 200: DigitalFileReply } },
      handler: (req) => getDigitalFile(ctx.db, req.params.id),
    }),
    route({
      ...at('DELETE'),
      schema: { tags, params: IdParams, response: { 200: Empty } },
      handler: (req) => deleteDigitalFile(ctx.db, req.params.id),
    }),
  ];
};

export const catalogRoutes = (ctx: AppContext) => [
  ...catalogReadRoutes(ctx),
  ...catalogWriteRoutes(ctx),
  ...mediaRoutes(ctx),
  ...digitalFileRoutes(ctx),
  ...priceChangeRoutes(ctx),
  ...productCsvRoutes(ctx),
];
