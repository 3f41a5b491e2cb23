import { addToCart } from '@/lib/shop/cart';
import { addedMessage } from '@/lib/shop/cart-add';
import { cartErrorMessage, cartMessages } from '@/lib/shop/cart-errors';
import { addToCartInput, sameOrigin } from '@/lib/shop/cart-input';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * Add to cart from the product page's form. With JavaScript the page posts here and asks for JSON (the
 * new count, the units added and a message for a toast: fewer than asked when the stock is short); without it the browser posts the form and is sent back to the page
 * it came from (303), with `cart=added` or `cart=failed` so the page can tell.
 */
export async function POST(request: Request): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  if (!sameOrigin(request.headers.get('origin'), request.headers.get('host'))) {
    return Response.json({ message: 'Forbidden' }, { status: 403, headers: PRIVATE });
  }
  const input = addToCartInput(await request.formData());
  if (!input) {
    if (wantsJson)
      return Response.json({ message: cartMessages.invalidItem }, { status: 400, headers: PRIVATE });
    return back(request, '/cart', 'failed');
  }
  try {
    const { cart, outcome } = await addToCart(input.productId, input.variantId, input.quantity);
    if (wantsJson)
      return Response.json(
        { count: cart.count, added: outcome.added, message: addedMessage(outcome) },
        { headers: PRIVATE },
      );
    return back(request, input.returnTo, outcome.added > 0 ? 'added' : 'failed');
  } catch (error) {
    const failure = cartErrorMessage(error);
    if (!failure.expected) console.error('Add to cart failed', error);
    if (wantsJson)
      return Response.json(
        { message: failure.message },
        { status: failure.expected ? 400 : 502, headers: PRIVATE },
      );
    return back(request, input.returnTo, 'failed');
  }
}

function back(request: Request, path: string, outcome: 'added' | 'failed'): Response {
  const url = new URL(path, request.url);
  url.searchParams.set('cart', outcome);
  return new Response(null, { status: 303, headers: { location: url.pathname + url.search, ...PRIVATE } });
}
