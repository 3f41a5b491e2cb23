import { describe, expect, it } from 'vitest';
import { KnownRevisions } from './known-revisions';

describe('known product revisions', () => {
  it('move on with the page’s own writes and stay behind when someone else wrote between', () => {
    const known = new KnownRevisions([
      { productId: 'a', revision: 3 },
      { productId: 'a', revision: 3 },
      { productId: 'b', revision: 7 },
      { productId: 'c' },
    ]);
    known.wrote('a', 4);
    expect(known.get('a')).toBe(4);
    known.wrote('b', 9);
    expect(known.get('b')).toBe(7);
    known.wrote('c', 2);
    expect(known.get('c')).toBeUndefined();
  });
});
