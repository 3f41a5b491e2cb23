import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../server/test/catalog-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import {
  ApplicationError,
  catalogLine,
  createClient,
  createLocalCart,
  currentCart,
  OAuthStrategy,
  parseLocalCart,
} from '../src/index';

let t: TestApp;
let base: string;
let vaseId: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    stock: { trackInventory: true, quantity: 5 },
  });
  vaseId = vase.id as string;
});
afterAll(() => t?.close());

const visitor = () =>
  createClient({ baseUrl: base, auth: OAuthStrategy({ clientId: 'storefront' }), modules: { currentCart } });

describe('the cart against the real server', () => {
  it('a visitor adds, changes and removes lines; answers are in client form', async () => {
    const client = visitor();
    const { cart } = await client.currentCart.addToCurrentCart({ lineItems: [catalogLine(vaseId, 2)] });
    expect(cart._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart._createdDate).toBeInstanceOf(Date);
    const line = cart.lineItems[0]!;
    expect(line).toMatchObject({
      quantity: 2,
      rootCatalogItemId: vaseId,
      productName: { original: 'Stoneware Vase' },
    });
    expect(typeof line.url).toBe('string');
    expect(cart.priceSummary.subtotal.amount).toBe('50.00');

    const changed = await client.currentCart.updateCurrentCartLineItemQuantity([
      { _id: line._id, quantity: 3 },
    ]);
    expect(changed.cart.lineItems[0]?.quantity).toBe(3);
    const refused = await client.currentCart
      .updateCurrentCart({ couponCode: 'NO-SUCH-CODE' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApplicationError);
    expect((refused as ApplicationError).code).toMatch(/^COUPON_/);
    const removed = await client.currentCart.removeLineItemsFromCurrentCart([line._id]);
    expect(removed.cart.lineItems).toEqual([]);
    await client.currentCart.deleteCurrentCart();
    const gone = await client.currentCart.getCurrentCart().catch((e: unknown) => e);
    expect(gone).toMatchObject({ status: 404 });
  });

  it('the local cart syncs with the server once a user is set, and removes below 1 there too', async () => {
    const client = visitor();
    let cookie: string | undefined;
    const local = createLocalCart({
      storage: { get: () => cookie, set: (value) => void (cookie = value ?? undefined) },
      remote: client.currentCart,
    });
    await local.add({ productId: vaseId, quantity: 2 });
    await local.setCurrentUser({ id: 'visitor' });
    const remote = await client.currentCart.getCurrentCart();
    expect(remote.lineItems.map((l) => [l.rootCatalogItemId, l.quantity])).toEqual([[vaseId, 2]]);
    expect(parseLocalCart(cookie)).toEqual([
      { productId: vaseId, quantity: 2, variantId: '00000000-0000-0000-0000-000000000000' },
    ]);
    await local.add({ productId: vaseId, quantity: -1 });
    expect((await client.currentCart.getCurrentCart()).lineItems[0]?.quantity).toBe(1);
    await local.add({ productId: vaseId, quantity: -1 });
    expect((await client.currentCart.getCurrentCart()).lineItems).toEqual([]);
    expect(cookie).toBeUndefined();
    await local.add({ productId: vaseId, quantity: 1 });
    await local.clear();
    expect(await client.currentCart.getCurrentCart().catch((e: unknown) => e)).toMatchObject({ status: 404 });
  });
});
