/**
 * The shipping-rates plug-in (POST /v1/getRates), open to every caller: the options and prices for a
 * destination. An address it cannot rate is an ApplicationError of spec section 8 whose code is
 * MISSING_POSTAL_CODE, INVALID_POSTAL_CODE, PARTIAL_ADDRESS or GENERIC_ERROR.
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/shipping';

export type GetShippingRatesOptions = ClientForm<Wire.GetRatesRequest>;
export type ShippingRatesResponse = ClientForm<Wire.GetRatesResponse>;

export const shippingRates = defineModule((context) => ({
  getShippingRates: (options: GetShippingRatesOptions): Promise<ShippingRatesResponse> =>
    context.request({ method: 'POST', path: '/v1/getRates', body: options }),
}));
