/**
 * The one error catalogue of the server (spec section 8, DESIGN.md section 4).
 * Services throw these; `errorHandler` in http/error-handler.ts turns them into the wire envelope.
 */

/** Reason types a field violation may carry (spec section 5). */
export const VIOLATED_RULES = [
  'VALIDATION',
  'OTHER',
  'MAX',
  'MIN',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_SIZE',
  'MIN_SIZE',
  'FORMAT',
  'DECIMAL_LTE',
  'DECIMAL_GTE',
  'DECIMAL_LT',
  'DECIMAL_GT',
  'DECIMAL_MAX_SCALE',
  'INVALID_ENUM_VALUE',
  'REQUIRED_FIELD',
  'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT',
] as const;
export type ViolatedRule = (typeof VIOLATED_RULES)[number];

export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: ViolatedRule;
  data?: Record<string, unknown>;
}

export interface ApplicationErrorBody {
  message: string;
  details: { applicationError: { description: string; code: string; data: Record<string, unknown> } };
}

export interface ValidationErrorBody {
  message: string;
  details: { validationError: { fieldViolations: FieldViolation[] } };
}

export type ErrorBody = ApplicationErrorBody | ValidationErrorBody;

/** An expected business failure: a stable code the storefront can switch on, and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly description: string = message,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApplicationErrorBody {
    return {
      message: this.message,
      details: { applicationError: { description: this.description, code: this.code, data: this.data } },
    };
  }
}

/** One or more fields of the request broke a rule. Always HTTP 400. */
export class ValidationError extends Error {
  readonly violations: FieldViolation[];

  constructor(violations: FieldViolation[]) {
    const sorted = sortViolations(violations);
    super(validationMessage(sorted));
    this.name = 'ValidationError';
    this.violations = sorted;
  }

  toBody(): ValidationErrorBody {
    return { message: this.message, details: { validationError: { fieldViolations: this.violations } } };
  }
}

export function sortViolations(violations: FieldViolation[]): FieldViolation[] {
  return [...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}

/** `INVALID_ARGUMENT: ` then each violated field and its description, sorted by field name. */
export function validationMessage(violations: FieldViolation[]): string {
  return `INVALID_ARGUMENT: ${sortViolations(violations)
    .map((v) => `"${v.field}" ${v.description}`)
    .join(', ')}`;
}

/** Shorthand for a single-field violation. */
export function invalidField(
  field: string,
  violatedRule: ViolatedRule,
  description: string,
  data?: Record<string, unknown>,
): ValidationError {
  return new ValidationError([{ field, violatedRule, description, ...(data ? { data } : {}) }]);
}

/** Upper snake case of an HTTP status text: "Not Found" -> NOT_FOUND. */
export function statusCode(status: number): string {
  return (STATUS_TEXT[status] ?? 'Unknown Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const notFound = (what: string, id?: string) =>
  new AppError(404, 'NOT_FOUND', id === undefined ? `${what} not found` : `${what} ${id} not found`);

export const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'This call needs an access token in the Authorization header');

export const forbidden = () =>
  new AppError(403, 'PERMISSION_DENIED', 'The caller is not allowed to perform this call');
