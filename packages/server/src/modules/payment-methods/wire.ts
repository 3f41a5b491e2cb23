/** Payment methods' wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const paymentMethodsWire: NamedShapes = {
  PaymentMethodKind: s.PaymentMethodKind,
  PaymentMethod: s.PaymentMethod,
  PaymentMethodInput: s.PaymentMethodInput,
  CreatePaymentMethodBody: s.CreatePaymentMethodBody,
  UpdatePaymentMethodBody: s.UpdatePaymentMethodBody,
  PaymentMethodReply: s.PaymentMethodReply,
  PaymentMethodsReply: s.PaymentMethodsReply,
};
