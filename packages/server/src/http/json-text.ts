/**
 * A reply body that is already JSON, sent as it is instead of being serialised again: pieces of
 * JSON text, as strings or as UTF-8 bytes, in order. `T` is the value the JSON encodes, so a route's
 * handler is still checked against its response schema.
 */
export class JsonText<T> {
  declare readonly encodes: T;
  readonly parts: readonly (string | Uint8Array)[];
  constructor(...parts: (string | Uint8Array)[]) {
    this.parts = parts;
  }

  /** The JSON as one buffer: adjacent strings are encoded together, bytes are copied once. */
  bytes(): Buffer {
    const chunks: Uint8Array[] = [];
    let text = '';
    for (const part of this.parts) {
      if (typeof part === 'string') {
        text += part;
        continue;
      }
      if (text) chunks.push(Buffer.from(text));
      text = '';
      chunks.push(part);
    }
    if (chunks.length === 0) return Buffer.from(text);
    if (text) chunks.push(Buffer.from(text));
    return Buffer.concat(chunks);
  }
}
