/**
 * Image and page-url objects as the SDK shows them: strings (spec section 7 "Response handling").
 *
 * Image (internal media, has an `id`):
 *   `wix:image://v1/{id}/{filename}#originWidth={width}&originHeight={height}&url={url}`
 *   (the Wix SDK's image URI; `url` is added when the server sent one, so nothing needed to show
 *   the image is lost). An external image (no `id`) becomes its plain `url`.
 *   `altText` and `urlExpirationDate` are not carried by the string form.
 * Page url `{ relativePath, url }`: the full `url`, or the `relativePath` when there is no url.
 */

const IMAGE_URI = 'wix:image://v1/';
const IMAGE_FIELDS = new Set(['id', 'url', 'width', 'height', 'filename', 'altText', 'urlExpirationDate']);
const PAGE_URL_FIELDS = new Set(['relativePath', 'url']);

export interface ImageObject {
  id?: string;
  url?: string;
  width?: number;
  height?: number;
  filename?: string;
  altText?: string;
}

export interface PageUrlObject {
  relativePath?: string;
  url?: string;
}

type Plain = Record<string, unknown>;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** `{ id | url, width?, height?, ... }` with no other fields. */
export function isImageObject(value: Plain): boolean {
  return (
    (nonEmpty(value.id) || nonEmpty(value.url)) && Object.keys(value).every((key) => IMAGE_FIELDS.has(key))
  );
}

export function isPageUrlObject(value: Plain): boolean {
  return (
    (nonEmpty(value.url) || nonEmpty(value.relativePath)) &&
    Object.keys(value).every((key) => PAGE_URL_FIELDS.has(key))
  );
}

export function flattenImage(image: Plain): string {
  if (!nonEmpty(image.id)) return String(image.url);
  const filename = nonEmpty(image.filename) ? image.filename : image.id;
  const params = new URLSearchParams();
  if (typeof image.width === 'number') params.set('originWidth', String(image.width));
  if (typeof image.height === 'number') params.set('originHeight', String(image.height));
  if (nonEmpty(image.url)) params.set('url', image.url);
  const fragment = params.toString();
  return `${IMAGE_URI}${encodeURIComponent(image.id)}/${encodeURIComponent(filename)}${fragment ? `#${fragment}` : ''}`;
}

/** The image string of the SDK (either form) back to an image object. */
export function parseImage(image: string): ImageObject {
  if (!image.startsWith(IMAGE_URI)) return { url: image };
  const hash = image.indexOf('#');
  const path = image.slice(IMAGE_URI.length, hash === -1 ? undefined : hash);
  const params = new URLSearchParams(hash === -1 ? '' : image.slice(hash + 1));
  const [rawId = '', rawName] = path.split('/');
  const id = decodeURIComponent(rawId);
  const filename = rawName === undefined ? undefined : decodeURIComponent(rawName);
  const width = params.get('originWidth');
  const height = params.get('originHeight');
  const url = params.get('url');
  return {
    id,
    ...(filename !== undefined && filename !== id ? { filename } : {}),
    ...(url ? { url } : {}),
    ...(width !== null ? { width: Number(width) } : {}),
    ...(height !== null ? { height: Number(height) } : {}),
  };
}

export function flattenPageUrl(pageUrl: Plain): string {
  return nonEmpty(pageUrl.url) ? pageUrl.url : String(pageUrl.relativePath);
}

/** A path (`/product/vase`) is a relative path; anything else a full url. */
export function parsePageUrl(pageUrl: string): PageUrlObject {
  return pageUrl.startsWith('/') ? { relativePath: pageUrl } : { url: pageUrl };
}
