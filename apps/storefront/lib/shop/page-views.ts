/**
 * Catalog pages are rendered once and kept (ISR), so they never read the request: not its cookies,
 * not its search parameters. proxy.ts rewrites each public catalog URL to an internal route whose
 * last segment is the page's canonical query (`/list?sort=newest&page=2` -> `/list/<view>`), and the
 * page reads its listing, filter or option selection from that segment. Equal listings share one
 * cached page whatever the order or spelling of their parameters. Pure functions only.
 */
import { listHref, parseListParams, type ListParams, type RawParams } from './list-params';
import { publicPath } from './public-path';

export { publicPath };

/** The view segment of a page without a query. */
export const PLAIN_VIEW = 'index';
/** Option selections beyond this (names or characters) are not choices a product page offers. */
const MAX_CHOICES = 10;
const MAX_CHOICE_LENGTH = 100;

const toBase64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** The route segment that carries a canonical query string. */
export const encodeView = (query: string): string => (query ? `q${toBase64Url(query)}` : PLAIN_VIEW);

/** The query of a view segment; undefined for a segment no rewrite makes. */
export function decodeView(segment: string): URLSearchParams | undefined {
  if (segment === PLAIN_VIEW) return new URLSearchParams();
  if (!/^q[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  const query = Buffer.from(segment.slice(1), 'base64url').toString('utf8');
  // Only what encodeView made: anything else is an address nobody links to.
  return encodeView(query) === segment ? new URLSearchParams(query) : undefined;
}

const rawParams = (search: URLSearchParams): RawParams => {
  const raw: RawParams = {};
  for (const key of new Set(search.keys())) raw[key] = search.getAll(key);
  return raw;
};

/** The listing of a view segment (defaults for anything malformed, as a URL's parameters). */
export const listParamsOf = (segment: string, collection = ''): ListParams => ({
  ...parseListParams(rawParams(decodeView(segment) ?? new URLSearchParams()), Boolean(collection)),
  ...(collection ? { collection } : {}),
});

/** A listing's canonical query: its defaults left out, the collection only on /list. */
function listQuery(search: URLSearchParams, pathname: '/list' | 'collection'): string {
  const href = listHref(
    parseListParams(rawParams(search), pathname !== '/list'),
    {},
    pathname === '/list' ? '/list' : '/c',
  );
  return href.includes('?') ? href.slice(href.indexOf('?') + 1) : '';
}

/** A product page's option selection, sorted by option name, each option's first choice. */
function choiceQuery(search: URLSearchParams): string {
  const choices = [...new Set(search.keys())]
    .filter((name) => name !== '_rsc' && name.length <= MAX_CHOICE_LENGTH)
    .sort()
    .map((name) => [name, search.get(name)!] as const)
    .filter(([, value]) => value && value.length <= MAX_CHOICE_LENGTH)
    .slice(0, MAX_CHOICES);
  return new URLSearchParams(choices as [string, string][]).toString();
}

/** The product page's option selection from its view segment. */
export function choicesOf(segment: string): Record<string, string> {
  return Object.fromEntries(decodeView(segment) ?? []);
}

const SLUG = '([^/]+)';
const PAGES: { pattern: RegExp; rewrite: (match: RegExpMatchArray, search: URLSearchParams) => string }[] = [
  { pattern: /^\/$/, rewrite: () => `/home/${PLAIN_VIEW}` },
  { pattern: /^\/list\/?$/, rewrite: (_, search) => `/list/${encodeView(listQuery(search, '/list'))}` },
  {
    pattern: new RegExp(`^/collections/${SLUG}/?$`),
    rewrite: (m, search) => `/collections/${m[1]}/${encodeView(listQuery(search, 'collection'))}`,
  },
  {
    pattern: new RegExp(`^/product/${SLUG}/?$`),
    rewrite: (m, search) => `/product/${m[1]}/${encodeView(choiceQuery(search))}`,
  },
];

/** The internal route that renders a public catalog URL; undefined for any other page. */
export function catalogRoute(pathname: string, search: URLSearchParams): string | undefined {
  for (const page of PAGES) {
    const match = pathname.match(page.pattern);
    if (match) return page.rewrite(match, search);
  }
  return undefined;
}

/**
 * Pages any visitor may be sent from a shared cache: they show nothing of the person asking, so a
 * response to them must never set a cookie. Their internal routes too: the proxy sees the rewritten
 * request again.
 */
export function isPublicPage(pathname: string): boolean {
  const shown = publicPath(pathname);
  return shown === '/aboutus' || PAGES.some((page) => page.pattern.test(shown));
}
