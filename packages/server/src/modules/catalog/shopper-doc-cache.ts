import type { StoredJson } from './shopper-docs';

/** A product's stored shopper documents, as the row version they were read from wrote them. */
interface Entry {
  version: string;
  doc: Buffer;
  variants: Buffer | undefined;
  bytes: number;
}

/** What an entry costs beside its documents' bytes (the key, the record, the Map's slot). */
const ENTRY_OVERHEAD = 160;

const owned = (json: StoredJson) =>
  typeof json === 'string' ? Buffer.from(json, 'latin1') : Buffer.from(json);

/**
 * The shopper documents of products recently listed, each kept with the row version (PostgreSQL's
 * xmin) it was read at, in at most `maxBytes`, the least recently used going first.
 *
 * It caches entities, never results: every listing still asks the database which products, in which
 * order and how many, and the database answers each product's current row version with them. A
 * document is served from here only when it was read at that very version; any change to the row
 * (a write through the services, a migration, an operator's UPDATE) gives it a new version. So what
 * is served is what the database would have sent in the same statement, without shipping every
 * document's bytes out of it on every request (the most of a listing's cost on both databases).
 *
 * One cache serves one database: versions are only unique within one.
 */
export class ShopperDocCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Lookups answered from here, and lookups that were not (for operators and tests). */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** The documents read at `version`, if kept (and the variants too when `withVariants`). */
  get(id: string, version: string, withVariants: boolean): { doc: Buffer; variants?: Buffer } | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version || (withVariants && !entry.variants)) {
      this.lookups.misses++;
      return undefined;
    }
    this.lookups.hits++;
    // Map keeps insertion order: move the entry to the newest end.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return withVariants ? { doc: entry.doc, variants: entry.variants } : { doc: entry.doc };
  }

  /** Keeps documents read at `version`; variants already kept for that version stay. */
  set(id: string, version: string, doc: StoredJson, variants?: StoredJson): void {
    const known = this.entries.get(id);
    const keptVariants = known?.version === version ? known.variants : undefined;
    const entry: Entry = {
      version,
      doc: owned(doc),
      variants: variants === undefined ? keptVariants : owned(variants),
      bytes: 0,
    };
    entry.bytes =
      ENTRY_OVERHEAD + id.length + version.length + entry.doc.length + (entry.variants?.length ?? 0);
    if (entry.bytes > this.maxBytes) {
      this.delete(id);
      return;
    }
    this.delete(id);
    this.entries.set(id, entry);
    this.bytes += entry.bytes;
    for (const [oldest, evicted] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= evicted.bytes;
    }
  }

  private delete(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }
}
