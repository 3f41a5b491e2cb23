import { describe, expect, it } from 'vitest';
import { needsPickup } from './rules';

describe('needsPickup', () => {
  it('holds for Pay on pickup only', () => {
    expect(needsPickup('PAY_ON_PICKUP')).toBe(true);
    expect(needsPickup('BANK_TRANSFER')).toBe(false);
  });
});
