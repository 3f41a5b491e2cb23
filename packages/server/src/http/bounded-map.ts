/**
 * A Map that holds at most `capacity` entries, forgetting the least recently used one first
 * (and telling `onEvict`, for entries that hold something to release).
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(
    private readonly capacity: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: move the entry to the newest end.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const [oldest, evicted] = this.entries.entries().next().value as [K, V];
      this.entries.delete(oldest);
      this.onEvict?.(oldest, evicted);
    }
  }

  delete(key: K): V | undefined {
    const value = this.entries.get(key);
    this.entries.delete(key);
    return value;
  }
}
