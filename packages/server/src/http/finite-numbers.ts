import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors';

/**
 * The path of the first number in a value that is not finite ("price", "items.2.quantity"), if any.
 * Schema validation coerces the text "Infinity" (or "1e400") to a number and then skips its
 * minimum and maximum, which it only checks on finite numbers (Ajv 8): such a value must stop here.
 */
export function nonFiniteNumberPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  // Uploaded bytes are bytes, not numbers to check one by one.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteNumberPath(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
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
