const NON_ASCII = /[\u0080-\uffff]/g;
const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON text with every character past ASCII written as a \u escape: the same value to any JSON
 * reader, and one byte per character to JavaScript. Stored documents are read and sent request
 * after request; kept ASCII, they are neither widened to two-byte strings when read nor re-encoded
 * character by character when sent.
 */
export const asciiJson = (value: unknown): string => JSON.stringify(value).replace(NON_ASCII, escape);
