import { describe, expect, it } from 'vitest';
import { ShopperDocCache } from './shopper-doc-cache';

const text = (b: Buffer | undefined) => b?.toString('latin1');

describe('ShopperDocCache', () => {
  it('answers documents only for the row version they were read at', () => {
    const cache = new ShopperDocCache(1 << 20);
    cache.set('p1', '100', '{"name":"Vase"}');
    expect(text(cache.get('p1', '100', false)?.doc)).toBe('{"name":"Vase"}');
    expect(cache.get('p1', '101', false)).toBeUndefined();
    expect(cache.get('p2', '100', false)).toBeUndefined();
  });

  it('keeps bytes and strings alike, as its own copy', () => {
    const cache = new ShopperDocCache(1 << 20);
    const read = Buffer.from('{"name":"Lamp"}');
    cache.set('p1', '7', read);
    read.fill(0x20);
    expect(text(cache.get('p1', '7', false)?.doc)).toBe('{"name":"Lamp"}');
  });

  it('answers variants only when it holds them for that version', () => {
    const cache = new ShopperDocCache(1 << 20);
    cache.set('p1', '5', '{"a":1}');
    expect(cache.get('p1', '5', true)).toBeUndefined();
    cache.set('p1', '5', '{"a":1}', '[{"id":"v"}]');
    expect(text(cache.get('p1', '5', true)?.variants)).toBe('[{"id":"v"}]');
    // A later read of the same version without variants keeps them...
    cache.set('p1', '5', '{"a":1}');
    expect(text(cache.get('p1', '5', true)?.variants)).toBe('[{"id":"v"}]');
    // ...a new version does not.
    cache.set('p1', '6', '{"a":2}');
    expect(cache.get('p1', '6', true)).toBeUndefined();
    expect(cache.get('p1', '6', false)?.variants).toBeUndefined();
  });

  it('stays within its bytes, forgetting the least recently used first', () => {
    const doc = 'x'.repeat(1000);
    const cache = new ShopperDocCache(3 * 1200);
    cache.set('a', '1', doc);
    cache.set('b', '1', doc);
    cache.set('c', '1', doc);
    expect(cache.size).toBe(3);
    cache.get('a', '1', false); // a is now the most recently used
    cache.set('d', '1', doc);
    expect(cache.get('b', '1', false)).toBeUndefined();
    expect(cache.get('a', '1', false)).toBeDefined();
    expect(cache.get('c', '1', false)).toBeDefined();
    expect(cache.get('d', '1', false)).toBeDefined();
    expect(cache.usedBytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('passes over an entry read once only once, then forgets it in its turn', () => {
    const doc = 'x'.repeat(1000);
    const cache = new ShopperDocCache(3 * 1200);
    for (const id of ['a', 'b', 'c']) cache.set(id, '1', doc);
    cache.get('a', '1', false);
    cache.set('d', '1', doc); // b goes; a is passed over
    cache.set('e', '1', doc); // c goes
    cache.set('f', '1', doc); // a, unread since it was passed over, goes
    expect(cache.get('a', '1', false)).toBeUndefined();
    expect(['d', 'e', 'f'].every((id) => cache.get(id, '1', false))).toBe(true);
    expect(cache.size).toBe(3);
  });

  it('never forgets the entry it is keeping to make room for it', () => {
    const cache = new ShopperDocCache(1300);
    cache.set('a', '1', 'x'.repeat(1000));
    cache.get('a', '1', false);
    cache.set('b', '1', 'y'.repeat(1000));
    expect(cache.get('a', '1', false)).toBeUndefined();
    expect(cache.get('b', '1', false)?.doc.toString()).toBe('y'.repeat(1000));
    expect(cache.usedBytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('counts a replaced entry once', () => {
    const cache = new ShopperDocCache(1 << 20);
    cache.set('a', '1', 'x'.repeat(500));
    const once = cache.usedBytes;
    cache.set('a', '2', 'x'.repeat(500));
    expect(cache.usedBytes).toBe(once);
    expect(cache.size).toBe(1);
  });

  it('does not keep a document larger than all of it, nor an older version of it', () => {
    const cache = new ShopperDocCache(2000);
    cache.set('a', '1', 'small');
    cache.set('a', '2', 'x'.repeat(5000));
    expect(cache.size).toBe(0);
    expect(cache.usedBytes).toBe(0);
    expect(cache.get('a', '1', false)).toBeUndefined();
  });
});
