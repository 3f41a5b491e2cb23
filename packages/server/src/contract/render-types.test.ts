import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { renderWireTypes } from './render-types';

const Money = Type.Object({ amount: Type.String(), currency: Type.String() });

describe('renderWireTypes', () => {
  it('declares each named shape and refers to nested named shapes by name', () => {
    const Line = Type.Object({
      id: Type.String(),
      price: Money,
      quantity: Type.Integer(),
      note: Type.Optional(Type.String({ description: 'What the buyer wrote' })),
    });
    const text = renderWireTypes({ Money, Line }, '// header');
    expect(text).toContain('// header');
    expect(text).toContain('export interface Money {\n  amount: string;\n  currency: string;\n}');
    expect(text).toContain('  price: Money;');
    expect(text).toContain('  quantity: number;');
    expect(text).toContain('  /** What the buyer wrote */\n  note?: string;');
  });

  it('renders unions, literals, enums, records, arrays, null and unknown', () => {
    const Shape = Type.Object({
      state: Type.Union([Type.Literal('OPEN'), Type.Literal('CLOSED')]),
      tag: Type.Enum(['A', 'B']),
      choices: Type.Record(Type.String(), Type.String()),
      lines: Type.Array(Type.Union([Type.String(), Type.Number()])),
      parent: Type.Union([Money, Type.Null()]),
      data: Type.Unknown(),
      'x-key': Type.Boolean(),
    });
    const text = renderWireTypes({ Money, Shape }, '');
    expect(text).toContain(`state: 'OPEN' | 'CLOSED';`.replaceAll("'", '"'));
    expect(text).toContain('tag: "A" | "B";');
    expect(text).toContain('choices: Record<string, string>;');
    expect(text).toContain('lines: (string | number)[];');
    expect(text).toContain('parent: Money | null;');
    expect(text).toContain('data: unknown;');
    expect(text).toContain('"x-key": boolean;');
  });

  it('declares the constants before the shapes, with their descriptions', () => {
    const text = renderWireTypes({ Money }, '// header', {
      MAX_CART_LINES: { value: 300, description: 'Most lines one cart holds.' },
      CART_APP: { value: 'stores', description: 'The app' },
    });
    expect(text).toContain('/** Most lines one cart holds. */\nexport const MAX_CART_LINES = 300;');
    expect(text).toContain('export const CART_APP = "stores";');
    expect(text.indexOf('MAX_CART_LINES')).toBeLessThan(text.indexOf('interface Money'));
    expect(() => renderWireTypes({}, '', { 'not-a-name': { value: 1, description: '' } })).toThrow(
      /identifier/,
    );
  });

  it('refuses JSON Schema it cannot render rather than guessing', () => {
    const odd = Type.Object({ both: Type.Intersect([Money, Type.Object({ x: Type.String() })]) });
    expect(() => renderWireTypes({ odd }, '')).toThrow(/does not render/);
  });
});
