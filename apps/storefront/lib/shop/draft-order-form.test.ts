import { describe, expect, it } from 'vitest';
import { addressInput, draftFieldOf, problemErrors, quantityOf } from './draft-order-form';

describe('draft order form', () => {
  it('keys a violation by the builder’s field or line', () => {
    expect(draftFieldOf('draftOrder.customer.email', [])).toBe('customer.email');
    expect(draftFieldOf('draftOrder.lineItems[1].productId', ['a', 'b'])).toBe('line:b');
    expect(draftFieldOf('draftOrder.lineItems[5].quantity', ['a'])).toBe('lineItems');
    expect(draftFieldOf('draftOrder.shippingAddress.country', [])).toBe('shippingAddress');
  });

  it('turns the draft’s problems into errors beside lines and fields', () => {
    expect(
      problemErrors([
        { lineItemId: 'a', field: 'lineItems', description: 'Out of stock' },
        { field: 'customer.email', description: 'Add the email' },
        { description: 'Something else' },
      ]),
    ).toEqual({ 'line:a': 'Out of stock', 'customer.email': 'Add the email', form: 'Something else' });
  });

  it('sends an address only when a part is given', () => {
    const empty = {
      addressLine1: ' ',
      addressLine2: '',
      city: '',
      postalCode: '',
      subdivision: '',
      country: '',
    };
    expect(addressInput(empty)).toBeNull();
    expect(addressInput({ ...empty, city: 'Paris', country: 'fr' })).toEqual({
      city: 'Paris',
      country: 'FR',
    });
  });

  it('accepts whole quantities from 1 to 9999', () => {
    expect(quantityOf('2')).toBe(2);
    expect(quantityOf('0')).toBeUndefined();
    expect(quantityOf('1.5')).toBeUndefined();
    expect(quantityOf('10000')).toBeUndefined();
  });
});
