import { describe, expect, it } from 'vitest';
import { srcSetFor } from './srcset';

const WIDTHS = [64, 128, 256, 384, 512, 768, 1024, 1536];
const entry = (w: number) => `/_next/image?url=http%3A%2F%2Fapi%2Fmedia%2Fa.webp&w=${w}&q=75 ${w}w`;
const all = WIDTHS.map(entry).join(', ');
const widthsOf = (srcSet: string) => [...srcSet.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));

describe('a picture’s srcset', () => {
  it('keeps the widths from its narrowest drawing to twice its widest', () => {
    const card = srcSetFor(all, { min: 167, max: 431 });
    expect(widthsOf(card.srcSet)).toEqual([256, 384, 512, 768, 1024]);
    expect(card.largest).toBe('/_next/image?url=http%3A%2F%2Fapi%2Fmedia%2Fa.webp&w=1024&q=75');
  });
  it('keeps the largest offered when even it is narrower than needed', () => {
    expect(widthsOf(srcSetFor(all, { min: 700, max: 1400 }).srcSet)).toEqual([768, 1024, 1536]);
  });
  it('keeps the entries as they were', () => {
    expect(srcSetFor(all, { min: 1, max: 10_000 }).srcSet).toBe(all);
  });
});
