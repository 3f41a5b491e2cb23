import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, statusCode, ValidationError, type FieldViolation, type ViolatedRule } from './errors';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const RULE_BY_KEYWORD: Record<string, ViolatedRule> = {
  required: 'REQUIRED_FIELD',
  additionalProperties: 'FIELD_NOT_ALLOWED',
  unevaluatedProperties: 'FIELD_NOT_ALLOWED',
  maxLength: 'MAX_LENGTH',
  minLength: 'MIN_LENGTH',
  maximum: 'MAX',
  exclusiveMaximum: 'MAX',
  minimum: 'MIN',
  exclusiveMinimum: 'MIN',
  maxItems: 'MAX_SIZE',
  minItems: 'MIN_SIZE',
  maxProperties: 'MAX_SIZE',
  minProperties: 'MIN_SIZE',
  format: 'FORMAT',
  pattern: 'FORMAT',
  enum: 'INVALID_ENUM_VALUE',
  const: 'INVALID_ENUM_VALUE',
  oneOf: 'ONE_OF_ALIGNMENT',
  anyOf: 'ONE_OF_ALIGNMENT',
  type: 'VALIDATION',
};

/** "/product/name" -> "product.name"; "/items/0/qty" -> "items[0].qty". */
function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function joinField(base: string, child: unknown): string {
  const name = typeof child === 'string' ? child : '';
  return base ? `${base}.${name}` : name;
}

function describe(issue: AjvIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'is not allowed here';
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'minLength':
      return `must be at least ${String(p.limit)} characters`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    case 'minItems':
      return `must have at least ${String(p.limit)} items`;
    case 'enum':
      return `must be one of: ${Array.isArray(p.allowedValues) ? p.allowedValues.join(', ') : ''}`;
    case 'format':
      return p.format === 'email' ? 'must be a valid email address' : `must be a valid ${String(p.format)}`;
    case 'type':
      return `must be ${String(p.type)}`;
    default:
      return issue.message ?? 'is invalid';
  }
}

/**
 * A union of literals fails as one `const` issue per branch plus an `anyOf`: fold them into the
 * single `enum` issue a person would expect ("must be one of: a, b").
 */
function foldLiteralUnions(issues: AjvIssue[]): AjvIssue[] {
  const unionPaths = new Set(
    issues.filter((i) => i.keyword === 'anyOf' || i.keyword === 'oneOf').map((i) => i.instancePath),
  );
  const folded: AjvIssue[] = [];
  for (const path of unionPaths) {
    const atPath = issues.filter(
      (i) => i.instancePath === path && i.keyword !== 'anyOf' && i.keyword !== 'oneOf',
    );
    if (atPath.length > 0 && atPath.every((i) => i.keyword === 'const')) {
      folded.push({
        keyword: 'enum',
        instancePath: path,
        params: { allowedValues: atPath.map((i) => i.params.allowedValue) },
      });
    }
  }
  const foldedPaths = new Set(folded.map((i) => i.instancePath));
  return [...issues.filter((i) => !foldedPaths.has(i.instancePath)), ...folded];
}

/** Ajv issues -> spec field violations. The context (body, querystring, params) is not part of the name. */
export function violationsFromAjv(ajvIssues: AjvIssue[]): FieldViolation[] {
  const seen = new Set<string>();
  const violations: FieldViolation[] = [];
  for (const issue of foldLiteralUnions(ajvIssues)) {
    const base = pointerToField(issue.instancePath);
    const field =
      issue.keyword === 'required'
        ? joinField(base, issue.params.missingProperty)
        : issue.keyword === 'additionalProperties'
          ? joinField(base, issue.params.additionalProperty)
          : issue.keyword === 'unevaluatedProperties'
            ? joinField(base, issue.params.unevaluatedProperty)
            : base;
    const violatedRule = RULE_BY_KEYWORD[issue.keyword] ?? 'OTHER';
    const key = `${field}\u0000${violatedRule}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const data: Record<string, unknown> = {};
    if (issue.keyword === 'format' && issue.params.format === 'email') data.type = 'EMAIL';
    if (typeof issue.params.limit === 'number') data.limit = issue.params.limit;
    violations.push({
      field: field || '$',
      description: describe(issue),
      violatedRule,
      ...(Object.keys(data).length ? { data } : {}),
    });
  }
  return violations;
}

/** Maps Fastify's own error codes to a status and our application code. */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty but its content type is application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is larger than this call accepts',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as JSON (Content-Type: application/json)',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_URL', message: 'The request URL is malformed' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'A path parameter is too long' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the body',
  },
};

/**
 * PostgreSQL's answers to transactions that crossed another writer's (a deadlock, a serialization
 * failure): nothing was written, and the same request tried again succeeds.
 */
const CROSSED_WRITES = new Set(['40P01', '40001']);

/** Whether the error, or an error it wraps (Drizzle wraps the driver's), is one of those. */
function crossedWrites(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if (CROSSED_WRITES.has(String((e as { code?: unknown }).code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The body of a 500: a request id and nothing of the internals. */
export function systemErrorBody(requestId: string) {
  return new AppError(500, 'INTERNAL', 'System error occurred', 'System error occurred', {
    requestId,
  }).toBody();
}

export function toErrorResponse(
  error: FastifyError | Error,
  requestId: string,
): { status: number; body: object; unexpected: boolean } {
  if (error instanceof ValidationError) return { status: 400, body: error.toBody(), unexpected: false };
  if (error instanceof AppError) return { status: error.status, body: error.toBody(), unexpected: false };

  const fastifyError = error as FastifyError & { validation?: AjvIssue[] };
  if (Array.isArray(fastifyError.validation)) {
    return {
      status: 400,
      body: new ValidationError(violationsFromAjv(fastifyError.validation)).toBody(),
      unexpected: false,
    };
  }
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) {
    return {
      status: known.status,
      body: new AppError(known.status, known.code, known.message).toBody(),
      unexpected: false,
    };
  }
  // JSON parse failures raised by the body parser itself.
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    const { status, code, message } = FASTIFY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!;
    return { status, body: new AppError(status, code, message).toBody(), unexpected: false };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      body: new AppError(status, statusCode(status), statusText(status)).toBody(),
      unexpected: false,
    };
  }
  if (crossedWrites(error)) {
    const busy = new AppError(
      503,
      'WRITE_CONFLICT',
      'Another change to the same items was saved at the same moment: try again',
    );
    return { status: 503, body: busy.toBody(), unexpected: false };
  }
  return { status: 500, body: systemErrorBody(requestId), unexpected: true };
}

function statusText(status: number): string {
  const code = statusCode(status);
  return code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');
}

/** Errors Fastify raises while routing, before any route's error handler can see them. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toErrorResponse(error, String(request.id));
  void reply.code(status).header('x-wix-request-id', request.id).send(body);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, unexpected } = toErrorResponse(error, request.id);
    if (unexpected) request.log.error({ err: error }, 'unexpected error');
    else if (status >= 500) request.log.warn({ err: error }, 'request failed');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        new AppError(
          404,
          'NOT_FOUND',
          `No route ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`,
        ).toBody(),
      ),
  );
}
