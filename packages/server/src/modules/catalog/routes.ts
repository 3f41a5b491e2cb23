import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { ELEVATED, EVERYONE, route } from '../../http/route-table';
import { MAX_UPLOAD_BYTES, readMedia, uploadMedia } from './media/media-files';
import { catalogReadRoutes } from './routes-read';
import { catalogWriteRoutes } from './routes-write';
import { MediaFile } from './schemas';
import { FileParams, UploadBody } from './schemas-input';

/** Media files: uploads for elevated callers; reads for everyone, cached for a year (names never change). */
const mediaRoutes = (ctx: AppContext) => [
  route({
    method: 'POST',
    url: '/v1/media/files',
    area: 'catalog',
    roles: ELEVATED,
    bodyLimit: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4096,
    schema: { tags: ['catalog'], body: UploadBody, response: { 200: Type.Object({ file: MediaFile }) } },
    handler: (req) => uploadMedia(ctx.db, ctx.config.dataDir, req.body),
  }),
  route({
    method: 'GET',
    url: '/media/:file',
    area: 'catalog',
    roles: EVERYONE,
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

export const catalogRoutes = (ctx: AppContext) => [
  ...catalogReadRoutes(ctx),
  ...catalogWriteRoutes(ctx),
  ...mediaRoutes(ctx),
];
