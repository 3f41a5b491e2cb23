import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { closedBody, openQuerystring } from './unknown-keys';

describe('closedBody', () => {
  it('closes every object with named properties, at any depth, in arrays and unions too', () => {
    const body = Type.Object({
      product: Type.Object({ name: Type.String(), tags: Type.Array(Type.Object({ v: Type.String() })) }),
      either: Type.Union([Type.Object({ a: Type.Number() }), Type.Null()]),
    });
    const closed = closedBody(body) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(closed.additionalProperties).toBe(false);
    expect(closed.properties.product.additionalProperties).toBe(false);
    expect(closed.properties.product.properties.tags.items.additionalProperties).toBe(false);
    expect(closed.properties.either.anyOf[0].additionalProperties).toBe(false);
    // The schema it was given is left as it was.
    expect((body as { additionalProperties?: unknown }).additionalProperties).toBeUndefined();
  });

  it('leaves objects open on purpose open, values of any shape unchecked, and literal data as it is', () => {
    const body = Type.Object({
      profile: Type.Unsafe({ type: 'object', additionalProperties: true }),
      token: Type.Object({ code: Type.String() }, { additionalProperties: true }),
      filter: Type.Unknown(),
      kind: Type.Literal('a'),
      options: Type.Record(Type.String(), Type.String()),
    });
    const closed = closedBody(body) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(closed.properties.profile.additionalProperties).toBe(true);
    expect(closed.properties.token.additionalProperties).toBe(true);
    expect(closed.properties.filter).toEqual({});
    expect(closed.properties.kind.const).toBe('a');
    expect(closed.properties.options.additionalProperties).toBeUndefined();
  });
});

describe('openQuerystring', () => {
  it('drops additionalProperties: false and leaves everything else', () => {
    const query = Type.Object({ fieldsets: Type.Optional(Type.String()) }, { additionalProperties: false });
    expect(openQuerystring(query)).toEqual({
      type: 'object',
      properties: { fieldsets: { type: 'string' } },
    });
    const open = Type.Object({ id: Type.Optional(Type.String()) });
    expect(openQuerystring(open)).toBe(open);
  });
});
