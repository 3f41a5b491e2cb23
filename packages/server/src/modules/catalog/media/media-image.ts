import sharp from 'sharp';
import { invalidField } from '../../../http/errors';

const MAX_DIMENSION = 20_000;

/** Each raster type we accept: the format sharp names it by, and ours. */
const RASTER: Record<string, { format: string; name: string }> = {
  'image/png': { format: 'png', name: 'PNG' },
  'image/jpeg': { format: 'jpeg', name: 'JPEG' },
  'image/webp': { format: 'webp', name: 'WebP' },
  'image/gif': { format: 'gif', name: 'GIF' },
};

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

/** An SVG's size from its root element's width/height, else its viewBox. */
function svgSize(bytes: Buffer): { width: number; height: number } | undefined {
  const tag = /<svg[^>]*>/i.exec(bytes.toString('utf8', 0, 4000))?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)(px)?"`).exec(tag)?.[1]);
  const box = /viewBox="[\d.\s-]*?\s([\d.]+)\s+([\d.]+)"/.exec(tag);
  const width = attr('width') || Number(box?.[1]);
  const height = attr('height') || Number(box?.[2]);
  return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : undefined;
}

/**
 * A raster's displayed size (EXIF orientation applied), read by sharp from the header; then the whole
 * picture is decoded (into a tiny thumbnail, so memory stays small), so a truncated or corrupt file
 * is refused here rather than breaking the storefront's image optimiser later.
 */
async function rasterSize(bytes: Buffer, mime: string): Promise<{ width: number; height: number }> {
  const unreadable = () => invalidField('data', 'FORMAT', `is not a readable ${RASTER[mime]?.name} image`);
  // sharp's default failOn ('warning') is what the storefront's optimiser uses too.
  const options = { limitInputPixels: MAX_DIMENSION ** 2, sequentialRead: true };
  const meta = await sharp(bytes, options)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (meta.format !== RASTER[mime]?.format) throw unreadable();
  const size = meta.autoOrient;
  if (!inBounds(size)) throw outOfBounds();
  await sharp(bytes, options)
    .resize(16, 16, { fit: 'inside' })
    .raw()
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
  return { width: size.width, height: size.height };
}

const inBounds = (size: { width: number; height: number } | undefined) =>
  !!size &&
  size.width >= 1 &&
  size.height >= 1 &&
  size.width <= MAX_DIMENSION &&
  size.height <= MAX_DIMENSION;

const outOfBounds = () =>
  invalidField('data', 'FORMAT', `has no readable image size (1 to ${MAX_DIMENSION} pixels each way)`);

/** Width and height of an image of a sniffed type; a field violation on `data` when unreadable. */
export async function imageSize(bytes: Buffer, mime: string): Promise<{ width: number; height: number }> {
  if (mime !== 'image/svg+xml') return rasterSize(bytes, mime);
  const size = svgSize(bytes);
  if (!size || !inBounds(size)) throw outOfBounds();
  return size;
}
