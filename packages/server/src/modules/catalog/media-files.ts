import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/open';
import { mediaFiles } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../http/errors';

/** Largest accepted upload, in bytes (after base64 decoding). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_DIMENSION = 20_000;

export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};
export const MIME_BY_EXT = Object.fromEntries(Object.entries(EXT).map(([mime, ext]) => [ext, mime]));

/** The type the bytes really are (magic numbers; SVG by its root element), whatever the client claims. */
export function sniff(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  if (/^GIF8[79]a/.test(bytes.toString('ascii', 0, 6))) return 'image/gif';
  const head = bytes
    .toString('utf8', 0, 1000)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return undefined;
}

/** Width and height from the file header; undefined when they cannot be read. */
export function dimensions(bytes: Buffer, mime: string): { width: number; height: number } | undefined {
  if (mime === 'image/png' && bytes.length >= 24)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (mime === 'image/gif' && bytes.length >= 10)
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  if (mime === 'image/webp' && bytes.length >= 30) {
    const chunk = bytes.toString('ascii', 12, 16);
    if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
    if (chunk === 'VP8 ')
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const b = bytes.readUInt32LE(21);
      return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
    }
  }
  if (mime === 'image/jpeg') {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1]!;
      const length = bytes.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      }
      i += 2 + length;
    }
  }
  if (mime === 'image/svg+xml') {
    const head = bytes.toString('utf8', 0, 4000);
    const tag = /<svg[^>]*>/i.exec(head)?.[0] ?? '';
    const attr = (name: string) => Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)(px)?"`).exec(tag)?.[1]);
    const box = /viewBox="[\d.\s-]*?\s([\d.]+)\s+([\d.]+)"/.exec(tag);
    const width = attr('width') || Number(box?.[1]);
    const height = attr('height') || Number(box?.[2]);
    if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  }
  return undefined;
}

/** Stores an uploaded image under DATA_DIR/media after checking its type and size. */
export async function uploadMedia(
  db: Db,
  dataDir: string,
  input: { fileName: string; mimeType: string; data: string },
) {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(input.data)) throw invalidField('data', 'FORMAT', 'must be base64');
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw invalidField('data', 'MAX_SIZE', `must be at most ${MAX_UPLOAD_BYTES} bytes`, {
      limit: MAX_UPLOAD_BYTES,
    });
  }
  const mime = sniff(bytes);
  if (!mime) throw invalidField('data', 'FORMAT', 'must be a PNG, JPEG, WebP, GIF or SVG image');
  if (mime !== input.mimeType)
    throw invalidField('mimeType', 'VALIDATION', `does not match the file, which is ${mime}`);
  const size = dimensions(bytes, mime);
  if (
    !size ||
    size.width < 1 ||
    size.height < 1 ||
    size.width > MAX_DIMENSION ||
    size.height > MAX_DIMENSION
  ) {
    throw invalidField('data', 'FORMAT', 'has no readable image size (1 to 20000 pixels each way)');
  }
  return saveMediaFile(db, dataDir, { bytes, mime, originalName: input.fileName, ...size });
}

/** Writes the bytes, then the row; a failed insert removes the file again. */
export async function saveMediaFile(
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
    const [row] = await db
      .insert(mediaFiles)
      .values({
        id,
        fileName,
        originalName: f.originalName.slice(0, 200),
        mimeType: f.mime,
        size: f.bytes.length,
        width: f.width,
        height: f.height,
      })
      .returning();
    return { file: { ...row!, url: `/media/${fileName}` } };
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
