/**
 * Text known to be ASCII, such as a stored shopper document (written as ASCII JSON, see
 * ascii-json.ts). It goes into a reply one byte per character, without the scan that finds the
 * UTF-8 length of other text: for a page of listings read as text (from PostgreSQL), that scan and
 * joining the page into one string before encoding it were a tenth of the request.
 */
export class AsciiText {
  constructor(readonly text: string) {}
}

/** A piece of a JSON reply: text, ASCII text, or UTF-8 bytes. */
export type JsonPart = string | AsciiText | Uint8Array;

const byteLength = (part: JsonPart) =>
  typeof part === 'string'
    ? Buffer.byteLength(part)
    : part instanceof AsciiText
      ? part.text.length
      : part.length;

/**
 * A reply body that is already JSON, sent as it is instead of being serialised again: pieces of
 * JSON text, as strings, ASCII text or UTF-8 bytes, in order. `T` is the value the JSON encodes, so
 * a route's handler is still checked against its response schema.
 */
export class JsonText<T> {
  declare readonly encodes: T;
  readonly parts: readonly JsonPart[];
  constructor(...parts: JsonPart[]) {
    this.parts = parts;
  }

  /** The JSON as one buffer, each piece written into it once. */
  bytes(): Buffer {
    const { parts } = this;
    let size = 0;
    for (const part of parts) size += byteLength(part);
    const body = Buffer.allocUnsafe(size);
    let at = 0;
    for (const part of parts) {
      if (typeof part === 'string') at += body.write(part, at, 'utf8');
      else if (part instanceof AsciiText) at += body.write(part.text, at, 'latin1');
      else {
        body.set(part, at);
        at += part.length;
      }
    }
    return body;
  }
}
