import { describe, expect, it } from 'vitest';
import type { CheckoutView } from './checkout-view';
import type { PaymentMethodView } from './order-view';
import { offeredMethods, withOfferedPayment } from './payment-choice';

const method = (id: string, kind: string, pickupOnly: boolean): PaymentMethodView => ({
  id,
  kind,
  title: id,
  summary: '',
  instructions: '',
  pickupOnly,
});
const bank = method('bank', 'BANK_TRANSFER', false);
const onPickup = method('pickup', 'PAY_ON_PICKUP', true);

const view = (paymentMethodId: string | undefined, missing?: string): CheckoutView =>
  ({ paymentMethodId, missing, nothingToPay: false }) as CheckoutView;

describe('offeredMethods', () => {
  it('offers Pay on pickup only with a pickup option', () => {
    expect(offeredMethods([bank, onPickup], false)).toEqual([bank]);
    expect(offeredMethods([bank, onPickup], true)).toEqual([bank, onPickup]);
  });
});

describe('withOfferedPayment', () => {
  it('keeps a method that is offered', () => {
    const v = view('bank');
    expect(withOfferedPayment(v, [bank])).toBe(v);
  });

  it('counts a method no longer offered as not chosen, and says so unless something comes first', () => {
    expect(withOfferedPayment(view('pickup'), [bank])).toMatchObject({
      paymentMethodId: undefined,
      missing: 'Please choose how you will pay.',
    });
    expect(withOfferedPayment(view('pickup', 'Please give your email address.'), [bank]).missing).toBe(
      'Please give your email address.',
    );
  });
});
