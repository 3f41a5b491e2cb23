import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogRoute,
  choicesOf,
  decodeView,
  encodeView,
  isPublicPage,
  listParamsOf,
  PLAIN_VIEW,
  publicPath,
} from './page-views';

const route = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return catalogRoute(parsed.pathname, parsed.searchParams);
};

describe('view segments', () => {
  it('round-trips any query string', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        expect(decodeView(encodeView(query))?.toString()).toBe(new URLSearchParams(query).toString());
      }),
    );
  });

  it('gives a page without a query the plain view', () => {
    expect(encodeView('')).toBe(PLAIN_VIEW);
    expect(decodeView(PLAIN_VIEW)?.toString()).toBe('');
  });

  it('refuses segments no rewrite makes', () => {
    for (const segment of ['', 'x', 'q', 'q!!', 'qAB=', 'q/abc', 'other'])
      expect(decodeView(segment)).toBeUndefined();
    // Valid base64url whose canonical encoding differs (padding bits set).
    expect(decodeView('qYR')).toBeUndefined();
  });
});

describe('catalogRoute', () => {
  it('sends each catalog page to its internal route', () => {
    expect(route('/')).toBe('/home/index');
    expect(route('/list')).toBe('/list/index');
    expect(route('/collections/ceramics')).toBe('/collections/ceramics/index');
    expect(route('/product/oak-board')).toBe('/product/oak-board/index');
  });

  it('leaves other pages alone', () => {
    for (const path of [
      '/aboutus',
      '/login',
      '/profile',
      '/api/account',
      '/list/x/y',
      '/product',
      '/collections/a/b',
    ])
      expect(route(path)).toBeUndefined();
  });

  it('gives equal listings one view, whatever the order, defaults or unknown parameters', () => {
    const a = route('/list?sort=price-asc&page=2&collection=ceramics');
    expect(route('/list?collection=ceramics&page=2&sort=price-asc&utm_source=mail&_rsc=abc')).toBe(a);
    expect(route('/list?sort=newest&page=1')).toBe('/list/index');
    expect(route('/list?page=0&sort=cheapest&min=abc')).toBe('/list/index');
    expect(route('/list?q=vase')).not.toBe('/list/index');
  });

  it('keeps a collection page’s collection in its path, not its query', () => {
    expect(route('/collections/ceramics?collection=glass')).toBe('/collections/ceramics/index');
    const view = route('/collections/ceramics?sort=name-asc')!.split('/')[3]!;
    expect(listParamsOf(view, 'ceramics')).toMatchObject({
      collection: 'ceramics',
      sort: 'name-asc',
      page: 1,
    });
  });

  it('reads back the listing a URL asked for', () => {
    const view = route('/list?q=blue%20vase&min=20&max=120&sort=price-desc&page=3&collection=glass')!.split(
      '/',
    )[2]!;
    expect(listParamsOf(view)).toEqual({
      q: 'blue vase',
      collection: 'glass',
      min: 20,
      max: 120,
      sort: 'price-desc',
      page: 3,
    });
  });

  it('gives a product page its option selection, sorted, first choices, without the router’s parameter', () => {
    const a = route('/product/vase?Size=Large&Colour=Sage&_rsc=1x')!;
    expect(route('/product/vase?Colour=Sage&Size=Large&Colour=Blue')).toBe(a);
    expect(choicesOf(a.split('/')[3]!)).toEqual({ Colour: 'Sage', Size: 'Large' });
    expect(route('/product/vase?Colour=')).toBe('/product/vase/index');
  });

  it('bounds an option selection', () => {
    const many = Array.from({ length: 30 }, (_, i) => `o${String(i).padStart(2, '0')}=x`).join('&');
    const view = route(`/product/vase?${many}&long=${'y'.repeat(101)}`)!.split('/')[3]!;
    expect(Object.keys(choicesOf(view))).toHaveLength(10);
    expect(choicesOf(view).long).toBeUndefined();
  });
});

describe('publicPath', () => {
  it('maps internal routes back to the address shown', () => {
    expect(publicPath('/home/index')).toBe('/');
    expect(publicPath('/list/index')).toBe('/list');
    expect(publicPath('/list/qc29ydD1uZXdlc3Q')).toBe('/list');
    expect(publicPath('/collections/ceramics/index')).toBe('/collections/ceramics');
    expect(publicPath('/product/vase/qQ29sb3VyPVNhZ2U')).toBe('/product/vase');
  });

  it('leaves public addresses as they are', () => {
    for (const path of ['/', '/list', '/collections/ceramics', '/product/vase', '/aboutus', '/profile'])
      expect(publicPath(path)).toBe(path);
  });
});

describe('isPublicPage', () => {
  it('names the pages that show nothing of the visitor', () => {
    for (const path of ['/', '/list', '/collections/ceramics', '/product/vase', '/aboutus'])
      expect(isPublicPage(path)).toBe(true);
    for (const path of [
      '/home/index',
      '/list/qc29ydD1uZXdlc3Q',
      '/collections/ceramics/index',
      '/product/vase/index',
    ])
      expect(isPublicPage(path), path).toBe(true);
    for (const path of [
      '/login',
      '/signup',
      '/verify',
      '/reset-password',
      '/profile',
      '/dev/outbox',
      '/api/account',
    ])
      expect(isPublicPage(path)).toBe(false);
  });
});
