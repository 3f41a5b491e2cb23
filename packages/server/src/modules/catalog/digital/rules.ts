import { invalidField } from '../../../http/errors';

/** Checks on what a merchant says about a digital product's file; pure, tested in rules.test.ts. */

// RFC 9110 token characters for a media type's type and subtype; no parameters.
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** The media type the download is sent as, lowercase: `type/subtype` only, so it is a safe header value. */
export function mediaTypeOf(mimeType: string): string {
  const type = mimeType.trim().toLowerCase();
  if (!MIME.test(type))
    throw invalidField('mimeType', 'FORMAT', 'must be a media type such as application/pdf');
  return type;
}

/**
 * The name buyers' browsers save the file as: the last part of a path a client may send
 * (`C:\fakepath\guide.pdf`), without control characters, which no file name or header may hold.
 */
export function downloadNameOf(fileName: string): string {
  if (/[\u0000-\u001f\u007f]/.test(fileName))
    throw invalidField('fileName', 'FORMAT', 'must not contain control characters');
  const name = fileName.split(/[\\/]/).pop()!.trim();
  if (name === '' || name === '.' || name === '..')
    throw invalidField('fileName', 'FORMAT', 'must name a file, not a folder');
  return name;
}
