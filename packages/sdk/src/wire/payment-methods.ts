/**
 * Wire shapes of the payment-methods area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export type PaymentMethodKind = 'BANK_TRANSFER' | 'PAY_ON_PICKUP';

export interface PaymentMethod {
  id: string;
  kind: PaymentMethodKind;
  title: string;
  instructions: string;
  enabled: boolean;
  pickupOnly: boolean;
}

export interface PaymentMethodInput {
  kind: PaymentMethodKind;
  title: string;
  instructions: string;
  enabled?: boolean;
}

export interface CreatePaymentMethodBody {
  paymentMethod: PaymentMethodInput;
}

export interface UpdatePaymentMethodBody {
  paymentMethod: {
    kind?: PaymentMethodKind;
    title?: string;
    instructions?: string;
    enabled?: boolean;
  };
}

export interface PaymentMethodReply {
  paymentMethod: PaymentMethod;
}

export interface PaymentMethodsReply {
  paymentMethods: PaymentMethod[];
}
