import { call, call200, neverDelivered, Refused, type CrashWriter, type WriterContext } from '../writer';

/**
 * Catalog writes with the admin key: product creation, price changes and variant stock changes. Each
 * product has at most one write in flight, so its state after the crashes is known exactly: the last
 * acknowledged value of every field, or one of the values sent after it that never got an answer.
 */

const SIZES = ['S', 'L'] as const;
type Size = (typeof SIZES)[number];

interface Expected {
  acknowledged: number;
  /** Sent after the acknowledged value, but the answer never came (the kill): may or may not be stored. */
  unanswered: number[];
}

interface TrackedProduct {
  id: string;
  name: string;
  price: Expected;
  stock: Record<Size, Expected>;
  busy: boolean;
}

interface ProductView {
  id: string;
  name: string;
  priceData: { price: number };
  variants?: { choices: Record<string, string>; stock: { quantity?: number } }[];
}

const tracked = new Map<string, TrackedProduct>();
const known = (value: number): Expected => ({ acknowledged: value, unanswered: [] });
const allowed = (field: Expected) => [field.acknowledged, ...field.unanswered];
const admin = (ctx: { adminKey: string }) => ({ authorization: ctx.adminKey });

function quantityOf(product: ProductView, size: Size): number | undefined {
  return product.variants?.find((v) => v.choices.Size === size)?.stock.quantity;
}

/** Runs one update of `field`: acknowledged sets it, an answer lost to the kill leaves it undecided. */
async function update(
  ctx: WriterContext,
  product: TrackedProduct,
  field: Expected,
  value: number,
  send: () => Promise<unknown>,
) {
  try {
    await send();
  } catch (error) {
    if (!(error instanceof Refused) && !neverDelivered(error)) field.unanswered.push(value);
    throw error;
  }
  field.acknowledged = value;
  field.unanswered = [];
  ctx.acknowledge(product.id);
}

async function create(ctx: WriterContext, n: number) {
  const name = `Crash ${process.pid} ${n}`;
  const price = 10 + n / 4;
  const answer = await call200(`${ctx.apiUrl}/v1/products`, {
    headers: admin(ctx),
    body: {
      product: {
        name,
        slug: `crash-${process.pid}-${n}`,
        priceData: { price },
        manageVariants: true,
        stock: { trackInventory: true },
        productOptions: [{ name: 'Size', choices: SIZES.map((value) => ({ value })) }],
      },
    },
  });
  const product = answer.product as ProductView;
  const stock = Object.fromEntries(SIZES.map((s) => [s, known(quantityOf(product, s) ?? -1)]));
  tracked.set(product.id, {
    id: product.id,
    name,
    price: known(price),
    stock: stock as Record<Size, Expected>,
    busy: false,
  });
  ctx.acknowledge(product.id);
}

async function changeSomething(ctx: WriterContext, product: TrackedProduct, n: number) {
  if (n % 2 === 0) {
    const price = 10 + n / 4;
    await update(ctx, product, product.price, price, () =>
      call200(`${ctx.apiUrl}/v1/products/${product.id}`, {
        method: 'PATCH',
        headers: admin(ctx),
        body: { product: { priceData: { price } } },
      }),
    );
    return;
  }
  const size = SIZES[Math.floor(Math.random() * SIZES.length)]!;
  await update(ctx, product, product.stock[size], n, () =>
    call200(`${ctx.apiUrl}/v1/products/${product.id}/variants`, {
      method: 'PATCH',
      headers: admin(ctx),
      body: { variants: [{ choices: { Size: size }, stock: { quantity: n } }] },
    }),
  );
}

async function verify(ctx: { apiUrl: string; adminKey: string }, id: string): Promise<string | undefined> {
  const expected = tracked.get(id);
  if (!expected) return 'not tracked by this run';
  const answer = await call(`${ctx.apiUrl}/v1/products/${id}`, { headers: admin(ctx) });
  if (answer.status !== 200) return `GET /v1/products/${id} answered ${answer.status}`;
  const product = answer.json.product as ProductView;
  const problems: string[] = [];
  if (product.name !== expected.name) problems.push(`name ${product.name}, expected ${expected.name}`);
  if (!allowed(expected.price).includes(product.priceData.price))
    problems.push(`price ${product.priceData.price}, expected one of ${allowed(expected.price).join(', ')}`);
  for (const size of SIZES) {
    const quantity = quantityOf(product, size);
    if (quantity === undefined || !allowed(expected.stock[size]).includes(quantity))
      problems.push(`stock ${size} ${quantity}, expected one of ${allowed(expected.stock[size]).join(', ')}`);
  }
  return problems.length ? `product ${id}: ${problems.join('; ')}` : undefined;
}

const verdicts = new Map<string, Promise<string | undefined>>();

export const writer: CrashWriter = {
  name: 'products',
  async write(ctx, n) {
    const idle = [...tracked.values()].filter((p) => !p.busy);
    if (idle.length === 0 || n % 4 === 0) return create(ctx, n);
    const product = idle[Math.floor(Math.random() * idle.length)]!;
    product.busy = true;
    try {
      await changeSomething(ctx, product, n);
    } finally {
      product.busy = false;
    }
  },
  // Several acknowledged writes name the same product: it is read back once, against its final state.
  check(ctx, id) {
    if (!verdicts.has(id)) verdicts.set(id, verify(ctx, id));
    return verdicts.get(id)!;
  },
  notes() {
    const undecided = [...tracked.values()].filter(
      (p) => p.price.unanswered.length + SIZES.reduce((k, s) => k + p.stock[s].unanswered.length, 0) > 0,
    ).length;
    return [
      `${tracked.size} products tracked; ${undecided} with a field whose last write lost its answer to a kill (old or new value accepted)`,
    ];
  },
};
