import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open';
import type { StoredOrderLine } from '../../db/schema';
import { addressFrom } from '../../lib/address';
import { ValidationError, type FieldViolation } from '../../http/errors';
import { divRound, fromScaled, toScaled } from '../../lib/money';
import { cartItemFacts, mediaItem, type CartItemFacts } from '../catalog';
import { currencyDigits } from '../pricing';
import type { OrderDraft } from './create';
import type {
  AddressWithContactInput,
  NewOrderInput,
  OrderLineInput,
  ShippingInfoInput,
} from './schemas-input';
import { WIX_STORES_APP_ID } from './view';

/** Turns what a merchant sends into an order draft: lines checked against the catalog, money computed. */

type DraftLine = OrderDraft['lines'][number];

/** { address (spec names), contactDetails } as an order stores it. */
export function contactOf(input: AddressWithContactInput): Record<string, unknown> {
  return {
    ...(input.address ? { address: addressFrom(input.address) } : {}),
    ...(input.contactDetails ? { contactDetails: input.contactDetails } : {}),
  };
}

function shippingOf(input: ShippingInfoInput): Record<string, unknown> {
  const l = input.logistics;
  return {
    title: input.title ?? '',
    ...(input.code ? { code: input.code } : {}),
    ...(input.carrierId ? { carrierId: input.carrierId } : {}),
    logistics: l
      ? {
          ...(l.deliveryTime ? { deliveryTime: l.deliveryTime } : {}),
          ...(l.instructions ? { instructions: l.instructions } : {}),
          ...(l.deliverByDate ? { deliverByDate: new Date(l.deliverByDate).toISOString() } : {}),
          ...(l.deliveryTimeSlot
            ? {
                deliveryTimeSlot: {
                  from: new Date(l.deliveryTimeSlot.from).toISOString(),
                  to: new Date(l.deliveryTimeSlot.to).toISOString(),
                },
              }
            : {}),
          ...(l.shippingDestination ? { shippingDestination: contactOf(l.shippingDestination) } : {}),
          ...(l.pickupDetails
            ? {
                pickupDetails: {
                  ...(l.pickupDetails.address ? { address: addressFrom(l.pickupDetails.address) } : {}),
                  ...(l.pickupDetails.pickupMethod ? { pickupMethod: l.pickupDetails.pickupMethod } : {}),
                },
              }
            : {}),
        }
      : {},
  };
}

const RATE_SCALE = 6;

/** One line priced: the merchant's price (else the catalog's), its discount, and tax at its rate. */
function priceLine(
  line: OrderLineInput,
  facts: CartItemFacts | null,
  index: number,
  currency: string,
  taxIncluded: boolean,
  violations: FieldViolation[],
): DraftLine | undefined {
  const at = `order.lineItems[${index}]`;
  const digits = currencyDigits(currency);
  const minor = (text: string, field: string) => {
    const scaled = toScaled(text, digits);
    if (scaled === undefined)
      violations.push({
        field,
        violatedRule: 'DECIMAL_MAX_SCALE',
        description: `must have at most ${digits} decimal places`,
      });
    return scaled ?? 0n;
  };
  const text = (n: bigint) => fromScaled(n, digits);
  if (!facts && !line.price) {
    violations.push({
      field: `${at}.price`,
      violatedRule: 'REQUIRED_FIELD',
      description: 'is required for a line outside the catalog',
    });
    return undefined;
  }
  const name = line.productName?.original ?? facts?.name;
  if (!name) {
    violations.push({
      field: `${at}.productName`,
      violatedRule: 'REQUIRED_FIELD',
      description: 'is required for a line outside the catalog',
    });
    return undefined;
  }
  const unit = line.price ? minor(line.price.amount, `${at}.price.amount`) : facts!.price;
  const full = facts && !line.price ? facts.fullPrice : unit;
  const subtotal = unit * BigInt(line.quantity);
  const discount = line.totalDiscount ? minor(line.totalDiscount.amount, `${at}.totalDiscount.amount`) : 0n;
  if (discount > subtotal)
    violations.push({
      field: `${at}.totalDiscount.amount`,
      violatedRule: 'DECIMAL_LTE',
      description: 'must not exceed the line price',
    });
  const rate = toScaled(line.taxDetails?.taxRate ?? '0', RATE_SCALE) ?? 0n;
  const taxable = subtotal - discount;
  const scale = 10n ** BigInt(RATE_SCALE);
  const tax = taxIncluded
    ? taxable - divRound(taxable * scale, scale + rate)
    : divRound(taxable * rate, scale);
  const total = taxIncluded ? taxable : taxable + tax;
  const preset =
    line.itemType?.preset ??
    (facts ? (facts.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL') : 'CUSTOM_AMOUNT_ITEM');
  const weight = line.physicalProperties?.weight ?? (facts?.weight ? Number(facts.weight) : undefined);
  const sku = line.physicalProperties?.sku ?? facts?.sku ?? undefined;
  const image = facts?.image ? mediaItem(facts.image).image : undefined;
  return {
    id: randomUUID(),
    itemType: preset,
    ...(facts ? { productId: facts.productId, variantId: facts.variantId, slug: facts.slug } : {}),
    name,
    ...(sku ? { sku } : {}),
    quantity: line.quantity,
    unitPrice: text(unit),
    fullPrice: text(full),
    priceBeforeDiscounts: text(unit),
    lineSubtotal: text(subtotal),
    discount: text(discount),
    tax: text(tax),
    taxRate: fromScaled(rate, RATE_SCALE).replace(/\.?0+$/, '') || '0',
    lineTotal: text(total),
    ...(weight !== undefined ? { weight } : {}),
    ...(image && facts?.image ? { image: { id: facts.image.id, ...image } } : {}),
    descriptionLines: (line.descriptionLines ??
      facts?.options.map((o) => ({
        name: { original: o.option, translated: o.option },
        lineType: 'PLAIN_TEXT',
        plainText: { original: o.value, translated: o.value },
      })) ??
      []) as StoredOrderLine['descriptionLines'],
  };
}

/**
 * The draft of POST /v1/orders: catalog lines must name a product (and variant) of the catalog in the
 * order's currency; money is computed here from the merchant's prices, never taken from a summary.
 */
export async function draftFromInput(db: Db, input: NewOrderInput): Promise<OrderDraft> {
  const refs = input.lineItems.map((l) =>
    l.catalogReference
      ? { productId: l.catalogReference.catalogItemId, variantId: l.catalogReference.options?.variantId }
      : undefined,
  );
  const known = await cartItemFacts(
    db,
    refs.filter((r) => r !== undefined),
  );
  let k = 0;
  const facts = refs.map((r) => (r ? (known[k++] ?? null) : null));
  const violations: FieldViolation[] = [];
  refs.forEach((r, i) => {
    if (r && !facts[i])
      violations.push({
        field: `order.lineItems[${i}].catalogReference`,
        violatedRule: 'VALIDATION',
        description: 'names no product variant of the catalog',
      });
    const appId = input.lineItems[i]!.catalogReference?.appId;
    if (r && appId !== WIX_STORES_APP_ID)
      violations.push({
        field: `order.lineItems[${i}].catalogReference.appId`,
        violatedRule: 'VALIDATION',
        description: `must be ${WIX_STORES_APP_ID}`,
      });
  });
  const currency = input.currency ?? facts.find((f) => f)?.currency ?? 'USD';
  facts.forEach((f, i) => {
    if (f && f.currency !== currency)
      violations.push({
        field: `order.lineItems[${i}].catalogReference`,
        violatedRule: 'VALIDATION',
        description: `is sold in ${f.currency}, not ${currency}`,
      });
  });
  const taxIncluded = input.taxIncludedInPrices ?? false;
  const lines = input.lineItems.map((l, i) =>
    priceLine(l, facts[i] ?? null, i, currency, taxIncluded, violations),
  );
  const digits = currencyDigits(currency);
  const shipping = input.shippingInfo?.cost?.price.amount ?? '0';
  const shippingMinor = toScaled(shipping, digits);
  if (shippingMinor === undefined)
    violations.push({
      field: 'order.shippingInfo.cost.price.amount',
      violatedRule: 'DECIMAL_MAX_SCALE',
      description: `must have at most ${digits} decimal places`,
    });
  if (violations.length > 0) throw new ValidationError(violations);
  const priced = lines as DraftLine[];
  const sum = (pick: (l: DraftLine) => string) =>
    priced.reduce((s, l) => s + (toScaled(pick(l), digits) ?? 0n), 0n);
  const text = (n: bigint) => fromScaled(n, digits);
  const subtotal = sum((l) => l.lineSubtotal);
  const discount = sum((l) => l.discount);
  const tax = sum((l) => l.tax);
  const total = sum((l) => l.lineTotal) + (shippingMinor ?? 0n);
  const b = input.buyerInfo;
  const recipient = input.recipientInfo ?? input.shippingInfo?.logistics?.shippingDestination;
  return {
    buyer: {
      ...(b?.email ? { email: b.email } : {}),
      ...(b?.memberId ? { memberId: b.memberId } : {}),
      ...(b?.visitorId ? { subjectId: b.visitorId } : {}),
      ...(input.billingInfo?.contactDetails?.firstName
        ? { firstName: input.billingInfo.contactDetails.firstName }
        : {}),
      ...(input.billingInfo?.contactDetails?.lastName
        ? { lastName: input.billingInfo.contactDetails.lastName }
        : {}),
    },
    channelType: input.channelInfo?.type ?? 'BACKOFFICE_MERCHANT',
    currency,
    taxIncludedInPrices: taxIncluded,
    weightUnit: input.weightUnit ?? 'KG',
    lines: priced,
    priceSummary: {
      subtotal: text(subtotal),
      shipping: text(shippingMinor ?? 0n),
      tax: text(tax),
      discount: text(discount),
      total: text(total),
      giftCard: text(0n),
    },
    ...(input.billingInfo ? { billingInfo: contactOf(input.billingInfo) } : {}),
    ...(input.shippingInfo ? { shippingInfo: shippingOf(input.shippingInfo) } : {}),
    ...(recipient ? { recipientInfo: contactOf(recipient) } : {}),
    appliedDiscounts: [],
    ...(input.buyerNote ? { buyerNote: input.buyerNote } : {}),
  };
}

/** Out of stock: an application error naming each line short and what its variant holds; nothing changed. */
