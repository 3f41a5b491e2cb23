import { Type } from 'typebox';

/** Text without NUL or lone surrogates, which PostgreSQL cannot store: every free-text field of a request. */
export const StorableText = (options: { minLength?: number; maxLength?: number; pattern?: string } = {}) =>
  Type.String({ pattern: '^[^\\u0000\\uD800-\\uDFFF]*$', ...options });

/** A money amount in a request: a JSON number or a decimal string. */
export const Amount = Type.Union([Type.Number(), StorableText({ maxLength: 32 })]);

/**
 * null, which clears an optional field. A `const`, not `type: 'null'`, and first in its union: the validator
 * coerces types, so a string or number branch before it would turn null into "" or 0, and a `type: 'null'`
 * branch would turn 0 into null.
 */
export const Null = Type.Unsafe<null>({ const: null });
