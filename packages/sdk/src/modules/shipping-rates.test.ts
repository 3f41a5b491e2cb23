import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { createClient } from '../client';
import { ApplicationError } from '../errors';
import { shippingRates } from './shipping-rates';

describe('shippingRates', () => {
  it('posts the destination to /v1/getRates and answers the rates with their slots as Dates', async () => {
    const { fetch, calls } = fakeFetch({
      body: {
        shippingRates: [
          {
            code: 'courier',
            title: 'Courier',
            logistics: {
              deliveryTimeSlot: { from: '2026-11-03T09:00:00.000Z', to: '2026-11-03T12:00:00.000Z' },
            },
            cost: { price: '9.00', currency: 'USD', additionalCharges: [] },
          },
        ],
      },
    });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { shippingRates } });
    const answer = await client.shippingRates.getShippingRates({
      lineItems: [],
      currency: 'USD',
      shippingDestination: { country: 'US', subdivision: 'US-NY', postalCode: '10013' },
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.test/v1/getRates' });
    expect(answer.shippingRates[0]?.logistics.deliveryTimeSlot?.from).toEqual(
      new Date('2026-11-03T09:00:00.000Z'),
    );
  });

  it('an address it cannot rate is an ApplicationError with the code of spec section 8', async () => {
    const { fetch } = fakeFetch({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT',
        details: {
          applicationError: {
            code: 'INVALID_POSTAL_CODE',
            description: 'Postal Code was invalid in request',
            data: {},
          },
        },
      },
    });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { shippingRates } });
    const error = await client.shippingRates
      .getShippingRates({
        lineItems: [],
        currency: 'USD',
        shippingDestination: { country: 'US', postalCode: '1' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'INVALID_POSTAL_CODE' });
  });
});
