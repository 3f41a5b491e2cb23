import { AppError } from '../../http/errors';

/** An order write refused for the order's state (409), with the code the storefront switches on. */
export const refuse = (code: string, message: string, data: Record<string, unknown> = {}) =>
  new AppError(409, code, message, message, data);
