/**
 * Reads of the prices and delivery pages (server side, with the staff session). The shop sells in its
 * products' currency; with no product yet, in the demo shop's.
 */
import type { StaffClient } from './staff';

const DEFAULT_CURRENCY = 'USD';
const PICKER_LIMIT = 100;

/** The products a page offers to choose from (the first 100 by name), with their price, and the shop's currency. */
export async function productChoices(client: StaffClient) {
  const found = await client.products.queryProducts().ascending('name').limit(PICKER_LIMIT).find();
  const products = found.items.map((p) => ({
    id: p._id,
    name: p.name,
    price: p.priceData.formatted.discountedPrice || p.priceData.formatted.price,
  }));
  return { products, currency: found.items[0]?.priceData.currency ?? DEFAULT_CURRENCY };
}

export async function collectionChoices(client: StaffClient) {
  const found = await client.collections.queryCollections().limit(PICKER_LIMIT).find();
  return found.items.map((c) => ({ value: c._id, label: c.name }));
}

/** The shop's currency: its products'. */
export async function shopCurrency(client: StaffClient): Promise<string> {
  const found = await client.products.queryProducts().limit(1).find();
  return found.items[0]?.priceData.currency ?? DEFAULT_CURRENCY;
}
