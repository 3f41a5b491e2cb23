import { describe, expect, it, vi } from 'vitest';
import { ApplicationError, SystemError } from '../errors';
import { CATALOG_APP_ID } from '../modules/cart-lines';
import {
  createLocalCart,
  LOAD_CART_FAILED_MESSAGE,
  REMOVE_ITEM_FAILED_MESSAGE,
  type RemoteCart,
} from './cart-sync';
import type { RemoteCartLine } from './local-cart';

const ZERO = '00000000-0000-0000-0000-000000000000';
const VASE = 'a1b2c3d4-0000-4000-8000-000000000001';
const BOWL = 'a1b2c3d4-0000-4000-8000-000000000002';
const LARGE = 'b1b2c3d4-0000-4000-8000-0000000000aa';

/** A remote cart held in memory, answering like the server: lines merged by product and variant. */
function fakeRemote(initial: RemoteCartLine[] = [], exists = true) {
  let lines = [...initial];
  let present = exists;
  let next = 1;
  const cart = () => ({ lineItems: lines.map((line) => ({ ...line })) });
  const calls: string[] = [];
  const remote: RemoteCart = {
    getCurrentCart: vi.fn(async () => {
      calls.push('get');
      if (!present) throw new ApplicationError('No cart', { code: 'OWNED_CART_NOT_FOUND', status: 404 });
      return cart();
    }),
    addToCurrentCart: vi.fn(async ({ lineItems }) => {
      calls.push('add');
      present = true;
      for (const item of lineItems) {
        const productId = item.catalogReference.catalogItemId;
        const variantId = item.catalogReference.options?.variantId;
        const same = lines.find(
          (l) => l.rootCatalogItemId === productId && l.catalogReference?.options?.variantId === variantId,
        );
        if (same) same.quantity = (same.quantity ?? 1) + item.quantity;
        else
          lines.push({
            _id: `line-${next++}`,
            rootCatalogItemId: productId,
            quantity: item.quantity,
            catalogReference: { catalogItemId: productId, options: variantId ? { variantId } : {} },
          });
      }
      return { cart: cart() };
    }),
    updateCurrentCartLineItemQuantity: vi.fn(async (updates) => {
      calls.push('update');
      for (const u of updates) {
        const line = lines.find((l) => l._id === u._id);
        if (line) line.quantity = u.quantity;
      }
      return { cart: cart() };
    }),
    removeLineItemsFromCurrentCart: vi.fn(async (ids) => {
      calls.push('remove');
      lines = lines.filter((l) => !ids.includes(l._id ?? ''));
      return { cart: cart() };
    }),
    deleteCurrentCart: vi.fn(async () => {
      calls.push('delete');
      present = false;
      lines = [];
      return undefined;
    }),
  };
  return { remote, calls, lines: () => lines };
}

function cookieJar(value?: string) {
  let cookie = value;
  return {
    get: () => cookie,
    set: (next: string | null) => void (cookie = next ?? undefined),
    read: () => cookie,
  };
}

const quietLog = () => vi.fn<(message: string, error: unknown) => void>();

describe('before a current user is set', () => {
  it('keeps the cart in the cookie only and never calls the server', async () => {
    const { remote, calls } = fakeRemote();
    const storage = cookieJar();
    const cart = createLocalCart({ storage, remote });
    await cart.add({ productId: VASE, quantity: 2 });
    await cart.add({ productId: VASE, quantity: -1 });
    await cart.add({ productId: BOWL, quantity: 1, variantId: LARGE });
    expect(JSON.parse(storage.read()!)).toEqual([
      { productId: VASE, quantity: 1, variantId: ZERO },
      { productId: BOWL, quantity: 1, variantId: LARGE },
    ]);
    await cart.clear();
    expect(storage.read()).toBeUndefined();
    expect(calls).toEqual([]);
  });
});

describe('once a current user is set', () => {
  it('syncs: remote lines come into the local cart, local-only items go to the remote cart', async () => {
    const { remote, lines } = fakeRemote([
      { _id: 'r1', rootCatalogItemId: BOWL, catalogReference: { options: {} } },
    ]);
    const storage = cookieJar(JSON.stringify([{ productId: VASE, quantity: 2, variantId: LARGE }]));
    const cart = createLocalCart({ storage, remote });
    await cart.setCurrentUser({ id: 'member-1' });
    expect(cart.items()).toEqual([
      { productId: BOWL, quantity: 1, variantId: ZERO },
      { productId: VASE, quantity: 2, variantId: LARGE },
    ]);
    expect(remote.addToCurrentCart).toHaveBeenCalledWith({
      lineItems: [
        {
          catalogReference: { appId: CATALOG_APP_ID, catalogItemId: VASE, options: { variantId: LARGE } },
          quantity: 2,
        },
      ],
    });
    expect(lines()).toHaveLength(2);
  });

  it('treats a user without a cart yet as an empty remote cart', async () => {
    const { remote } = fakeRemote([], false);
    const log = quietLog();
    const storage = cookieJar(JSON.stringify([{ productId: VASE, quantity: 1, variantId: ZERO }]));
    const cart = createLocalCart({ storage, remote, log });
    await cart.setCurrentUser({ id: 'visitor-1' });
    expect(log).not.toHaveBeenCalled();
    expect(cart.items()).toEqual([{ productId: VASE, quantity: 1, variantId: ZERO }]);
    expect(remote.addToCurrentCart).toHaveBeenCalledOnce();
  });

  it("logs 'Failed to load cart' when the remote cart cannot be read, and keeps the local cart", async () => {
    const { remote } = fakeRemote();
    const failure = new SystemError('System error occurred', { code: 'INTERNAL_SERVER_ERROR', status: 500 });
    vi.mocked(remote.getCurrentCart).mockRejectedValueOnce(failure);
    const log = quietLog();
    const storage = cookieJar(JSON.stringify([{ productId: VASE, quantity: 1, variantId: ZERO }]));
    const cart = createLocalCart({ storage, remote, log });
    await expect(cart.setCurrentUser({ id: 'member-1' })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(LOAD_CART_FAILED_MESSAGE, failure);
    expect(cart.items()).toEqual([{ productId: VASE, quantity: 1, variantId: ZERO }]);
  });

  it('adds to the remote cart and mirrors its answer', async () => {
    const { remote } = fakeRemote();
    const storage = cookieJar();
    const cart = createLocalCart({ storage, remote });
    await cart.setCurrentUser({ id: 'member-1' });
    await cart.add({ productId: VASE, quantity: 1, variantId: LARGE });
    await cart.add({ productId: VASE, quantity: 2, variantId: LARGE });
    expect(cart.items()).toEqual([{ productId: VASE, quantity: 3, variantId: LARGE }]);
  });

  it('takes away with a quantity update, and removes the remote line when the result is below 1', async () => {
    const { remote, lines } = fakeRemote([
      {
        _id: 'r1',
        rootCatalogItemId: VASE,
        quantity: 3,
        catalogReference: { options: { variantId: LARGE } },
      },
    ]);
    const storage = cookieJar();
    const cart = createLocalCart({ storage, remote });
    await cart.setCurrentUser({ id: 'member-1' });
    await cart.add({ productId: VASE, variantId: LARGE, quantity: -1 });
    expect(remote.updateCurrentCartLineItemQuantity).toHaveBeenCalledWith([{ _id: 'r1', quantity: 2 }]);
    await cart.add({ productId: VASE, variantId: LARGE, quantity: -2 });
    expect(remote.removeLineItemsFromCurrentCart).toHaveBeenCalledWith(['r1']);
    expect(lines()).toEqual([]);
    expect(cart.items()).toEqual([]);
    expect(storage.read()).toBeUndefined();
  });

  it("logs 'Failed to remove item from Wix cart' and still removes the item locally", async () => {
    const { remote } = fakeRemote([{ _id: 'r1', rootCatalogItemId: VASE, quantity: 1 }]);
    const failure = new SystemError('System error occurred', { code: 'BAD_GATEWAY', status: 502 });
    vi.mocked(remote.removeLineItemsFromCurrentCart).mockRejectedValueOnce(failure);
    const log = quietLog();
    const cart = createLocalCart({ storage: cookieJar(), remote, log });
    await cart.setCurrentUser({ id: 'member-1' });
    await expect(cart.add({ productId: VASE, quantity: -1 })).resolves.toEqual([]);
    expect(log).toHaveBeenCalledWith(REMOVE_ITEM_FAILED_MESSAGE, failure);
    expect(cart.items()).toEqual([]);
  });

  it('clearing deletes the remote cart and the local cart', async () => {
    const { remote, calls } = fakeRemote([{ _id: 'r1', rootCatalogItemId: VASE, quantity: 1 }]);
    const storage = cookieJar();
    const cart = createLocalCart({ storage, remote });
    await cart.setCurrentUser({ id: 'member-1' });
    expect(cart.items()).toHaveLength(1);
    await cart.clear();
    expect(calls).toContain('delete');
    expect(storage.read()).toBeUndefined();
  });

  it('stops syncing when the user is forgotten', async () => {
    const { remote, calls } = fakeRemote();
    const cart = createLocalCart({ storage: cookieJar(), remote });
    await cart.setCurrentUser({ id: 'member-1' });
    await cart.setCurrentUser(null);
    calls.length = 0;
    await cart.add({ productId: VASE, quantity: 1 });
    await cart.clear();
    expect(calls).toEqual([]);
    expect(cart.currentUser()).toBeUndefined();
  });
});
