import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors';

/**
 * The path of the first number in a value that is not finite ("price", "items.2.quantity"), if any.
 * Schema validation coerces the text "Infinity" (or "1e400") to a number and then skips its
 * minimum and maximum, which it only checks on finite numbers (Ajv 8): such a value must stop here.
 * A loop with its own stack, not recursion, so no depth of input can exhaust the call stack.
 */
export function nonFiniteNumberPath(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: next, path } = stack.pop()!;
    if (typeof next === 'number') {
      if (!Number.isFinite(next)) return path;
      continue;
    }
    // Uploaded bytes are bytes, not numbers to check one by one.
    if (next === null || typeof next !== 'object' || ArrayBuffer.isView(next)) continue;
    // Pushed last to first, so the first number found is the first in the value's order.
    const entries = Object.entries(next);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return undefined;
}

/** Rejects, after validation, any request whose params, query or body carry a non-finite number. */
export function installFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nonFiniteNumberPath(part);
      if (field !== undefined) throw invalidField(field, 'FORMAT', 'must be a finite number');
    }
  });
}
