/**
 * The product revisions a page of several products' rows last knew (the stock page), moved on by the page's own
 * writes only: a write that answers the revision after the one known had no other write between, so the next
 * write of that product names it; any other answer means someone else wrote the product, and the page keeps
 * the old one, so its next checked write is refused with who changed what.
 */
export class KnownRevisions {
  readonly #known = new Map<string, number>();

  constructor(rows: readonly { productId: string; revision?: number | undefined }[]) {
    for (const r of rows) if (r.revision !== undefined) this.#known.set(r.productId, r.revision);
  }

  get(productId: string): number | undefined {
    return this.#known.get(productId);
  }

  /** After a write of the product that answered `revision`. */
  wrote(productId: string, revision: number): void {
    const known = this.#known.get(productId);
    if (known !== undefined && revision === known + 1) this.#known.set(productId, revision);
  }
}
