/**
 * Atelier's offline payment methods (bank transfer, pay on pickup), kept by the merchant: the enabled ones
 * for everyone (the checkout's choice); the merchant's create, update and delete need an elevated client.
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/payment-methods';

export type PaymentMethod = ClientForm<Wire.PaymentMethod>;
export type PaymentMethodInput = Wire.PaymentMethodInput;
export type PaymentMethodsResponse = ClientForm<Wire.PaymentMethodsReply>;
export type PaymentMethodResponse = ClientForm<Wire.PaymentMethodReply>;

const path = (id: string) => `/v1/payment-methods/${encodeURIComponent(id)}`;

export const paymentMethods = defineModule(
  (context) => ({
    /** GET /v1/payment-methods: the methods a buyer may choose now (an elevated client gets them all). */
    listPaymentMethods: (): Promise<PaymentMethodsResponse> =>
      context.request({ method: 'GET', path: '/v1/payment-methods' }),
    createPaymentMethod: (paymentMethod: PaymentMethodInput): Promise<PaymentMethodResponse> =>
      context.request({ method: 'POST', path: '/v1/payment-methods', body: { paymentMethod } }),
    updatePaymentMethod: (
      _id: string,
      paymentMethod: Partial<PaymentMethodInput>,
    ): Promise<PaymentMethodResponse> =>
      context.request({ method: 'PATCH', path: path(_id), body: { paymentMethod } }),
    deletePaymentMethod: async (_id: string): Promise<void> => {
      await context.request({ method: 'DELETE', path: path(_id) });
    },
  }),
  { elevated: ['createPaymentMethod', 'updatePaymentMethod', 'deletePaymentMethod'] },
);
