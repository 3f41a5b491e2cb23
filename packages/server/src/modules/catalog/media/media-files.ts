import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../db/open';
import { mediaFiles } from '../../../db/schema';
import { AppError, invalidField, notFound } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { imageSize, sniff } from './media-image';

/** Largest accepted upload, in bytes (after base64 decoding): media images and digital products' files. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The body limit of an upload route: the largest file in base64, and room for the other fields. */
export const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4096;

/** Refuses bytes over the upload limit, as a field violation on `data`. */
export function checkUploadSize(bytes: Buffer): void {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw invalidField('data', 'MAX_SIZE', `must be at most ${MAX_UPLOAD_BYTES} bytes`, {
      limit: MAX_UPLOAD_BYTES,
    });
  }
}

/** The bytes of an upload's base64 `data`: refused when it is not base64 or decodes past the limit. */
export function decodeUpload(data: string): Buffer {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw invalidField('data', 'FORMAT', 'must be base64');
  const bytes = Buffer.from(data, 'base64');
  checkUploadSize(bytes);
  return bytes;
}

export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};
export const MIME_BY_EXT = Object.fromEntries(Object.entries(EXT).map(([mime, ext]) => [ext, mime]));

/** Stores an uploaded image (base64) under DATA_DIR/media after checking its type and size. */
export async function uploadMedia(
  db: Db,
  dataDir: string,
  input: { fileName: string; mimeType: string; data: string },
) {
  return storeImage(db, dataDir, {
    bytes: decodeUpload(input.data),
    mimeType: input.mimeType,
    fileName: input.fileName,
  });
}

/**
 * The one way an image enters the media library (uploads and the demo catalog): the byte limit, the
 * type by content (which must be the one claimed), a readable size and, for rasters, a clean decode.
 */
export async function storeImage(
  db: Db,
  dataDir: string,
  input: { bytes: Buffer; mimeType: string; fileName: string },
) {
  const { bytes } = input;
  checkUploadSize(bytes);
  const mime = sniff(bytes);
  if (!mime) throw invalidField('data', 'FORMAT', 'must be a PNG, JPEG, WebP, GIF or SVG image');
  if (mime !== input.mimeType)
    throw invalidField('mimeType', 'VALIDATION', `does not match the file, which is ${mime}`);
  const size = await imageSize(bytes, mime);
  return saveMediaFile(db, dataDir, { bytes, mime, originalName: input.fileName, ...size });
}

/** Writes the bytes, then the row and its audit entry (no bytes); a failed insert removes the file again. */
async function saveMediaFile(
  db: Db,
  dataDir: string,
  f: { bytes: Buffer; mime: string; originalName: string; width: number; height: number },
) {
  const id = randomUUID();
  const fileName = `${id}.${EXT[f.mime]}`;
  const dir = mediaDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, fileName);
  await fs.writeFile(`${target}.part`, f.bytes);
  await fs.rename(`${target}.part`, target);
  try {
    const file = {
      id,
      fileName,
      originalName: f.originalName.slice(0, 200),
      mimeType: f.mime,
      size: f.bytes.length,
      width: f.width,
      height: f.height,
    };
    const row = await db.transaction(async (tx) => {
      const [made] = await tx.insert(mediaFiles).values(file).returning();
      await recordAudit(tx, { action: 'mediaFile.uploaded', entity: { type: 'mediaFile', id }, after: file });
      return made!;
    });
    return { file: { ...row, url: `/media/${fileName}` } };
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
}

/** The bytes of a stored file, with headers that let browsers and CDNs keep it for a year. */
export async function readMedia(dataDir: string, file: string) {
  const ext = file.split('.').pop() ?? '';
  const mime = MIME_BY_EXT[ext];
  if (!mime || !/^[a-f0-9-]{36}\.[a-z]+$/.test(file)) throw notFound('Media file', file);
  try {
    const bytes = await fs.readFile(path.join(mediaDir(dataDir), file));
    return { bytes, mime };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('Media file', file);
    throw new AppError(500, 'INTERNAL', 'System error occurred');
  }
}
