/**
 * Atelier's offline payment methods (bank transfer, pay on pickup), kept by the merchant: the enabled ones
 * for everyone (the checkout's choice), management for an elevated client.
 */
import { defineModule } from '../module';

export interface PaymentMethod {
  _id: string;
  kind: 'BANK_TRANSFER' | 'PAY_ON_PICKUP';
  title: string;
  instructions: string;
  enabled: boolean;
}

export interface PaymentMethodsResponse {
  paymentMethods: PaymentMethod[];
}

export const paymentMethods = defineModule((context) => ({
  /** GET /v1/payment-methods: the methods a buyer may choose now. */
  listPaymentMethods: (): Promise<PaymentMethodsResponse> =>
    context.request({ method: 'GET', path: '/v1/payment-methods' }),
}));
