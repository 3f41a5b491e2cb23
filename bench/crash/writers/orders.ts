import { call, call200, neverDelivered, Refused, type CrashWriter, type WriterContext } from '../writer';

/**
 * Orders placed by visitors: a checkout of 1 to 3 units of one well-stocked product, with an email, a New
 * York address and a delivery option, then create-order. An order answered with 200 must exist after the
 * crashes with its quantity; and the product's stock must have lost exactly the units of the orders that
 * exist (acknowledged, or placed when the answer was lost to a kill): taken once per order, never for none.
 */

const STOCK = 1_000_000;
const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const address = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10013',
  addressLine1: '210 Grand Street',
};

let product: Promise<string> | undefined;
/** Checkouts whose create-order was sent: answered (the order's id) or not (undecided until checked). */
const attempts = new Map<string, { quantity: number; orderId?: string }>();
const admin = (ctx: { adminKey: string }) => ({ authorization: ctx.adminKey });
const STOCK_KEY = 'stock';

async function stockedProduct(ctx: WriterContext): Promise<string> {
  const answer = await call200(`${ctx.apiUrl}/v1/products`, {
    headers: admin(ctx),
    body: {
      product: {
        name: `Crash order jug ${process.pid}`,
        productType: 'physical',
        priceData: { price: 20 },
        stock: { trackInventory: true, quantity: STOCK },
      },
    },
  });
  ctx.acknowledge(STOCK_KEY);
  return (answer.product as { id: string }).id;
}

async function placeOne(ctx: WriterContext, productId: string, n: number) {
  const token = (await call200(`${ctx.apiUrl}/oauth2/token`, {
    body: { clientId: 'storefront', grantType: 'anonymous' },
  })) as { access_token: string };
  const auth = { authorization: token.access_token };
  const quantity = 1 + (n % 3);
  const made = await call200(`${ctx.apiUrl}/v1/checkouts`, {
    headers: auth,
    body: {
      channelType: 'WEB',
      lineItems: [{ catalogReference: { appId: APP_ID, catalogItemId: productId }, quantity }],
      checkoutInfo: {
        buyerInfo: { email: `crash-order-${process.pid}-${n}@example.com` },
        shippingInfo: {
          shippingDestination: { address, contactDetails: { firstName: 'Crash', lastName: `${n}` } },
        },
      },
    },
  });
  const checkout = made.checkout as {
    id: string;
    shippingInfo?: { carrierServiceOptions?: { shippingOptions?: { code: string }[] }[] };
  };
  const option = checkout.shippingInfo?.carrierServiceOptions?.[0]?.shippingOptions?.[0]?.code;
  if (!option) throw new Refused(200, 'the checkout offered no delivery option', JSON.stringify(checkout));
  await call200(`${ctx.apiUrl}/v1/checkouts/${checkout.id}`, {
    method: 'PATCH',
    headers: auth,
    body: { checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option } } } },
  });
  attempts.set(checkout.id, { quantity });
  let answer;
  try {
    answer = await call(`${ctx.apiUrl}/v1/checkouts/${checkout.id}/create-order`, {
      headers: auth,
      body: {},
    });
  } catch (error) {
    if (neverDelivered(error)) attempts.delete(checkout.id);
    throw error;
  }
  if (answer.status !== 200) throw new Refused(answer.status, 'create-order', answer.text);
  const orderId = answer.json.orderId as string;
  attempts.set(checkout.id, { quantity, orderId });
  ctx.acknowledge(orderId);
}

/** The order of a checkout as the restarted server has it, if any. */
async function orderOf(ctx: { apiUrl: string; adminKey: string }, checkoutId: string) {
  const answer = await call(`${ctx.apiUrl}/v1/checkouts/${checkoutId}`, { headers: admin(ctx) });
  if (answer.status !== 200) return { problem: `checkout ${checkoutId} answered ${answer.status}` };
  const orderId = (answer.json.checkout as { orderId?: string }).orderId;
  return { orderId };
}

async function checkStock(ctx: { apiUrl: string; adminKey: string }): Promise<string | undefined> {
  const productId = await product!;
  let units = 0;
  for (const [checkoutId, attempt] of attempts) {
    const { orderId, problem } = await orderOf(ctx, checkoutId);
    if (problem) return problem;
    if (attempt.orderId && orderId !== attempt.orderId)
      return `checkout ${checkoutId} names order ${orderId ?? 'none'}, acknowledged ${attempt.orderId}`;
    if (orderId) units += attempt.quantity;
  }
  const answer = await call(`${ctx.apiUrl}/v1/products/${productId}`, { headers: admin(ctx) });
  const left = (answer.json.product as { stock?: { quantity?: number } } | undefined)?.stock?.quantity;
  return left === STOCK - units
    ? undefined
    : `stock ${left}, expected ${STOCK - units} (${units} units ordered)`;
}

export const writer: CrashWriter = {
  name: 'orders',
  async write(ctx, n) {
    product ??= stockedProduct(ctx).catch((error: unknown) => {
      product = undefined;
      throw error;
    });
    await placeOne(ctx, await product, n);
  },
  async check(ctx, key) {
    if (key === STOCK_KEY) return checkStock(ctx);
    const answer = await call(`${ctx.apiUrl}/v1/orders/${key}`, { headers: admin(ctx) });
    if (answer.status !== 200) return `order ${key} answered ${answer.status}`;
    const order = answer.json.order as { lineItems: { quantity: number }[]; checkoutId?: string };
    const expected = order.checkoutId ? attempts.get(order.checkoutId)?.quantity : undefined;
    const quantity = order.lineItems.reduce((k, l) => k + l.quantity, 0);
    return quantity === expected ? undefined : `order ${key} holds ${quantity} units, expected ${expected}`;
  },
  notes() {
    const lost = [...attempts.values()].filter((a) => !a.orderId).length;
    return [
      `${attempts.size} orders sent; ${lost} lost their answer to a kill (placed or not, the stock must match)`,
    ];
  },
};
