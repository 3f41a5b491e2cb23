import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its capacity, forgetting the least recently used entry', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });

  it('replaces a value without growing', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 2);
    expect(map.size).toBe(1);
    expect(map.get('a')).toBe(2);
  });

  it('tells what it forgets for room, and not what is deleted', () => {
    const evicted: [string, number][] = [];
    const map = new BoundedMap<string, number>(2, (key, value) => evicted.push([key, value]));
    map.set('a', 1);
    map.set('b', 2);
    expect(map.delete('b')).toBe(2);
    map.set('c', 3);
    expect(evicted).toEqual([]);
    map.set('d', 4);
    expect(evicted).toEqual([['a', 1]]);
    expect(map.get('a')).toBeUndefined();
  });
});
