import type { Static } from 'typebox';
import type { StoredCartLine, StoredCustomLine } from '../../db/schema';
import { addressView, type Address } from '../../lib/address';
import { productPagePath, shopPageUrl } from '../../lib/shop-pages';
import { formatMoney, fromScaled, toScaled } from '../../lib/money';
import { mediaItem, type CartItemFacts } from '../catalog';
import { currencyDigits, type AppliedDiscount, type PricedCart, type PricedLineResult } from '../pricing';
import type { Availability } from './rules';
import { WIX_STORES_APP_ID } from './rules';
import type { CartRow } from './store';
import type {
  CartDiscount,
  CartImage,
  CartView,
  ContactInfo,
  CustomLineItem,
  DescriptionLine,
  LineItem,
  MultiCurrencyPrice,
} from './schemas';

/** Builds the wire view of a cart from its row, the catalog's facts and pricing's answer. Pure. */

type Price = Static<typeof MultiCurrencyPrice>;

export function money(amount: bigint, currency: string): Price {
  const text = fromScaled(amount, currencyDigits(currency));
  const formatted = formatMoney(text, currency);
  return {
    amount: text,
    convertedAmount: text,
    formattedAmount: formatted,
    formattedConvertedAmount: formatted,
  };
}

/** Decimal text stored by the cart (already checked to the currency's digits) in minor units. */
export const minorUnitsOf = (text: string, currency: string) =>
  toScaled(text, currencyDigits(currency)) ?? 0n;

/** A catalog line with what the catalog and pricing said of it. */
export interface LineFacts {
  line: StoredCartLine;
  facts: CartItemFacts | null;
  availability: Availability;
  /** The unit price pricing was given (an elevated override, else the catalog's). */
  unitPrice: bigint;
  unitFullPrice: bigint;
}

const IMAGE_EXPIRES = '2099-12-31T00:00:00.000Z';

function imageOf(facts: CartItemFacts | null): Static<typeof CartImage> | undefined {
  if (!facts?.image) return undefined;
  const item = mediaItem(facts.image);
  const image = item.image ?? item.thumbnail;
  if (!image) return undefined;
  return {
    id: facts.image.id,
    url: image.url,
    width: image.width,
    height: image.height,
    ...(image.altText ? { altText: image.altText } : {}),
    urlExpirationDate: image.urlExpirationDate ?? IMAGE_EXPIRES,
  };
}

function descriptionLines(facts: CartItemFacts | null): Static<typeof DescriptionLine>[] {
  return (facts?.options ?? []).map((o) =>
    o.optionType === 'color'
      ? {
          name: { original: o.option, translated: o.option },
          lineType: 'COLOR' as const,
          colorInfo: {
            original: o.value,
            translated: o.value,
            ...(o.colorCode ? { code: o.colorCode } : {}),
          },
        }
      : {
          name: { original: o.option, translated: o.option },
          lineType: 'PLAIN_TEXT' as const,
          plainText: { original: o.value, translated: o.value },
        },
  );
}

const kg = (weight: string | null | undefined) => (weight ? Number(weight) : undefined);

export function lineView(
  { line, facts, availability, unitPrice, unitFullPrice }: LineFacts,
  priced: PricedLineResult | undefined,
  currency: string,
  storefrontUrl: string,
): Static<typeof LineItem> {
  const name = facts?.name ?? line.name ?? '';
  const slug = facts?.slug ?? line.slug ?? '';
  const overrides = line.overrides as Static<typeof LineItem>['catalogOverrideFields'] | undefined;
  const weight = overrides?.physicalProperties?.weight ?? kg(facts?.weight);
  const image = overrides?.image ?? imageOf(facts);
  const physical = (facts?.productType ?? 'physical') !== 'digital';
  return {
    id: line.id,
    quantity: line.quantity,
    catalogReference: {
      appId: WIX_STORES_APP_ID,
      catalogItemId: line.productId,
      options: { variantId: line.variantId },
    },
    productName: overrides?.productName ?? { original: name, translated: name },
    url: shopPageUrl(storefrontUrl, productPagePath(slug)),
    price: money(priced?.unitPrice ?? unitPrice, currency),
    fullPrice: money(priced?.fullPrice ?? unitFullPrice, currency),
    priceBeforeDiscounts: money(priced?.priceBeforeDiscounts ?? unitPrice, currency),
    lineItemPrice: money(priced?.lineSubtotal ?? 0n, currency),
    descriptionLines: overrides?.descriptionLines ?? descriptionLines(facts),
    ...(image ? { image } : {}),
    availability,
    physicalProperties: {
      ...(weight !== undefined ? { weight } : {}),
      ...(facts?.sku ? { sku: facts.sku } : {}),
      shippable: physical,
    },
    itemType: { preset: physical ? 'PHYSICAL' : 'DIGITAL' },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    rootCatalogItemId: line.productId,
    customLineItem: false,
    priceUndetermined: false,
    fixedQuantity: false,
    ...(overrides ? { catalogOverrideFields: overrides } : {}),
  };
}

export function customLineView(
  line: StoredCustomLine,
  priced: PricedLineResult | undefined,
  unitPrice: bigint,
  unitFullPrice: bigint,
  currency: string,
): Static<typeof CustomLineItem> {
  const f = line.fields as Partial<Static<typeof CustomLineItem>> & { productName: { original: string } };
  return {
    id: line.id,
    quantity: line.quantity,
    productName: {
      original: f.productName.original,
      translated: f.productName.translated ?? f.productName.original,
    },
    price: money(unitPrice, currency),
    fullPrice: money(unitFullPrice, currency),
    priceBeforeDiscounts: money(unitPrice, currency),
    lineItemPrice: money(priced?.lineSubtotal ?? unitPrice * BigInt(line.quantity), currency),
    descriptionLines: f.descriptionLines ?? [],
    ...(f.media ? { media: f.media } : {}),
    ...(f.url ? { url: { relativePath: f.url.relativePath, url: f.url.url ?? f.url.relativePath } } : {}),
    itemType: f.itemType ?? { preset: 'PHYSICAL' },
    ...(f.physicalProperties
      ? { physicalProperties: { ...f.physicalProperties, shippable: f.physicalProperties.shippable ?? true } }
      : {}),
    ...(f.serviceProperties ? { serviceProperties: f.serviceProperties } : {}),
    ...(f.priceDescription ? { priceDescription: f.priceDescription } : {}),
    ...(f.catalogReference ? { catalogReference: f.catalogReference } : {}),
    customLineItem: true,
  };
}

const percentNumber = (percentage: string | undefined) =>
  percentage === undefined ? undefined : Number(percentage);

export function discountView(d: AppliedDiscount, currency: string): Static<typeof CartDiscount> {
  const amount = money(d.amount, currency);
  return {
    discountType: d.discountType,
    ...(d.discountType === 'SPECIFIC_ITEMS' ? { lineItemIds: d.lineIds } : {}),
    ...(d.coupon ? { coupon: { ...d.coupon, amount } } : {}),
    ...(d.merchantDiscount
      ? {
          merchantDiscount: {
            amount,
            ...(d.merchantDiscount.percentage !== undefined
              ? { percentage: percentNumber(d.merchantDiscount.percentage)! }
              : {}),
          },
        }
      : {}),
    ...(d.discountRule
      ? {
          discountRule: {
            id: d.discountRule.id,
            name: { original: d.discountRule.name, translated: d.discountRule.name },
            amount,
          },
        }
      : {}),
  };
}

function contactInfoView(stored: Record<string, unknown>): Static<typeof ContactInfo> {
  const { address, ...rest } = stored as Static<typeof ContactInfo> & { address?: Address };
  return { ...rest, ...(address ? { address: addressView(address) } : {}) };
}

export interface CartViewInput {
  row: CartRow;
  lines: LineFacts[];
  /** Unit prices pricing was given for each custom line. */
  customPrices: Map<string, { unitPrice: bigint; unitFullPrice: bigint }>;
  priced: PricedCart;
  currency: string;
  storefrontUrl: string;
}

export function cartView({
  row,
  lines,
  customPrices,
  priced,
  currency,
  storefrontUrl,
}: CartViewInput): CartView {
  const t = priced.totals;
  const merchantAmounts = priced.appliedDiscounts.filter((d) => d.kind === 'MERCHANT').map((d) => d.amount);
  return {
    id: row.id,
    createdDate: row.createdDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
    lineItems: lines.map((l) => lineView(l, priced.lines.get(l.line.id), currency, storefrontUrl)),
    customLineItems: row.customLines.map((c) => {
      const p = customPrices.get(c.id) ?? { unitPrice: 0n, unitFullPrice: 0n };
      return customLineView(c, priced.lines.get(c.id), p.unitPrice, p.unitFullPrice, currency);
    }),
    buyerInfo: row.ownerSubjectId
      ? row.ownerMemberId
        ? { memberId: row.ownerMemberId }
        : { visitorId: row.ownerSubjectId }
      : {},
    currency,
    conversionCurrency: currency,
    paymentCurrency: currency,
    weightUnit: 'KG',
    taxIncludedInPrices: priced.tax.includedInPrices,
    ...(row.couponCode ? { couponCode: row.couponCode } : {}),
    ...(priced.coupon?.problem ? { couponProblem: priced.coupon.problem } : {}),
    merchantDiscounts: row.merchantDiscounts.map((m, i) => ({
      // A percentage's amount is what pricing made of it; pricing answers merchant discounts first, in order.
      amount: money(merchantAmounts[i] ?? minorUnitsOf(m.amount, currency), currency),
      ...(m.percentage !== undefined ? { percentage: Number(m.percentage) } : {}),
      ...(m.lineItemIds ? { lineItemIds: m.lineItemIds } : {}),
    })),
    appliedDiscounts: priced.appliedDiscounts.map((d) => discountView(d, currency)),
    ...(row.contactInfo ? { contactInfo: contactInfoView(row.contactInfo) } : {}),
    ...(row.buyerNote ? { buyerNote: row.buyerNote } : {}),
    ...(row.selectedShippingOption ? { selectedShippingOption: row.selectedShippingOption } : {}),
    priceSummary: {
      subtotal: money(t.subtotal, currency),
      discount: money(t.discount + t.shippingDiscount, currency),
      shipping: money(t.shipping, currency),
      tax: money(t.tax, currency),
      total: money(t.total, currency),
    },
    revision: String(row.version),
  };
}
