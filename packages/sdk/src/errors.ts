/**
 * The error catalogue of spec section 8. Every failure the SDK reports is an `AtelierError`; the
 * subclasses say which kind, and `code` is stable so the storefront can switch on it.
 */
import { statusText, toUpperSnake } from './status';

export interface FieldViolation {
  field: string;
  description: string;
  /** One of the reason types of spec section 5 (FORMAT, REQUIRED_FIELD, ...). */
  violatedRule: string;
  data?: Record<string, unknown>;
}

export interface ApplicationErrorDetails {
  description: string;
  code: string;
  data: Record<string, unknown>;
}

export interface ErrorDetails {
  applicationError?: ApplicationErrorDetails;
  validationError?: { fieldViolations: FieldViolation[] };
}

/**
 * Server field name -> argument name of the SDK method, for validation messages. A key also maps
 * every field below it: `{ subscription: 'options' }` turns `subscription.email` into `options.email`.
 */
export type FieldMap = Readonly<Record<string, string>>;

export const SYSTEM_ERROR_MESSAGE = 'System error occurred';
export const CONTEXT_NOT_AVAILABLE_MESSAGE =
  'Platform context is not available: it must be initialized with createClient() before using modules';
export const ELEVATED_CLIENT_REQUIRED_MESSAGE =
  'An elevated client is required: the platform context must be initialized with an elevated client ' +
  '(createClient({ auth: ApiKeyStrategy({ apiKey }) })) before using this method';
export const NO_NEXT_PAGE_MESSAGE = 'No next page to fetch';
export const NO_PREVIOUS_PAGE_MESSAGE = 'No previous page to fetch';

export interface ErrorInit {
  code: string;
  details?: ErrorDetails;
  status?: number;
  requestId?: string;
  cause?: unknown;
}

/** Base class of every SDK error. */
export class AtelierError extends Error {
  // Explicit names survive minification, unlike `constructor.name`.
  override name = 'AtelierError';
  readonly code: string;
  readonly details: ErrorDetails;
  /** HTTP status of the answer, when there was one. */
  readonly status: number | undefined;
  /** The `x-wix-request-id` the server sent, when known. */
  readonly requestId: string | undefined;

  constructor(message: string, init: ErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.details = init.details ?? {};
    this.status = init.status;
    this.requestId = init.requestId;
  }
}

/** An expected business failure (HTTP 4xx); `code` is the server's code or the status text. */
export class ApplicationError extends AtelierError {
  override name = 'ApplicationError';
  declare readonly details: { applicationError: ApplicationErrorDetails };
}

/** One or more arguments broke a rule (HTTP 400 with field violations). `code` is INVALID_ARGUMENT. */
export class ValidationError extends AtelierError {
  override name = 'ValidationError';
  declare readonly details: { validationError: { fieldViolations: FieldViolation[] } };

  get fieldViolations(): FieldViolation[] {
    return this.details.validationError.fieldViolations;
  }
}

/** Anything unexpected: 5xx, a failed network call, a body that is not JSON, a status other than 200. */
export class SystemError extends AtelierError {
  override name = 'SystemError';
}

/** A module was used without a (suitable) client. */
export class ContextError extends AtelierError {
  override name = 'ContextError';
}

/** `next()` or `prev()` of a query result called at the end of the results. */
export class PagingError extends AtelierError {
  override name = 'PagingError';
}

export const contextNotAvailable = () =>
  new ContextError(CONTEXT_NOT_AVAILABLE_MESSAGE, { code: 'CONTEXT_NOT_AVAILABLE' });

export const elevatedClientRequired = () =>
  new ContextError(ELEVATED_CLIENT_REQUIRED_MESSAGE, { code: 'ELEVATED_CLIENT_REQUIRED' });

export const noNextPage = () => new PagingError(NO_NEXT_PAGE_MESSAGE, { code: 'NO_NEXT_PAGE' });

export const noPreviousPage = () => new PagingError(NO_PREVIOUS_PAGE_MESSAGE, { code: 'NO_PREVIOUS_PAGE' });

export function mapFieldName(field: string, fieldMap: FieldMap = {}): string {
  const exact = fieldMap[field];
  if (exact !== undefined) return exact;
  let best: string | undefined;
  for (const key of Object.keys(fieldMap)) {
    const below = field.startsWith(`${key}.`) || field.startsWith(`${key}[`);
    if (below && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? field : `${fieldMap[best]}${field.slice(best.length)}`;
}

/** Same per-violation format as the server: `"field" description`, sorted by field, joined by `, `. */
export function validationMessage(violations: readonly FieldViolation[]): string {
  return `INVALID_ARGUMENT: ${violations.map((v) => `"${v.field}" ${v.description}`).join(', ')}`;
}

export function validationError(
  violations: readonly FieldViolation[],
  fieldMap: FieldMap = {},
  meta: { status?: number; requestId?: string } = {},
): ValidationError {
  const mapped = violations
    .map((v) => ({ ...v, field: mapFieldName(v.field, fieldMap) }))
    .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
  return new ValidationError(validationMessage(mapped), {
    code: 'INVALID_ARGUMENT',
    details: { validationError: { fieldViolations: mapped } },
    ...meta,
  });
}

export interface SystemErrorInput {
  status?: number;
  statusText?: string;
  requestId?: string;
  cause?: unknown;
}

/** `System error occurred`, plus `, request-id: {id}` when the request id is known. */
export function systemError({ status, statusText: text, requestId, cause }: SystemErrorInput): SystemError {
  const description = status === undefined ? 'Network Error' : statusText(status, text);
  const code = toUpperSnake(description);
  const message = requestId ? `${SYSTEM_ERROR_MESSAGE}, request-id: ${requestId}` : SYSTEM_ERROR_MESSAGE;
  return new SystemError(message, {
    code,
    details: { applicationError: { description, code, data: {} } },
    status,
    requestId,
    cause,
  });
}

export interface ErrorResponse {
  status: number;
  statusText?: string;
  /** The parsed JSON body; `undefined` when the body was not JSON. */
  body: unknown;
  requestId?: string;
  fieldMap?: FieldMap;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isViolation = (value: unknown): value is FieldViolation =>
  isRecord(value) && typeof value.field === 'string';

/** Turns a non-200 answer into the error of spec section 8. */
export function errorFromResponse(response: ErrorResponse): AtelierError {
  const { status, body, requestId, fieldMap } = response;
  if (status < 400 || status >= 500 || !isRecord(body)) {
    return systemError({ status, statusText: response.statusText, requestId });
  }
  const meta = { status, ...(requestId ? { requestId } : {}) };
  const serverMessage = typeof body.message === 'string' ? body.message : '';
  const details = isRecord(body.details) ? body.details : {};

  const validation = details.validationError;
  if (isRecord(validation) && Array.isArray(validation.fieldViolations)) {
    const violations = validation.fieldViolations.filter(isViolation).map((v) => ({
      ...v,
      description: typeof v.description === 'string' ? v.description : '',
    }));
    return validationError(violations, fieldMap, meta);
  }

  const application = details.applicationError;
  if (isRecord(application)) {
    const description = typeof application.description === 'string' ? application.description : '';
    const code =
      typeof application.code === 'string' && application.code
        ? application.code
        : toUpperSnake(statusText(status, response.statusText));
    const message = !serverMessage
      ? description || statusText(status, response.statusText)
      : description && description !== serverMessage
        ? `${serverMessage}: ${description}`
        : serverMessage;
    const data = isRecord(application.data) ? application.data : {};
    return new ApplicationError(message, {
      code,
      details: { applicationError: { description, code, data } },
      ...meta,
    });
  }

  const text = statusText(status, response.statusText);
  const code = toUpperSnake(text);
  const message = serverMessage || text;
  return new ApplicationError(message, {
    code,
    details: { applicationError: { description: message, code, data: {} } },
    ...meta,
  });
}

/**
 * Server codes a client acts on beyond showing the sentence (`applicationError.description`). create-order
 * answers 409 with either when what it would place differs from what the buyer was shown; nothing is placed,
 * the checkout (read again) shows the new totals, and placing the order again (with a new Idempotency-Key)
 * places it at them once the buyer has seen them.
 */
export const CHECKOUT_TOTAL_CHANGED = 'CHECKOUT_TOTAL_CHANGED';
export const GIFT_CARD_BALANCE_CHANGED = 'GIFT_CARD_BALANCE_CHANGED';
/** 429 of the gift card balance check and of a checkout given a gift card code, past the limit of tries. */
export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

export interface ShownAmount {
  amount: string;
  formattedAmount: string;
}

/** The `data` of CHECKOUT_TOTAL_CHANGED: why, and the totals the buyer saw and those the order would have. */
export interface CheckoutTotalChange {
  checkoutId: string;
  /** COUPON_USED_UP, COUPON_EXPIRED, COUPON_LIMIT_PER_BUYER ..., GIFT_CARD_USED_UP, GIFT_CARD_DISABLED ..., PRICES_CHANGED. */
  reason: string;
  /** The reason in the shopper's words. */
  reasonDescription: string;
  currency: string;
  reviewedTotal: ShownAmount;
  total: ShownAmount;
  reviewedGiftCard: ShownAmount;
  giftCard: ShownAmount;
}

const isAmount = (v: unknown): v is ShownAmount =>
  typeof (v as ShownAmount | undefined)?.amount === 'string' &&
  typeof (v as ShownAmount | undefined)?.formattedAmount === 'string';

/** The change a CHECKOUT_TOTAL_CHANGED error carries, or undefined for any other error (or a malformed one). */
export function checkoutTotalChangeOf(error: unknown): CheckoutTotalChange | undefined {
  if (!(error instanceof ApplicationError) || error.code !== CHECKOUT_TOTAL_CHANGED) return undefined;
  const data = error.details.applicationError?.data as Partial<CheckoutTotalChange> | undefined;
  if (!data || typeof data.reason !== 'string' || !isAmount(data.total) || !isAmount(data.reviewedTotal))
    return undefined;
  return data as CheckoutTotalChange;
}
