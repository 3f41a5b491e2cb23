import type { ArtKind } from './art';

/** The demo catalog: unique-design, quality items for the home (DESIGN.md, spec section 1). */

export interface DemoCollection {
  slug: string;
  name: string;
  description: string;
  art: { kind: ArtKind; color: string };
}

export interface DemoProduct {
  name: string;
  kind: ArtKind;
  color: string;
  price: string;
  cost: string;
  description: string;
  collections: string[];
  brand: string;
  ribbon?: string;
  discount?: { type: 'AMOUNT' | 'PERCENT'; value: string };
  weight: number;
  /** Units per variant; 0 makes it out of stock; undefined leaves stock untracked. */
  stock?: number;
  /** A colour option: each choice gets its own picture. */
  colors?: { name: string; hex: string }[];
  /** A drop-down option; `prices` sets a price per choice. */
  sizes?: { name: string; choices: string[]; prices?: string[] };
  /** Choices (by description) that are sold out. */
  soldOut?: string[];
  pricePerUnit?: { total: number; unit: string; base: number };
}

export const BACKDROPS: [string, string][] = [
  ['#f4efe6', '#e6dccb'],
  ['#eef1ec', '#d9e0d4'],
  ['#f3ece9', '#e3d3cc'],
  ['#ecf0f3', '#d5dde3'],
];

export const DEMO_COLLECTIONS: DemoCollection[] = [
  {
    slug: 'featured',
    name: 'Featured',
    description: 'Pieces we love this season.',
    art: { kind: 'vase', color: '#b5654a' },
  },
  {
    slug: 'ceramics',
    name: 'Ceramics',
    description: 'Hand-thrown stoneware and porcelain.',
    art: { kind: 'bowl', color: '#c9a27e' },
  },
  {
    slug: 'lighting',
    name: 'Lighting',
    description: 'Lamps that make a room glow.',
    art: { kind: 'lamp', color: '#c8a04a' },
  },
  {
    slug: 'textiles',
    name: 'Textiles',
    description: 'Linen, wool and cotton, woven to last.',
    art: { kind: 'textile', color: '#8c9a78' },
  },
  {
    slug: 'wall-art',
    name: 'Wall Art',
    description: 'Limited prints from independent artists.',
    art: { kind: 'print', color: '#3d5a80' },
  },
  {
    slug: 'home-fragrance',
    name: 'Home Fragrance',
    description: 'Candles poured in small batches.',
    art: { kind: 'candle', color: '#e8d8c3' },
  },
];

export { DEMO_PRODUCTS } from './products';
