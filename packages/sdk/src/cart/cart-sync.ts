/**
 * The local cart kept in step with the server's current cart (spec sections 4 and 8): local only until a
 * current user is set, then synced with the remote cart. Failures to load the remote cart or to remove an
 * item from it are logged with the spec's texts and shown to nobody; the local cart stays usable.
 */
import { ApplicationError } from '../errors';
import { catalogLine, type CatalogLineInput } from '../modules/cart-lines';
import {
  addToLocalCart,
  localItemsOf,
  localQuantity,
  parseLocalCart,
  remoteLineIds,
  serializeLocalCart,
  type LocalCartChange,
  type LocalCartItem,
  type RemoteCartLine,
} from './local-cart';

export const LOAD_CART_FAILED_MESSAGE = 'Failed to load cart';
export const REMOVE_ITEM_FAILED_MESSAGE = 'Failed to remove item from Wix cart';

interface RemoteCartState {
  lineItems?: RemoteCartLine[] | undefined;
}

/** The calls of the current-cart module the local cart uses (`client.currentCart` fits). */
export interface RemoteCart {
  getCurrentCart(): Promise<RemoteCartState>;
  addToCurrentCart(options: {
    lineItems: CatalogLineInput[];
  }): Promise<{ cart?: RemoteCartState | undefined }>;
  updateCurrentCartLineItemQuantity(
    lineItems: { _id: string; quantity: number }[],
  ): Promise<{ cart?: RemoteCartState | undefined }>;
  removeLineItemsFromCurrentCart(lineItemIds: string[]): Promise<{ cart?: RemoteCartState | undefined }>;
  deleteCurrentCart(): Promise<unknown>;
}

/** Where the cookie's value lives: the `cart` cookie, read and written by the caller (null deletes it). */
export interface LocalCartStorage {
  get(): string | undefined;
  set(value: string | null): void;
}

/** Whoever owns the remote cart: a member, or (Atelier gives visitors a server cart too) a visitor's session. */
export interface CartUser {
  id: string;
}

export interface LocalCartOptions {
  storage: LocalCartStorage;
  remote: RemoteCart;
  /** Defaults to console.error. */
  log?: (message: string, error: unknown) => void;
}

export interface LocalCart {
  items(): LocalCartItem[];
  currentUser(): CartUser | undefined;
  /** Sets (or, with null, forgets) the current user; setting one syncs the local cart with the remote one. */
  setCurrentUser(user: CartUser | null): Promise<void>;
  /** Adds a quantity (negative takes away); a resulting quantity below 1 removes the item. */
  add(change: LocalCartChange): Promise<LocalCartItem[]>;
  /** Takes the remote cart's lines as the local cart (after a call the caller made itself). */
  mirror(cart: RemoteCartState | undefined): LocalCartItem[];
  /** Deletes the remote cart (when a current user is set) and the local cart. */
  clear(): Promise<void>;
}

/** A cart that does not exist yet is an empty cart, not a failure. */
const isNoCart = (error: unknown) => error instanceof ApplicationError && error.status === 404;

export function createLocalCart(options: LocalCartOptions): LocalCart {
  const { storage, remote } = options;
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  let user: CartUser | undefined;
  let lines: RemoteCartLine[] | undefined;

  const items = () => parseLocalCart(storage.get());
  const write = (next: LocalCartItem[]) => {
    storage.set(next.length > 0 ? serializeLocalCart(next) : null);
    return next;
  };
  const mirror = (cart: RemoteCartState | undefined) => {
    lines = cart?.lineItems ?? [];
    return write(localItemsOf(lines));
  };
  const loadRemote = async (): Promise<RemoteCartState> => {
    try {
      return await remote.getCurrentCart();
    } catch (error) {
      if (isNoCart(error)) return { lineItems: [] };
      throw error;
    }
  };

  const sync = async () => {
    let cart: RemoteCartState;
    try {
      cart = await loadRemote();
    } catch (error) {
      log(LOAD_CART_FAILED_MESSAGE, error);
      return;
    }
    const remoteItems = localItemsOf(cart.lineItems);
    const localOnly = items().filter(
      (item) => localQuantity(remoteItems, item.productId, item.variantId) === 0,
    );
    if (localOnly.length > 0) {
      try {
        const answer = await remote.addToCurrentCart({
          lineItems: localOnly.map((item) => catalogLine(item.productId, item.quantity, item.variantId)),
        });
        cart = answer.cart ?? cart;
      } catch (error) {
        // The local items stay local: the next sync offers them again.
        log(LOAD_CART_FAILED_MESSAGE, error);
        write([...remoteItems, ...localOnly]);
        lines = cart.lineItems ?? [];
        return;
      }
    }
    mirror(cart);
  };

  const removeRemote = async (productId: string, variantId: string | undefined) => {
    try {
      lines ??= (await loadRemote()).lineItems ?? [];
      const ids = remoteLineIds(lines, productId, variantId);
      if (ids.length > 0) mirror((await remote.removeLineItemsFromCurrentCart(ids)).cart);
    } catch (error) {
      log(REMOVE_ITEM_FAILED_MESSAGE, error);
    }
  };

  return {
    items,
    currentUser: () => user,
    async setCurrentUser(next) {
      user = next ?? undefined;
      lines = undefined;
      if (user) await sync();
    },
    async add(change) {
      const next = addToLocalCart(items(), change);
      const quantity = localQuantity(next, change.productId, change.variantId);
      if (!user) return write(next);
      if (quantity < 1) {
        write(next);
        await removeRemote(change.productId, change.variantId);
        return items();
      }
      if (change.quantity > 0) {
        const line = catalogLine(change.productId, change.quantity, change.variantId);
        return mirror((await remote.addToCurrentCart({ lineItems: [line] })).cart);
      }
      lines ??= (await loadRemote()).lineItems ?? [];
      const [id] = remoteLineIds(lines, change.productId, change.variantId);
      if (!id) return write(next);
      return mirror((await remote.updateCurrentCartLineItemQuantity([{ _id: id, quantity }])).cart);
    },
    mirror,
    async clear() {
      if (user) {
        try {
          await remote.deleteCurrentCart();
        } catch (error) {
          if (!isNoCart(error)) throw error;
        }
      }
      lines = [];
      write([]);
    },
  };
}
