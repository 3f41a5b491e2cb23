import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { onFirstUseCompilers } from './schema-compilers';

function appWith(routes: { url: string; body: object; answer?: object }[]) {
  const compilers = onFirstUseCompilers();
  const app = Fastify({ schemaController: { compilersFactory: compilers.compilersFactory } });
  for (const { url, body, answer } of routes) {
    app.post(
      url,
      { schema: { body, ...(answer ? { response: { 200: answer } } : {}) } },
      async (request) => ({
        ...(request.body as object),
        secret: 'not in the answer schema',
      }),
    );
  }
  return { app, compileAll: compilers.compileAll };
}

const named = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 2 } },
  additionalProperties: false,
};

describe('route schemas compiled on first use', () => {
  it('validates and serialises as Fastify does: errors for a bad body, only the schema’s keys in the answer', async () => {
    const { app } = appWith([{ url: '/named', body: named, answer: named }]);
    const bad = await app.inject({ method: 'POST', url: '/named', payload: { name: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('body/name must NOT have fewer than 2 characters');
    const missing = await app.inject({ method: 'POST', url: '/named', payload: {} });
    expect(missing.json().message).toBe("body must have required property 'name'");
    const good = await app.inject({ method: 'POST', url: '/named', payload: { name: 'Vase' } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ name: 'Vase' });
    await app.close();
  });

  it('starts with a schema that cannot compile, and compileAll names it', async () => {
    const { app, compileAll } = appWith([
      { url: '/fine', body: named },
      { url: '/broken', body: { type: 'object', properties: { n: { type: 'no-such-type' } } } },
    ]);
    await app.ready();
    const fine = await app.inject({ method: 'POST', url: '/fine', payload: { name: 'Jug' } });
    expect(fine.statusCode).toBe(200);
    expect(() => compileAll()).toThrow(/no-such-type|type must be equal/);
    await app.close();
  });
});
