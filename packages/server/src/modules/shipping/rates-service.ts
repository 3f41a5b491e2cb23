import type { Static } from 'typebox';
import type { Db } from '../../db/open';
import { cents, centsText } from '../../lib/money';
import { shippingRatesError } from './errors';
import { shippingOptionsFor, type ShippingOption } from './options';
import { totalWeightKg } from './rules';
import type { GetRatesBody, GetRatesReply, ShippingRateOption } from './rates-schemas';

type Body = Static<typeof GetRatesBody>;

/**
 * getShippingRates: the options for the destination, priced for the shippable lines' weight (in the
 * request's weight unit, KG when absent) and subtotal (unit price times quantity). Anything other than an
 * address problem that prevents rating (a price that is not money, a currency that is not a code) answers
 * GENERIC_ERROR, naming the field in `data`.
 */
export async function getShippingRates(db: Db, body: Body, now: Date): Promise<Static<typeof GetRatesReply>> {
  if (!body.shippingDestination) throw shippingRatesError('PARTIAL_ADDRESS');
  if (!/^[A-Z]{3}$/.test(body.currency)) throw shippingRatesError('GENERIC_ERROR', { field: 'currency' });
  const shippable = body.lineItems.filter((line) => line.physicalProperties?.shippable !== false);
  const weightKg = totalWeightKg(
    shippable.map((line) => ({ weight: line.physicalProperties?.weight ?? 0, quantity: line.quantity })),
    body.weightUnit ?? 'KG',
  );
  if (weightKg === undefined)
    throw shippingRatesError('GENERIC_ERROR', { field: 'lineItems.physicalProperties.weight' });
  let subtotal = 0n;
  for (const [i, line] of body.lineItems.entries()) {
    const price = line.price === undefined ? 0n : cents(line.price);
    if (price === undefined || price < 0n)
      throw shippingRatesError('GENERIC_ERROR', { field: `lineItems[${i}].price` });
    subtotal += price * BigInt(line.quantity);
  }
  const options = await shippingOptionsFor(db, {
    destination: body.shippingDestination,
    weightKg,
    subtotal,
    currency: body.currency,
    now,
  });
  return { shippingRates: options.map((option) => rateOption(option, body.currency)) };
}

function rateOption(option: ShippingOption, currency: string): Static<typeof ShippingRateOption> {
  const { deliveryTimeSlot: slot, ...logistics } = option.logistics;
  return {
    code: option.code,
    title: option.title,
    logistics: {
      ...logistics,
      ...(slot ? { deliveryTimeSlot: { from: slot.from.toISOString(), to: slot.to.toISOString() } } : {}),
    },
    cost: { price: centsText(option.cost), currency, additionalCharges: [] },
  };
}
