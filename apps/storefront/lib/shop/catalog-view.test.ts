import type { Product, ProductOptionsAvailability } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import {
  galleryPictures,
  absoluteUrl,
  plainText,
  selectionView,
  stockState,
  toDetail,
  toSummary,
  validSelection,
  pageCount,
} from './catalog-view';

const API = 'http://api.test:4000';
const money = (price: number, discountedPrice = price) => ({
  currency: 'USD',
  price,
  discountedPrice,
  formatted: { price: `$${price.toFixed(2)}`, discountedPrice: `$${discountedPrice.toFixed(2)}` },
});
const image = (id: string) => ({
  _id: id,
  mediaType: 'image' as const,
  image: { url: `/media/${id}.png`, width: 800, height: 1000, urlExpirationDate: new Date('2099-01-01') },
});

const product = {
  _id: 'p1',
  name: 'Horizon Print',
  slug: 'horizon-print',
  description: '<p>A print &amp; a frame.</p><p>Second.</p>',
  brand: 'Paper Moon',
  ribbon: 'Limited',
  stock: { trackInventory: true, inStock: true, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK', quantity: 30 },
  price: money(48),
  priceData: money(48),
  priceRange: { minValue: 48, maxValue: 92 },
  discount: { type: 'PERCENT', value: 10 },
  media: { mainMedia: image('m1'), items: [image('m1'), image('m2')] },
  productOptions: [
    {
      optionType: 'drop_down',
      name: 'Size',
      choices: [
        { value: 'A4', description: 'A4', inStock: true, visible: true },
        { value: 'A2', description: 'A2', inStock: false, visible: true },
      ],
    },
  ],
  collections: [{ _id: 'c1', slug: 'wall-art', name: 'Wall Art' }],
  _createdDate: new Date('2026-01-01T00:00:00.000Z'),
} as unknown as Product;

describe('catalog views', () => {
  it('makes media urls absolute against the server', () => {
    expect(absoluteUrl('/media/a.png', `${API}/`)).toBe(`${API}/media/a.png`);
    expect(absoluteUrl('https://cdn.example/a.png', API)).toBe('https://cdn.example/a.png');
  });

  it('summarises a product for a card, with a discounted "from" price', () => {
    expect(toSummary(product, API)).toEqual({
      id: 'p1',
      slug: 'horizon-print',
      name: 'Horizon Print',
      brand: 'Paper Moon',
      ribbon: 'Limited',
      price: { current: '$43.20', was: '$48.00', amount: 43.2, currency: 'USD' },
      priceVaries: true,
      image: { url: `${API}/media/m1.png`, width: 800, height: 1000, alt: 'Horizon Print' },
      inStock: true,
    });
  });

  it('turns a description into plain paragraphs', () => {
    expect(plainText(product.description)).toBe('A print & a frame.\n\nSecond.');
  });

  it('keeps only real choices of a selection', () => {
    const detail = toDetail(product, API);
    expect(validSelection(detail.options, { Size: 'A4', Colour: 'Red', q: 'x' })).toEqual({ Size: 'A4' });
    expect(validSelection(detail.options, { Size: 'XXL' })).toEqual({});
  });

  it('follows the selected variant for price, stock and availability', () => {
    const detail = toDetail(product, API);
    const availability = {
      selectedVariant: {
        _id: 'v1',
        choices: { Size: 'A4' },
        priceData: money(64, 57.6),
        inStock: true,
        quantity: 2,
        visible: true,
      },
      availableForPurchase: true,
      variantSelectionAvailable: true,
      productOptions: product.productOptions,
      media: product.media,
    } as unknown as ProductOptionsAvailability;
    const view = selectionView(detail, { Size: 'A4' }, availability, API);
    expect(view).toMatchObject({
      complete: true,
      variantId: 'v1',
      price: { current: '$57.60', was: '$64.00' },
      available: true,
      stock: 'low',
      quantity: 2,
    });
    expect(view.options[0]?.choices.map((c) => [c.name, c.inStock])).toEqual([
      ['A4', true],
      ['A2', false],
    ]);

    const none = selectionView(
      detail,
      {},
      { ...availability, selectedVariant: null, availableForPurchase: false },
      API,
    );
    expect(none).toMatchObject({ complete: false, available: false, stock: 'in-stock', priceVaries: true });
  });

  it("keeps the whole gallery for a choice, the chosen colour's pictures first", () => {
    const pic = (name: string) => ({ url: `${API}/media/${name}.png`, width: 1, height: 1, alt: name });
    const piece = {
      media: [pic('main'), pic('sage'), pic('clay')],
      options: [
        {
          name: 'Colour',
          type: 'color' as const,
          choices: [
            { name: 'Sage', value: '#7b8868', inStock: true, visible: true, media: [pic('sage')] },
            {
              name: 'Clay',
              value: '#9a4529',
              inStock: true,
              visible: true,
              media: [pic('clay'), pic('clay-2')],
            },
          ],
        },
      ],
    };
    const urls = (selected: Record<string, string>, variant: ReturnType<typeof pic>[] = []) =>
      galleryPictures(piece, selected, variant).map((p) => p.alt);
    expect(urls({})).toEqual(['main', 'sage', 'clay', 'clay-2']);
    expect(urls({ Colour: 'Clay' })).toEqual(['clay', 'clay-2', 'main', 'sage']);
    expect(urls({ Colour: 'Sage' })).toEqual(['sage', 'main', 'clay', 'clay-2']);
    expect(urls({ Colour: 'Sage' }, [pic('variant')])).toEqual(['variant', 'main', 'sage', 'clay', 'clay-2']);
  });

  it('names stock states', () => {
    expect(stockState(true, undefined)).toBe('in-stock');
    expect(stockState(true, 3)).toBe('low');
    expect(stockState(true, 0)).toBe('out-of-stock');
    expect(stockState(false, 10)).toBe('out-of-stock');
  });
});

describe('pageCount', () => {
  const result = (totalCount: number | undefined, tooManyToCount: boolean, next: boolean, length = 24) => ({
    totalCount,
    tooManyToCount,
    length,
    hasNext: () => next,
  });

  it('counts pages from an exact total', () => {
    expect(pageCount(result(50, false, true), 1, 24)).toEqual({ total: 50, more: false, pages: 3 });
    expect(pageCount(result(0, false, false, 0), 1, 24)).toEqual({ total: 0, more: false, pages: 1 });
  });

  it('treats a capped total as a lower bound and never ends on a page that has a next one', () => {
    expect(pageCount(result(1000, true, true), 1, 24)).toEqual({ total: 1000, more: true, pages: 42 });
    expect(pageCount(result(1000, true, true), 45, 24)).toEqual({ total: 1000, more: true, pages: 46 });
    expect(pageCount(result(1000, true, false), 45, 24).pages).toBe(45);
  });
});
