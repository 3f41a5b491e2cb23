'use server';

/**
 * Server actions of the prices and delivery pages: save (create or update) and delete each kind of entity,
 * the tax settings, and the two checks (a cart tried against the discounts; an address against the shipping
 * rates). Each form's values are mapped by admin-prices-view.ts; the server's field violations come back on the
 * form's fields. The server checks the person's permission on every call.
 */
import {
  ApplicationError,
  ValidationError,
  type DiscountEstimate,
  type ShippingRatesResponse,
} from '@atelier/sdk';
import {
  COUPON_FIELDS,
  couponInput,
  fieldProblems,
  OFFER_FIELDS,
  offerInput,
  PAYMENT_METHOD_FIELDS,
  paymentMethodInput,
  PICKUP_ALIASES,
  PICKUP_FIELDS,
  pickupInput,
  RATE_ALIASES,
  RATE_FIELDS,
  rateInput,
  REGION_FIELDS,
  regionInput,
  TAX_RATE_ALIASES,
  TAX_RATE_FIELDS,
  taxRateInput,
  testAddressRequest,
  tryCartRequest,
  type CouponForm,
  type OfferForm,
  type PaymentMethodForm,
  type PickupForm,
  type Problems,
  type RateForm,
  type RegionForm,
  type TaxRateForm,
  type TestAddressForm,
  type TryCartForm,
  withoutNulls,
} from './admin-prices-view';
import { cartErrorMessage } from './cart-errors';
import { getShopClock } from './shop-settings';
import { signedIn, type StaffClient } from './staff';
import { staffFailure, type StaffResult } from './staff-errors';

export type SaveResult = { ok: true } | { ok: false; message: string; fields?: Problems };

const CHECK_FORM = 'Please correct the fields marked below.';

/** Words for the server's refusals these pages can meet, with the field each belongs to. */
const CONFLICTS: Record<string, { message: string; field?: string }> = {
  COUPON_CODE_EXISTS: { message: 'A coupon with this code exists already', field: 'code' },
  TAX_RATE_EXISTS: {
    message: 'This country and subdivision have a rate already: edit that one',
    field: 'country',
  },
};

/**
 * Maps a form, sends it, and answers the outcome: the form's own problems first (nothing is sent), then the
 * server's field violations on the form's fields, its known refusals, or the staff pages' general words.
 */
async function saving<F, I>(
  form: F,
  map: (form: F) => { input: I; fields: Problems } | Promise<{ input: I; fields: Problems }>,
  send: (client: StaffClient, input: I) => Promise<unknown>,
  errors: { prefix: string; known: readonly string[]; aliases?: Record<string, string> },
): Promise<SaveResult> {
  const { input, fields } = await map(form);
  if (Object.keys(fields).length > 0) return { ok: false, message: CHECK_FORM, fields };
  const client = await signedIn();
  try {
    await send(client, input);
    return { ok: true };
  } catch (error) {
    if (error instanceof ValidationError) {
      const found = fieldProblems(error.fieldViolations, errors.prefix, errors.known, errors.aliases);
      const message = found.rest.length > 0 ? found.rest.join('; ') : CHECK_FORM;
      return { ok: false, message, fields: found.fields };
    }
    if (error instanceof ApplicationError && CONFLICTS[error.code]) {
      const known = CONFLICTS[error.code]!;
      return {
        ok: false,
        message: known.message,
        ...(known.field ? { fields: { [known.field]: known.message } } : {}),
      };
    }
    const failure = staffFailure(error);
    return { ok: false, message: failure.ok ? '' : failure.message };
  }
}

async function attempt(run: (client: StaffClient) => Promise<unknown>): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await run(client);
    return { ok: true };
  } catch (error) {
    return staffFailure(error);
  }
}

const zone = async () => (await getShopClock()).timeZone;

export async function saveCoupon(id: string | undefined, form: CouponForm): Promise<SaveResult> {
  const timeZone = await zone();
  return saving(
    form,
    (f) => couponInput(f, timeZone),
    (client, input) =>
      id ? client.pricing.updateCoupon(id, input) : client.pricing.createCoupon(withoutNulls(input)),
    { prefix: 'coupon', known: COUPON_FIELDS },
  );
}

export async function saveDiscountRule(id: string | undefined, form: OfferForm): Promise<SaveResult> {
  const timeZone = await zone();
  return saving(
    form,
    (f) => offerInput(f, timeZone),
    (client, input) =>
      id
        ? client.pricing.updateDiscountRule(id, input)
        : client.pricing.createDiscountRule(withoutNulls(input)),
    { prefix: 'discountRule', known: OFFER_FIELDS },
  );
}

export async function setCouponActive(id: string, active: boolean) {
  return attempt((client) => client.pricing.updateCoupon(id, { active }));
}
export async function setDiscountRuleActive(id: string, active: boolean) {
  return attempt((client) => client.pricing.updateDiscountRule(id, { active }));
}
export async function deleteCoupon(id: string) {
  return attempt((client) => client.pricing.deleteCoupon(id));
}
export async function deleteDiscountRule(id: string) {
  return attempt((client) => client.pricing.deleteDiscountRule(id));
}

export async function saveTaxRate(id: string | undefined, form: TaxRateForm): Promise<SaveResult> {
  return saving(
    form,
    taxRateInput,
    (client, input) =>
      id ? client.pricing.updateTaxRate(id, input) : client.pricing.createTaxRate(withoutNulls(input)),
    { prefix: 'taxRate', known: TAX_RATE_FIELDS, aliases: TAX_RATE_ALIASES },
  );
}
export async function deleteTaxRate(id: string) {
  return attempt((client) => client.pricing.deleteTaxRate(id));
}
export async function saveTaxSettings(settings: { pricesIncludeTax: boolean; taxShipping: boolean }) {
  return attempt((client) => client.pricing.updateTaxSettings(settings));
}

export async function saveRegion(id: string | undefined, form: RegionForm): Promise<SaveResult> {
  return saving(
    form,
    regionInput,
    (client, input) =>
      id
        ? client.shippingAdmin.updateRegion(id, input)
        : client.shippingAdmin.createRegion(withoutNulls(input)),
    { prefix: 'region', known: REGION_FIELDS },
  );
}
export async function deleteRegion(id: string) {
  return attempt((client) => client.shippingAdmin.deleteRegion(id));
}

export async function saveRate(id: string | undefined, form: RateForm): Promise<SaveResult> {
  return saving(
    form,
    rateInput,
    (client, input) =>
      id ? client.shippingAdmin.updateRate(id, input) : client.shippingAdmin.createRate(withoutNulls(input)),
    { prefix: 'rate', known: RATE_FIELDS, aliases: RATE_ALIASES },
  );
}
export async function deleteRate(id: string) {
  return attempt((client) => client.shippingAdmin.deleteRate(id));
}

export async function savePickup(id: string | undefined, form: PickupForm): Promise<SaveResult> {
  return saving(
    form,
    pickupInput,
    (client, input) =>
      id
        ? client.shippingAdmin.updatePickup(id, input)
        : client.shippingAdmin.createPickup(withoutNulls(input)),
    { prefix: 'pickupLocation', known: PICKUP_FIELDS, aliases: PICKUP_ALIASES },
  );
}
export async function deletePickup(id: string) {
  return attempt((client) => client.shippingAdmin.deletePickup(id));
}

export async function savePaymentMethod(
  id: string | undefined,
  form: PaymentMethodForm,
): Promise<SaveResult> {
  return saving(
    form,
    paymentMethodInput,
    (client, input) =>
      id
        ? client.paymentMethods.updatePaymentMethod(id, input)
        : client.paymentMethods.createPaymentMethod(withoutNulls(input)),
    { prefix: 'paymentMethod', known: PAYMENT_METHOD_FIELDS },
  );
}
export async function setPaymentMethodEnabled(id: string, enabled: boolean) {
  return attempt((client) => client.paymentMethods.updatePaymentMethod(id, { enabled }));
}
export async function deletePaymentMethod(id: string) {
  return attempt((client) => client.paymentMethods.deletePaymentMethod(id));
}

export type CheckResult<T> = { ok: true; answer: T } | { ok: false; message: string; fields?: Problems };

/** The discounts a shopper's cart of these products would get now, and the coupon's sentence when it does not apply. */
export async function tryCart(form: TryCartForm): Promise<CheckResult<DiscountEstimate>> {
  const { input, fields } = tryCartRequest(form);
  if (Object.keys(fields).length > 0) return { ok: false, message: CHECK_FORM, fields };
  const client = await signedIn();
  try {
    return { ok: true, answer: await client.pricing.estimateDiscounts(input) };
  } catch (error) {
    const failure = staffFailure(error);
    return { ok: false, message: failure.ok ? '' : failure.message };
  }
}

/** What a shopper at this address is offered (the shipping-rates plug-in a checkout calls), or its sentence why not. */
export async function testAddress(
  form: TestAddressForm,
  currency: string,
): Promise<CheckResult<ShippingRatesResponse['shippingRates']>> {
  const { input, fields } = testAddressRequest(form, currency);
  if (Object.keys(fields).length > 0) return { ok: false, message: CHECK_FORM, fields };
  const client = await signedIn();
  try {
    return { ok: true, answer: (await client.shippingRates.getShippingRates(input)).shippingRates };
  } catch (error) {
    // An address the rates cannot be reckoned for says why in the shopper's words (as the checkout shows it).
    if (error instanceof ApplicationError) return { ok: false, message: cartErrorMessage(error).message };
    const failure = staffFailure(error);
    return { ok: false, message: failure.ok ? '' : failure.message };
  }
}
