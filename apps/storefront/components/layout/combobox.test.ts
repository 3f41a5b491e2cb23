import { describe, expect, it } from 'vitest';
import { moveActive } from './combobox';

describe('moveActive', () => {
  it('moves down through the options and back to the field', () => {
    expect([0, 1, 2, -1].map((_, i, all) => moveActive(i === 0 ? -1 : all[i - 1]!, 1, 3))).toEqual([
      0, 1, 2, -1,
    ]);
  });

  it('moves up from the field to the last option, and on to the first and the field', () => {
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, -1, 3)).toBe(1);
    expect(moveActive(0, -1, 3)).toBe(-1);
  });

  it('stays on the field when there is nothing to choose', () => {
    expect(moveActive(-1, 1, 0)).toBe(-1);
    expect(moveActive(-1, -1, 0)).toBe(-1);
  });
});
