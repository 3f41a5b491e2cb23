/** What a buffer between statements may keep; a larger answer's buffer is let go after it. */
const KEPT_BYTES = 1024 * 1024;
const FIRST_BYTES = 64 * 1024;

/**
 * Collects one statement's answer from the embedded database, which hands it over in pieces (a
 * view of its memory per flush of its 8 KB send buffer, reused for the next piece). The pieces go
 * into one buffer kept from statement to statement, instead of a fresh buffer per piece and one
 * more to join them: a page of listings was ten allocations of 8 KB and one of 70 KB, which the
 * garbage collector then chased ("external memory pressure").
 */
export class AnswerBuffer {
  private buffer = Buffer.allocUnsafe(FIRST_BYTES);
  private length = 0;

  begin(): void {
    if (this.buffer.length > KEPT_BYTES) this.buffer = Buffer.allocUnsafe(FIRST_BYTES);
    this.length = 0;
  }

  append(piece: Uint8Array): void {
    const needed = this.length + piece.length;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.buffer.set(piece, this.length);
    this.length = needed;
  }

  /**
   * The answer. Read at once (decoded into strings before the next statement), it is a view of the
   * kept buffer; `owned` gives a copy of its own, for values sent on as bytes after other statements ran.
   */
  end(owned: boolean): Buffer {
    const view = this.buffer.subarray(0, this.length);
    if (!owned) return view;
    const copy = Buffer.allocUnsafe(this.length);
    view.copy(copy);
    return copy;
  }
}
