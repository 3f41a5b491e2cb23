import { AppError } from '../../http/errors';
import type { AddressProblem } from './rules';

const DESCRIPTIONS: Record<AddressProblem | 'GENERIC_ERROR', string> = {
  MISSING_POSTAL_CODE: 'Postal Code was missing from request',
  INVALID_POSTAL_CODE: 'Postal Code was invalid in request',
  PARTIAL_ADDRESS: 'The provided address was incomplete',
  GENERIC_ERROR: 'Shipping rates could not be calculated for this request',
};

/**
 * The shipping-rates errors of spec section 8: HTTP 400 INVALID_ARGUMENT carrying the error's code and
 * description. The gRPC status name INVALID_ARGUMENT is the message and the sentence is the description,
 * so the envelope says both truthfully, and a client that shows "message: description" (spec section 8,
 * application errors) reads "INVALID_ARGUMENT: Postal Code was missing from request", as a validation
 * error reads.
 */
export function shippingRatesError(
  code: AddressProblem | 'GENERIC_ERROR',
  data: Record<string, unknown> = {},
) {
  return new AppError(400, code, 'INVALID_ARGUMENT', DESCRIPTIONS[code], data);
}
