import { describe, expect, it } from 'vitest';
import { addedMessage, addOutcome, availableOf, lineOf } from './cart-add';
import { quantityDraft, settledQuantity } from './quantity-field';

const EMPTY = '00000000-0000-0000-0000-000000000000';

describe('add to cart within the stock', () => {
  it('adds what can be bought: 3 of 5 asked when 3 are in stock, and says so', () => {
    const outcome = addOutcome(5, 5, 3);
    expect(outcome).toEqual({ asked: 5, added: 3, inCart: 3, available: 3 });
    expect(addedMessage(outcome)).toBe('Only 3 were available: 3 added to your cart.');
  });

  it('adds the rest when the cart held some, and says the cart now holds all', () => {
    const outcome = addOutcome(3, 4, 3);
    expect(outcome).toEqual({ asked: 3, added: 2, inCart: 3, available: 3 });
    expect(addedMessage(outcome)).toBe(
      'Only 3 were available: 2 added to your cart. Your cart now holds all 3.',
    );
  });

  it('adds nothing when the cart already holds all there is', () => {
    const outcome = addOutcome(3, 6, 3);
    expect(outcome).toEqual({ asked: 3, added: 0, inCart: 3, available: 3 });
    expect(addedMessage(outcome)).toBe('Your cart already holds all 3 there are: nothing more was added.');
    expect(addedMessage(addOutcome(1, 2, 1))).toBe(
      'Your cart already holds the only one there is: nothing more was added.',
    );
  });

  it('never takes away what the cart held before, even beyond the stock now', () => {
    expect(addOutcome(1, 6, 3)).toEqual({ asked: 1, added: 0, inCart: 5, available: 3 });
    expect(addedMessage(addOutcome(2, 2, 0))).toMatch(/just sold out: nothing was added/);
  });

  it('adds all that was asked when enough is in stock or stock is not counted', () => {
    expect(addedMessage(addOutcome(2, 2, 10))).toBe('Added to your cart: 2 pieces.');
    expect(addOutcome(40, 45, undefined)).toEqual({ asked: 40, added: 40, inCart: 45, available: undefined });
    expect(addedMessage(addOutcome(1, 1, undefined))).toBe('Added to your cart: 1 piece.');
  });

  it('reads what a line can buy from its availability', () => {
    expect(availableOf({ availability: { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 3 } })).toBe(3);
    expect(availableOf({ availability: { status: 'AVAILABLE', quantityAvailable: 7 } })).toBe(7);
    expect(availableOf({ availability: { status: 'AVAILABLE' } })).toBeUndefined();
    expect(availableOf({ availability: { status: 'NOT_AVAILABLE' } })).toBe(0);
    expect(availableOf({ availability: { status: 'NOT_FOUND' } })).toBe(0);
  });

  it('finds the line of a product and variant, the empty variant for a product without options', () => {
    const line = (productId: string, variantId: string) => ({
      _id: `${productId}/${variantId}`,
      catalogReference: { appId: 'a', catalogItemId: productId, options: { variantId } },
    });
    const lines = [line('p1', EMPTY), line('p2', 'v1'), line('p2', 'v2')];
    expect(lineOf(lines, 'p1', undefined)?._id).toBe(`p1/${EMPTY}`);
    expect(lineOf(lines, 'p1', EMPTY)?._id).toBe(`p1/${EMPTY}`);
    expect(lineOf(lines, 'p2', 'v2')?._id).toBe('p2/v2');
    expect(lineOf(lines, 'p3', undefined)).toBeUndefined();
  });
});

describe('the quantity field', () => {
  it('may be empty while typed in, so clearing it and typing 2 gives 2', () => {
    expect(quantityDraft('')).toBe('');
    expect(quantityDraft('2')).toBe('2');
    expect(quantityDraft('1e2-')).toBe('12');
  });

  it('settles to 1 when left empty, and to the stock with a note when above it', () => {
    expect(settledQuantity('', 3, 3)).toEqual({ quantity: 1, note: undefined });
    expect(settledQuantity('0', 3, 3)).toEqual({ quantity: 1, note: undefined });
    expect(settledQuantity('2', 3, 3)).toEqual({ quantity: 2, note: undefined });
    expect(settledQuantity('5', 3, 3)).toEqual({
      quantity: 3,
      note: 'Only 3 available: the quantity is set to 3.',
    });
    expect(settledQuantity('150', 99, undefined)).toEqual({
      quantity: 99,
      note: 'At most 99 at a time: the quantity is set to 99.',
    });
  });
});
