import { refreshCart } from '@/lib/shop/cart';
import { cartErrorMessage } from '@/lib/shop/cart-errors';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

/** The shopper's cart for the drawer (read in the browser: pages are cached and the same for everyone). */
export async function GET(): Promise<Response> {
  try {
    return Response.json({ cart: await refreshCart() }, { headers: PRIVATE });
  } catch (error) {
    console.error('Failed to load cart', error);
    return Response.json({ message: cartErrorMessage(error).message }, { status: 502, headers: PRIVATE });
  }
}
