import { checkoutFromCart } from '@/lib/shop/checkout-actions';

/** The cart's Checkout button: makes a checkout of the cart on the server and opens /checkout. */
export function CheckoutButton({ className = 'button' }: { className?: string }) {
  return (
    <form action={checkoutFromCart}>
      <button type="submit" className={className} data-testid="checkout-button">
        Checkout
      </button>
    </form>
  );
}
