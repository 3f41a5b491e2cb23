import { randomUUID } from 'node:crypto';
import { asciiJson } from '../../../lib/ascii-json';
import type { ProductView } from '../schemas';
import { HOLE } from './views';

/**
 * A stored shopper document leaves a hole, the byte 0x01, wherever a value depends on stock; the
 * product's stock row holds those values, joined by the same byte (views.ts, stockRow). JSON text
 * never holds a raw 0x01 (a string escapes it), so a hole cannot be mistaken for content.
 */

/** Marks a hole while the document is serialised: a value no catalog text can equal by chance. */
const MARK = `${HOLE}stock-${randomUUID()}`;
const MARKED = JSON.stringify(MARK);

/**
 * The shopper documents of a view, with holes where stockRow's values go: the product's `stock`,
 * each choice's `inStock`, each variant's `stock`.
 */
export function documentsWithHoles(view: ProductView): { doc: string; variants: string } {
  const { variants = [], ...doc } = view;
  const holed = {
    ...doc,
    stock: MARK,
    productOptions: doc.productOptions.map((o) => ({
      ...o,
      choices: o.choices.map((c) => ({ ...c, inStock: MARK })),
    })),
  };
  const holedVariants = variants.map((v) => ({ ...v, stock: MARK }));
  return {
    doc: asciiJson(holed).replaceAll(MARKED, HOLE),
    variants: asciiJson(holedVariants).replaceAll(MARKED, HOLE),
  };
}

const HOLE_BYTE = 0x01;
const bytes = (text: string | Uint8Array) => (typeof text === 'string' ? Buffer.from(text, 'latin1') : text);

/**
 * A stored document with its holes filled by the values of its stock row, in order. Both are
 * ASCII, as stored text or as bytes (see repeatedRead).
 */
export function fillHoles(template: string | Uint8Array, values: string | Uint8Array): Buffer {
  const t = bytes(template);
  const v = bytes(values);
  const parts: Uint8Array[] = [];
  let at = 0;
  let next = 0;
  let holes = 0;
  for (let hole = t.indexOf(HOLE_BYTE); hole >= 0; hole = t.indexOf(HOLE_BYTE, at)) {
    if (next > v.length) throw new Error('a stored shopper document has more holes than stock values');
    const end = v.indexOf(HOLE_BYTE, next);
    const stop = end < 0 ? v.length : end;
    parts.push(t.subarray(at, hole), v.subarray(next, stop));
    at = hole + 1;
    next = stop + 1;
    holes++;
  }
  if (holes === 0 ? v.length > 0 : next <= v.length)
    throw new Error('a stored shopper document has fewer holes than stock values');
  parts.push(t.subarray(at));
  return Buffer.concat(parts);
}
