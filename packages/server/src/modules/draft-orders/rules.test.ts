import { describe, expect, it } from 'vitest';
import { customerName, draftFieldOf, fieldOfProblem, merchantMessage, problemsOf } from './rules';

describe('draft order rules', () => {
  it('names the draft field each refusal of create-order is about', () => {
    expect(fieldOfProblem('BUYER_EMAIL_REQUIRED')).toBe('customer.email');
    expect(fieldOfProblem('SHIPPING_OPTION_NOT_OFFERED')).toBe('shippingOptionCode');
    expect(fieldOfProblem('SHIPPING_ADDRESS_REQUIRED')).toBe('shippingAddress');
    expect(fieldOfProblem('SOMETHING_ELSE')).toBeUndefined();
  });

  it('gives one problem per short line, with what is left', () => {
    const problems = problemsOf({
      code: 'INSUFFICIENT_STOCK',
      message: 'Only 1 of this item is left',
      data: {
        lines: [
          { lineItemId: 'a', availableQuantity: 0 },
          { lineItemId: 'b', availableQuantity: 2 },
        ],
      },
    });
    expect(problems).toEqual([
      expect.objectContaining({ lineItemId: 'a', description: 'Out of stock', availableQuantity: 0 }),
      expect.objectContaining({ lineItemId: 'b', availableQuantity: 2, field: 'lineItems' }),
    ]);
  });

  it('speaks to the merchant, and keeps the message of a refusal it has no words for', () => {
    expect(problemsOf({ code: 'BUYER_EMAIL_REQUIRED', message: 'checkout.buyerInfo.email' })).toEqual([
      { code: 'BUYER_EMAIL_REQUIRED', field: 'customer.email', description: expect.stringMatching(/email/) },
    ]);
    expect(merchantMessage('GIFT_CARD_BALANCE_CHANGED', 'as is')).toBe('as is');
  });

  it('renames checkout fields as the draft’s', () => {
    expect(draftFieldOf('checkout.paymentMethodId')).toBe('draftOrder.paymentMethodId');
    expect(draftFieldOf('lineItems[1].productId')).toBe('draftOrder.lineItems[1].productId');
    expect(draftFieldOf('draftOrder.customer.email')).toBe('draftOrder.customer.email');
  });

  it('names the customer from the parts given', () => {
    expect(customerName('Ada', ' ')).toBe('Ada');
    expect(customerName(null, null)).toBeUndefined();
    expect(customerName('Ada', 'Lovelace')).toBe('Ada Lovelace');
  });
});
