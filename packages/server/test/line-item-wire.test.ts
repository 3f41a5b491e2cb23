import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShipping } from '../src/modules/shipping';
import { visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, checkoutOf, line, newCheckout } from './checkout-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * What a client written to the spec reads on a line: its `url` opens the shop's real product page, and a
 * checkout's line carries its picture as `media` (spec section 3).
 */
const storefront = fileURLToPath(new URL('../../../apps/storefront/', import.meta.url));

let t: TestApp;
let call: ReturnType<typeof caller>;
let vase: Record<string, any>;
const PICTURE = 'https://cdn.example.com/sage-vase.jpg';
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
  vase = await createProduct(t.app, { name: 'Sage Vase', priceData: { price: '25.00' } });
  const media = await t.app.inject({
    method: 'POST',
    url: `/v1/products/${vase.id}/media`,
    headers: asAdmin,
    payload: { media: [{ url: PICTURE }] },
  });
  expect(media.statusCode, media.body).toBe(200);
});
afterAll(() => t.close());

/**
 * The file of the storefront's App Router that renders `pathname` after its proxy's rewrite
 * (apps/storefront/proxy.ts): each segment a folder of that name, else a dynamic `[param]` folder.
 */
async function storefrontPage(pathname: string): Promise<string | undefined> {
  const views = (await import(pathToFileURL(path.join(storefront, 'lib/shop/page-views.ts')).href)) as {
    catalogRoute: (pathname: string, search: URLSearchParams) => string | undefined;
  };
  const route = views.catalogRoute(pathname, new URLSearchParams()) ?? pathname;
  let dir = path.join(storefront, 'app');
  for (const segment of route.split('/').filter(Boolean)) {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
    const next =
      entries.find((e) => e.name === decodeURIComponent(segment)) ??
      entries.find((e) => /^\[[^.\]]+\]$/.test(e.name));
    if (!next) return undefined;
    dir = path.join(dir, next.name);
  }
  const page = path.join(dir, 'page.tsx');
  return fs.existsSync(page) ? path.relative(storefront, page) : undefined;
}

function expectProductPage(url: { relativePath: string; url: string }) {
  const shop = t.app.ctx.config.storefrontUrl.replace(/\/+$/, '');
  expect(url).toEqual({ relativePath: `/product/${vase.slug}`, url: `${shop}/product/${vase.slug}` });
}

describe("a catalog line's url", () => {
  it('is the page the storefront serves a product at', async () => {
    expect(await storefrontPage(`/product/${vase.slug}`)).toBe(
      path.join('app/product/[slug]/[view]/page.tsx'),
    );
    // The path Wix's own sites use is no page of this shop.
    expect(await storefrontPage(`/product-page/${vase.slug}`)).toBeUndefined();
  });

  it('opens the product page on carts, checkouts and orders', async () => {
    const visitor = await visitorToken(t.app);
    const cart = await call('POST', '/v1/carts', visitor, { lineItems: [line(vase.id)] });
    expect(cart.statusCode, cart.body).toBe(200);
    expectProductPage(cart.json().cart.lineItems[0].url);

    const checkout = await call('POST', `/v1/carts/${cart.json().cart.id}/create-checkout`, visitor, {
      channelType: 'WEB',
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const read = await call('GET', `/v1/checkouts/${checkout.json().checkoutId}`, visitor);
    expectProductPage(checkoutOf(read).lineItems[0].url);

    const ready = await newCheckout(t.app, visitor, [line(vase.id)], true);
    const option = ready.shippingInfo.carrierServiceOptions[0].shippingOptions[0];
    const chosen = await call('PATCH', `/v1/checkouts/${ready.id}`, visitor, {
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option.code } } },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const placed = await call('POST', `/v1/checkouts/${ready.id}/create-order`, visitor);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().order;
    expectProductPage(order.lineItems[0].url);
  });
});

describe("a checkout line's media", () => {
  it('is the picture of the line, as the cart line answers it as image', async () => {
    const visitor = await visitorToken(t.app);
    const cart = await call('POST', '/v1/carts', visitor, { lineItems: [line(vase.id)] });
    const image = cart.json().cart.lineItems[0].image;
    expect(image).toMatchObject({ url: PICTURE, urlExpirationDate: expect.any(String) });
    const created = await call('POST', '/v1/checkouts', visitor, {
      channelType: 'WEB',
      lineItems: [line(vase.id)],
    });
    expect(created.statusCode, created.body).toBe(200);
    const lineItem = checkoutOf(created).lineItems[0];
    expect(lineItem.media).toEqual(image);
    expect(lineItem.image).toEqual(image);
  });

  it('is absent on a line whose product has no picture', async () => {
    const bare = await createProduct(t.app, { name: 'Plain Bowl', priceData: { price: '9.00' } });
    const visitor = await visitorToken(t.app);
    const created = await call('POST', '/v1/checkouts', visitor, {
      channelType: 'WEB',
      lineItems: [line(bare.id)],
    });
    expect(checkoutOf(created).lineItems[0]).not.toHaveProperty('media');
  });
});
