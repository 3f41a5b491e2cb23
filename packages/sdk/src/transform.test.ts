import { describe, expect, it } from 'vitest';
import { extendRules, toClient, toService, toServiceFieldPath } from './transform';

const ISO = '2026-03-04T05:06:07.890Z';

describe('dates', () => {
  it('turns ISO timestamps in date fields into Dates at every depth', () => {
    const out = toClient<{
      cart: {
        _createdDate: Date;
        lineItems: { serviceProperties: { scheduledDate: Date } }[];
        shippingInfo: { logistics: { deliveryTimeSlot: { from: Date; to: Date } } };
      };
      product: { lastUpdated: Date };
      event: { metadata: { eventTime: Date } };
    }>({
      cart: {
        createdDate: ISO,
        lineItems: [{ serviceProperties: { scheduledDate: '2026-01-02T03:04:05+02:00' } }],
        shippingInfo: { logistics: { deliveryTimeSlot: { from: ISO, to: ISO } } },
      },
      product: { lastUpdated: ISO },
      event: { metadata: { eventTime: ISO } },
    });
    expect(out.cart._createdDate).toEqual(new Date(ISO));
    expect(out.cart.lineItems[0]?.serviceProperties.scheduledDate).toEqual(new Date('2026-01-02T01:04:05Z'));
    expect(out.cart.shippingInfo.logistics.deliveryTimeSlot.from).toBeInstanceOf(Date);
    expect(out.cart.shippingInfo.logistics.deliveryTimeSlot.to).toBeInstanceOf(Date);
    expect(out.product.lastUpdated).toBeInstanceOf(Date);
    expect(out.event.metadata.eventTime).toBeInstanceOf(Date);
  });

  it('leaves timestamps outside date fields, and non-timestamps in date fields, as strings', () => {
    expect(
      toClient({
        description: ISO,
        from: ISO,
        expirationDate: 'never',
        dateValue: '2026-03-04',
        updatedDate: '2026-13-45T99:99:99Z',
      }),
    ).toEqual({
      description: ISO,
      from: ISO,
      expirationDate: 'never',
      dateValue: '2026-03-04',
      _updatedDate: '2026-13-45T99:99:99Z',
    });
  });

  it('sends every Date as an ISO string', () => {
    expect(toService({ a: { b: [new Date(ISO)] }, _createdDate: new Date(ISO) })).toEqual({
      a: { b: [ISO] },
      createdDate: ISO,
    });
  });
});

describe('special floats', () => {
  it('reads "NaN", "Infinity" and "-Infinity" in numeric fields as numbers', () => {
    const out = toClient<Record<string, unknown>>({
      product: {
        weight: 'NaN',
        price: { price: 'Infinity', discountedPrice: '-Infinity' },
        variants: [{ weight: 'Infinity', costAndProfitData: { profitMargin: 'NaN' } }],
        discount: { value: '-Infinity' },
      },
      address: { location: { latitude: 'NaN', longitude: 12.5 } },
    });
    expect(out).toEqual({
      product: {
        weight: Number.NaN,
        price: { price: Infinity, discountedPrice: -Infinity },
        variants: [{ weight: Infinity, costAndProfitData: { profitMargin: Number.NaN } }],
        discount: { value: -Infinity },
      },
      address: { location: { latitude: Number.NaN, longitude: 12.5 } },
    });
  });

  it('leaves the same strings alone outside numeric fields', () => {
    expect(toClient({ name: 'Infinity', value: 'NaN', weight: 'heavy', ribbon: '-Infinity' })).toEqual({
      name: 'Infinity',
      value: 'NaN',
      weight: 'heavy',
      ribbon: '-Infinity',
    });
  });

  it('sends non-finite numbers as "NaN", "Infinity", "-Infinity" anywhere', () => {
    expect(toService({ weight: Number.NaN, nested: [{ x: Infinity }], y: -Infinity, z: 1.5 })).toEqual({
      weight: 'NaN',
      nested: [{ x: 'Infinity' }],
      y: '-Infinity',
      z: 1.5,
    });
  });

  it('reads extra numeric fields given as rules', () => {
    const rules = extendRules({ numberKeys: ['score'] });
    expect(toClient({ score: 'Infinity' }, rules)).toEqual({ score: Infinity });
    expect(toClient({ score: 'Infinity' })).toEqual({ score: 'Infinity' });
  });
});

describe('id renaming', () => {
  const service = {
    cart: {
      id: 'c1',
      createdDate: ISO,
      updatedDate: ISO,
      lineItems: [{ id: 'l1', catalogReference: { catalogItemId: 'p1', options: { variantId: 'v1' } } }],
      buyerInfo: { contactId: 'x' },
    },
  };
  const client = {
    cart: {
      _id: 'c1',
      _createdDate: new Date(ISO),
      _updatedDate: new Date(ISO),
      lineItems: [{ _id: 'l1', catalogReference: { catalogItemId: 'p1', options: { variantId: 'v1' } } }],
      buyerInfo: { contactId: 'x' },
    },
  };

  it('renames id, createdDate and updatedDate at every depth, both ways', () => {
    expect(toClient(service)).toEqual(client);
    expect(toService(client)).toEqual(service);
  });

  it('maps client field paths to service paths segment by segment', () => {
    expect(toServiceFieldPath('_id')).toBe('id');
    expect(toServiceFieldPath('lineItems._id')).toBe('lineItems.id');
    expect(toServiceFieldPath('_createdDate')).toBe('createdDate');
    expect(toServiceFieldPath('collections._updatedDate')).toBe('collections.updatedDate');
    expect(toServiceFieldPath('slug')).toBe('slug');
  });
});

describe('flattening', () => {
  const internal = {
    id: 'abc',
    url: 'https://cdn.test/abc.jpg',
    width: 800,
    height: 600,
    filename: 'vase.jpg',
  };
  const internalString =
    'wix:image://v1/abc/vase.jpg#originWidth=800&originHeight=600&url=https%3A%2F%2Fcdn.test%2Fabc.jpg';

  it('flattens line-item images, custom-line-item media and override images to strings', () => {
    const out = toClient({
      lineItems: [
        {
          image: internal,
          media: { url: 'https://elsewhere.test/x.png', width: 10, height: 10 },
          catalogOverrideFields: { image: { id: 'o1', width: 1, height: 2 } },
          url: { relativePath: '/product/vase', url: 'https://shop.test/product/vase' },
        },
      ],
      customLineItems: [{ media: { url: 'https://elsewhere.test/y.png' }, url: { relativePath: '/gift' } }],
    });
    expect(out).toEqual({
      lineItems: [
        {
          image: internalString,
          media: 'https://elsewhere.test/x.png',
          catalogOverrideFields: { image: 'wix:image://v1/o1/o1#originWidth=1&originHeight=2' },
          url: 'https://shop.test/product/vase',
        },
      ],
      customLineItems: [{ media: 'https://elsewhere.test/y.png', url: '/gift' }],
    });
  });

  it('leaves other image-like objects (product media, unknown shapes) as objects', () => {
    const product = {
      media: {
        mainMedia: { image: { url: 'https://cdn.test/p.jpg', width: 1, height: 1 }, mediaType: 'image' },
      },
      lineItems: [{ image: { id: 'a', format: 'jpg' }, url: { path: '/x' } }],
    };
    expect(toClient(product)).toEqual({
      media: {
        mainMedia: { image: { url: 'https://cdn.test/p.jpg', width: 1, height: 1 }, mediaType: 'image' },
      },
      lineItems: [{ image: { _id: 'a', format: 'jpg' }, url: { path: '/x' } }],
    });
  });

  it('expands the strings back into objects on the way out', () => {
    expect(
      toService({
        lineItems: [
          { image: internalString, url: 'https://shop.test/p', media: 'https://elsewhere.test/x.png' },
          { url: '/product/vase' },
        ],
      }),
    ).toEqual({
      lineItems: [
        {
          image: internal,
          url: { url: 'https://shop.test/p' },
          media: { url: 'https://elsewhere.test/x.png' },
        },
        { url: { relativePath: '/product/vase' } },
      ],
    });
  });
});

describe('pass-through', () => {
  it('keeps primitives, null and non-plain objects', () => {
    expect(toClient(null)).toBeNull();
    expect(toClient('x')).toBe('x');
    expect(toClient([1, true])).toEqual([1, true]);
    const blob = new Blob(['x']);
    expect(toService({ file: blob })).toEqual({ file: blob });
  });
});
