import type { StoredJson } from './shopper-docs';

/** A product's stored shopper documents, as the row version they were read from wrote them. */
interface Entry {
  version: string;
  doc: Buffer;
  variants: Buffer | undefined;
  bytes: number;
  /** Read since the eviction scan last passed it: it is passed over once more (second chance). */
  used: boolean;
}

/** Documents kept for one product; `variants` when they were read at that version. */
export type KeptDocs = Pick<Entry, 'doc' | 'variants'>;

/** What an entry costs beside its documents' bytes (the key, the record, the Map's slot). */
const ENTRY_OVERHEAD = 160;

const owned = (json: StoredJson) =>
  typeof json === 'string' ? Buffer.from(json, 'latin1') : Buffer.from(json);

/**
 * The shopper documents of products recently listed, each kept with the row version (the product's
 * `doc_version`, which the database renews on every write of the row) it was read at, in at most
 * `maxBytes`. When full, it forgets in the order entries came in, but passes over once each entry
 * read since the scan last passed it (second chance: close to least recently used, while a hit costs
 * a flag, not a reordering of the map, which grew and rehashed it on every listing).
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

  /**
   * @param stockWritesInProcess the database's stock rows are written by this process only (PGlite):
   *   listings key documents by this process's marks of its stock writes (stock/marks.ts) instead of
   *   asking the database for each product's stock row version.
   */
  constructor(
    readonly maxBytes: number,
    readonly stockWritesInProcess = false,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** The documents read at `version`, if kept (with their variants, if `withVariants`). */
  get(id: string, version: string, withVariants: boolean): KeptDocs | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version || (withVariants && !entry.variants)) {
      this.lookups.misses++;
      return undefined;
    }
    this.lookups.hits++;
    entry.used = true;
    return entry;
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
      used: false,
    };
    entry.bytes =
      ENTRY_OVERHEAD + id.length + version.length + entry.doc.length + (entry.variants?.length ?? 0);
    this.delete(id);
    if (entry.bytes > this.maxBytes) return;
    // Each entry is passed over at most once, so the scan ends; the new entry is not yet in it.
    for (const [oldest, kept] of this.entries) {
      if (this.bytes + entry.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      if (kept.used) {
        kept.used = false;
        this.entries.set(oldest, kept);
      } else {
        this.bytes -= kept.bytes;
      }
    }
    this.entries.set(id, entry);
    this.bytes += entry.bytes;
  }

  private delete(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }
}
