import os from 'node:os';
import sharp from 'sharp';
import { ART_SIZE, productArt, type ArtInput } from './art';

/**
 * Side of the demo's WebP masters. The largest slot is the product gallery: about 610 CSS px wide on
 * a 4:5 frame, so about 760 px of a square picture on a 1x screen; 1000 px also covers phones at 2x
 * and product cards at 2x. 1200 px would cost half as much CPU again at every first start (about
 * 130 ms a picture instead of 85), for the gallery on 2x desktop screens only.
 */
export const MASTER_SIZE = 1000;

/** One demo picture: the SVG drawing rendered by sharp (librsvg) straight at the master size, as WebP. */
export function renderPicture(art: ArtInput): Promise<Buffer> {
  const svg = Buffer.from(productArt(art));
  return sharp(svg, { density: (72 * MASTER_SIZE) / ART_SIZE })
    .resize(MASTER_SIZE, MASTER_SIZE)
    .webp({ quality: 85, effort: 2 })
    .toBuffer();
}

/**
 * Renders every picture in the background, at most two at a time (fewer on one core): sharp works
 * on libuv's thread pool (four threads), so the rendering overlaps the seed's database work on the
 * main thread, and the pool keeps free threads for the seed's file writes. A failed render surfaces where its picture is awaited;
 * one never awaited (the seed stopped first) is not an unhandled rejection.
 */
export function renderAll<K>(
  arts: Map<K, ArtInput>,
  lanes = Math.min(os.availableParallelism(), 2),
): Map<K, Promise<Buffer>> {
  const tails: Promise<unknown>[] = Array.from({ length: lanes }, () => Promise.resolve());
  const rendered = new Map<K, Promise<Buffer>>();
  [...arts].forEach(([key, art], i) => {
    const picture = tails[i % lanes]!.then(() => renderPicture(art));
    tails[i % lanes] = picture.catch(() => undefined);
    rendered.set(key, picture);
  });
  return rendered;
}
