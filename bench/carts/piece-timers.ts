// The pieces of a cart request on their own (see pieces.ts): each timed in alternating blocks with the others.
import type { App } from '../../packages/server/src/app';
import type { Db } from '../../packages/server/src/db/open';
import { accessTokenAuthenticator } from '../../packages/server/src/modules/oauth';
import { cartItemFacts } from '../../packages/server/src/modules/catalog';
import { recordEvent } from '../../packages/server/src/modules/events';
import { priceCart, priceCartRules, pricingDataFor } from '../../packages/server/src/modules/pricing';
import { keptPricingSettings } from '../../packages/server/src/modules/pricing/kept-settings';
import { keptShipping } from '../../packages/server/src/modules/shipping/kept-options';
import { shippingOptionsFor } from '../../packages/server/src/modules/shipping';
import { evaluate } from '../../packages/server/src/modules/carts/evaluate';
import { currentCartOf } from '../../packages/server/src/modules/carts/store';
import { cartView } from '../../packages/server/src/modules/carts/view';

type Call = () => Promise<unknown>;
type Timer = (
  calls: Record<string, Call>,
) => Promise<Record<string, { median: number; p10: number; p90: number }>>;

export async function pieceTimers(
  db: Db,
  app: App,
  adder: string,
  reader: string,
  shopper: string,
  time: Timer,
): Promise<string[]> {
  const authenticate = accessTokenAuthenticator(db);
  const caller = (await authenticate(shopper))!;
  const row = (await currentCartOf(db, caller.subjectId!, false))!;
  const refs = row.lines.map((l) => ({ productId: l.productId, variantId: l.variantId }));
  const goods = await evaluate(db, row, new Map(), { now: new Date() });
  const priced = await priceCart(db, goods.request);
  const entity = cartView({ row, ...goods, priced, storefrontUrl: 'http://localhost:3000' });
  const destination = (row.contactInfo as { address: never }).address;
  void adder;
  void reader;
  void app;
  const pieces: Record<string, Call> = {
    'access token lookup (auth, every request)': () => authenticate(shopper),
    'current cart row': () => currentCartOf(db, caller.subjectId!, false),
    'catalog facts of 3 lines (cartItemFacts)': () => cartItemFacts(db, refs),
    'evaluate (facts + pricing request)': () => evaluate(db, row, new Map(), { now: new Date() }),
    'pricing settings read (automatic discounts, tax rates, tax setting)': async () => {
      keptPricingSettings.forget(db);
      return keptPricingSettings.get(db);
    },
    'pricing data with kept settings (coupon and its use)': () => pricingDataFor(db, goods.request),
    'priceCart twice (the request with and without shipping)': async () => {
      await priceCart(db, goods.request);
      return priceCart(db, goods.request);
    },
    'pricing data once, rules twice': async () => {
      const data = await pricingDataFor(db, goods.request);
      priceCartRules(goods.request, data);
      return priceCartRules(goods.request, data);
    },
    'shipping settings read (regions, rates, pickups)': async () => {
      keptShipping.forget(db);
      return keptShipping.get(db);
    },
    'shipping options for the address': () =>
      shippingOptionsFor(db, {
        destination,
        weightKg: goods.weightKg,
        subtotal: priced.totals.subtotal,
        currency: goods.currency,
        now: new Date(),
      }),
    'cart view (pure)': async () =>
      cartView({ row, ...goods, priced, storefrontUrl: 'http://localhost:3000' }),
    'JSON of the view': async () => JSON.stringify(entity),
    'event insert (outbox)': () =>
      recordEvent(db, { type: 'bench.cart.piece', entityId: row.id, entity: entity as never }),
  };
  const times = await time(pieces);
  return [
    '| piece (cart of 3 lines, coupon, address) | ms per call, median (p10–max) |',
    '| --- | --- |',
    ...Object.entries(times).map(
      ([name, t]) => `| ${name} | ${t.median.toFixed(3)} (${t.p10.toFixed(3)}–${t.p90.toFixed(3)}) |`,
    ),
  ];
}
