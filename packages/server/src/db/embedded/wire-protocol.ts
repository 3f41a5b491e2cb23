/**
 * The few PostgreSQL wire-protocol messages the embedded client speaks (protocol 3.0, text format):
 * one extended-query exchange as one buffer out, and the backend's answer read back from one buffer.
 * https://www.postgresql.org/docs/current/protocol-message-formats.html
 */
import { serialize } from 'pg-protocol';

/** A parameter as it travels: its text form, or null for SQL NULL. */
export type WireParam = string | null;

export interface ExtendedQuery {
  /** Prepared statements to deallocate first (names the client no longer keeps). */
  close: readonly string[];
  /** The statement's name; '' is the unnamed statement. */
  name: string;
  /** The statement text, when it must be parsed (first use of a name, or the unnamed statement). */
  parse?: string;
  params: readonly WireParam[];
}

const NUL = 0;

const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute();
const SYNC = serialize.sync();

/**
 * Close*, Parse?, Bind, Describe (portal), Execute, Sync: one round trip for one statement. Written
 * with pg-protocol's serializer, which was as fast as the hand-written writer it replaced or faster
 * (2026-11-25, 2 to 8 parameters: 0.7 to 1.8 against 1.0 to 3.1 µs at best; see bench/README.md).
 */
export function encodeExtendedQuery(query: ExtendedQuery): Buffer {
  const messages = query.close.map((name) => serialize.close({ type: 'S', name }));
  // No parameter types given: the server infers them.
  if (query.parse !== undefined) messages.push(serialize.parse({ name: query.name, text: query.parse }));
  // The unnamed portal; every parameter and result column in text format.
  messages.push(serialize.bind({ statement: query.name, values: query.params as WireParam[] }));
  messages.push(DESCRIBE_PORTAL, EXECUTE, SYNC);
  return Buffer.concat(messages);
}

export interface WireField {
  name: string;
  dataTypeID: number;
}

/** The fields of an ErrorResponse, by PostgreSQL's one-letter codes (S severity, C code, M message...). */
export type WireError = Record<string, string>;

/** A value as text, or as the bytes of its text (decodeResult's `raw`), null for SQL NULL. */
export type WireValue = string | Buffer | null;

export interface WireResult {
  fields: WireField[];
  rows: WireValue[][];
  /** The command tag's verb (SELECT, INSERT, ...), when the statement completed. */
  command?: string;
  /** The command tag's count (rows selected or touched), when it has one. */
  count?: number;
  parsed: boolean;
  closed: number;
  error?: WireError;
}

// Buffer's own UTF-8 decoding: the same strings as TextDecoder, two to three times faster on the
// long JSON documents listings read.
function cstringAt(buffer: Buffer, at: number): [string, number] {
  const end = buffer.indexOf(NUL, at);
  return [buffer.toString('utf8', at, end), end + 1];
}

function readFields(buffer: Buffer, at: number): WireField[] {
  const count = buffer.readInt16BE(at);
  let p = at + 2;
  const fields: WireField[] = [];
  for (let i = 0; i < count; i++) {
    const [name, next] = cstringAt(buffer, p);
    // table oid (4), column number (2), then the type oid (4); size, modifier and format follow (8)
    fields.push({ name, dataTypeID: buffer.readInt32BE(next + 6) });
    p = next + 18;
  }
  return fields;
}

function readRow(buffer: Buffer, at: number, raw: boolean): WireValue[] {
  const count = buffer.readInt16BE(at);
  let p = at + 2;
  const row: WireValue[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const length = buffer.readInt32BE(p);
    p += 4;
    if (length < 0) {
      row[i] = null;
    } else {
      row[i] = raw ? buffer.subarray(p, p + length) : buffer.toString('utf8', p, p + length);
      p += length;
    }
  }
  return row;
}

function readError(buffer: Buffer, at: number, end: number): WireError {
  const error: WireError = {};
  let p = at;
  while (p < end && buffer[p] !== NUL) {
    const code = String.fromCharCode(buffer[p]!);
    const [value, next] = cstringAt(buffer, p + 1);
    error[code] = value;
    p = next;
  }
  return error;
}

/**
 * Reads the backend's messages for one exchange; notices and status reports are skipped. With `raw`,
 * values are views of `buffer` (the bytes of their text) instead of strings.
 *
 * Hand-written, not pg-protocol's Parser: that one makes an object per message and a string of every
 * value (raw reads would have to encode them back to bytes), and was ten times slower on 2026-11-25
 * (bench/embedded-protocol.ts, 26 rows of the demo catalog, 70 to 100 KB: 20 to 31 µs here against
 * 243 to 336 µs per answer; a whole statement through the client 311 against 637 µs).
 */
export function decodeResult(buffer: Buffer, raw = false): WireResult {
  const result: WireResult = { fields: [], rows: [], parsed: false, closed: 0 };
  let at = 0;
  while (at + 5 <= buffer.length) {
    const type = buffer[at]!;
    const end = at + 1 + buffer.readInt32BE(at + 1);
    const body = at + 5;
    switch (type) {
      case 0x31: // '1' ParseComplete
        result.parsed = true;
        break;
      case 0x33: // '3' CloseComplete
        result.closed++;
        break;
      case 0x54: // 'T' RowDescription
        result.fields = readFields(buffer, body);
        break;
      case 0x44: // 'D' DataRow
        result.rows.push(readRow(buffer, body, raw));
        break;
      case 0x43: {
        // 'C' CommandComplete: "SELECT 3", "INSERT 0 1", "UPDATE 2", "BEGIN"
        const parts = cstringAt(buffer, body)[0].split(' ');
        result.command = parts[0];
        const count = Number(parts[parts.length - 1]);
        if (parts.length > 1 && Number.isInteger(count)) result.count = count;
        break;
      }
      case 0x45: // 'E' ErrorResponse
        result.error = readError(buffer, body, end);
        break;
    }
    at = end;
  }
  return result;
}
