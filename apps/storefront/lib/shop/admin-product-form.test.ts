import { describe, expect, it } from 'vitest';
import {
  checkProductForm,
  EMPTY_PRODUCT,
  fieldOfServerPath,
  productConflictMessage,
  productInputOf,
} from './admin-product-form';

describe('the product form', () => {
  it('checks the name, price, discount, web address and stock before a call', () => {
    const bad = checkProductForm({
      ...EMPTY_PRODUCT,
      price: '1,50',
      discountType: 'PERCENT',
      discountValue: '120',
      slug: 'Not OK',
      quantity: '-1',
    });
    expect(bad.map((b) => b.field)).toEqual(['name', 'price', 'discountValue', 'slug', 'quantity']);
    expect(checkProductForm({ ...EMPTY_PRODUCT, name: 'Jug', price: '19.90' })).toEqual([]);
  });

  it('sends stock only for a product without variants, and no slug when left empty', () => {
    const v = { ...EMPTY_PRODUCT, name: ' Jug ', price: '12', quantity: '7', ribbon: ' ' };
    expect(productInputOf(v, true)).toMatchObject({
      name: 'Jug',
      priceData: { price: '12' },
      discount: { type: 'NONE', value: '0' },
      ribbon: null,
      stock: { trackInventory: true, quantity: 7 },
    });
    expect(productInputOf(v, false)).not.toHaveProperty('stock');
    expect(productInputOf(v, false)).not.toHaveProperty('slug');
  });

  it('puts the server’s field errors beside the field they concern', () => {
    expect(fieldOfServerPath('product.priceData.price')).toBe('price');
    expect(fieldOfServerPath('product.slug')).toBe('slug');
    expect(fieldOfServerPath('product.collectionIds[1]')).toBe('collectionIds');
    expect(fieldOfServerPath('product.discount.value')).toBe('discountValue');
    expect(fieldOfServerPath('product.weight')).toBeUndefined();
  });

  it('says who changed what of the product when a save is refused as stale', () => {
    const data = {
      revision: 4,
      changes: [
        {
          actorName: 'Ada',
          action: 'product.updated',
          createdDate: '2026-11-28T09:40:00Z',
          fields: ['priceData', 'ribbons', 'ribbon'],
        },
        {
          actorName: 'Ada',
          action: 'product.updated',
          createdDate: '2026-11-28T09:41:00Z',
          fields: ['media'],
        },
      ],
    };
    expect(productConflictMessage(data, 'UTC')).toBe(
      'Ada changed this product at Nov 28, 2026, 9:41 AM UTC: price, ribbon, pictures.',
    );
    expect(productConflictMessage({}, 'UTC')).toMatch(/Reload/);
  });
});
