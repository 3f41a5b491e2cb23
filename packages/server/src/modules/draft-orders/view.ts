import type { AppContext } from '../../context';
import type { Caller } from '../../http/auth';
import { AppError, ValidationError } from '../../http/errors';
import { addressView } from '../../lib/address';
import { previewPhoneOrder, type CheckoutView } from '../checkouts';
import { orderById, orderView } from '../orders';
import type { PaymentMethod } from '../payment-methods';
import { problemsOf } from './rules';
import type { DraftProblem, DraftOrderView } from './schemas';
import { phoneOrderOf, type DraftRow } from './service';

/** A draft as the dashboard shows it: its lines and totals priced now (the order's, once sent). */

type Money = { amount: string; formattedAmount: string };
const m = (x: Money) => ({ amount: x.amount, formattedAmount: x.formattedAmount });

interface Described {
  name?: { original?: string };
  plainText?: { original?: string };
  colorInfo?: { original?: string };
}

const labelOf = (lines: Described[] | undefined) =>
  (lines ?? [])
    .map((d) => {
      const value = d.plainText?.original ?? d.colorInfo?.original;
      return d.name?.original && value ? `${d.name.original}: ${value}` : undefined;
    })
    .filter(Boolean)
    .join(', ') || undefined;

/** Lines refused by the catalog now (gone, or no longer for sale): their index, from the violations. */
function goneLines(error: ValidationError): Set<number> {
  const gone = new Set<number>();
  for (const v of error.violations) {
    const match = /lineItems\[(\d+)\]/.exec(v.field);
    if (match) gone.add(Number(match[1]));
  }
  return gone;
}

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** The draft priced by the checkout's rules; a line whose product went is shown as such and left out. */
async function preview(ctx: Ctx, caller: Caller, row: DraftRow) {
  const order = phoneOrderOf(row);
  const problems: DraftProblem[] = [];
  let lines = order.lines;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const result = await previewPhoneOrder(ctx.db, ctx.config, caller, { ...order, lines });
      if (result.problem) problems.push(...problemsOf(result.problem));
      return { checkout: result.checkout, problems };
    } catch (error) {
      if (!(error instanceof ValidationError) || attempt > 0) throw error;
      const gone = goneLines(error);
      for (const i of gone)
        problems.push({
          code: 'PRODUCT_UNAVAILABLE',
          description: 'This product is no longer in the catalog or for sale: remove the line',
          field: 'lineItems',
          lineItemId: lines[i]!.id,
        });
      lines = lines.filter((_, i) => !gone.has(i));
    }
  }
  throw new AppError(500, 'PREVIEW_FAILED', 'The draft could not be priced');
}

function pricedLines(row: DraftRow, checkout: CheckoutView | undefined) {
  const views = new Map((checkout?.lineItems ?? []).map((l) => [l.id, l]));
  return row.lines.map((l) => {
    const v = views.get(l.id) as
      (CheckoutView['lineItems'][number] & { descriptionLines?: Described[] }) | undefined;
    const label = labelOf(v?.descriptionLines);
    const sku = (v?.physicalProperties as { sku?: string } | undefined)?.sku;
    return {
      id: l.id,
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity,
      productName: v?.productName.original ?? l.name ?? 'Product no longer in the catalog',
      ...(label ? { variantLabel: label } : {}),
      ...(sku ? { sku } : {}),
      ...(v ? { price: m(v.price), lineTotal: m(v.lineItemPrice) } : {}),
    };
  });
}

function shippingOptionsOf(checkout: CheckoutView | undefined) {
  return (checkout?.shippingInfo.carrierServiceOptions ?? []).flatMap((c) =>
    c.shippingOptions.map((o) => ({
      code: o.code,
      title: o.title,
      cost: m(o.cost.price),
      pickup: Boolean((o.logistics as { pickupDetails?: unknown } | undefined)?.pickupDetails),
    })),
  );
}

export async function draftView(
  ctx: Ctx,
  caller: Caller,
  row: DraftRow,
  methods: PaymentMethod[],
): Promise<DraftOrderView> {
  const base = {
    id: row.id,
    status: row.status as DraftOrderView['status'],
    customer: {
      ...(row.email ? { email: row.email } : {}),
      ...(row.firstName ? { firstName: row.firstName } : {}),
      ...(row.lastName ? { lastName: row.lastName } : {}),
      ...(row.phone ? { phone: row.phone } : {}),
    },
    ...(row.shippingAddress ? { shippingAddress: addressView(row.shippingAddress) } : {}),
    ...(row.shippingOptionCode ? { shippingOptionCode: row.shippingOptionCode } : {}),
    ...(row.paymentMethodId ? { paymentMethodId: row.paymentMethodId } : {}),
    ...(row.buyerNote ? { buyerNote: row.buyerNote } : {}),
    paymentMethods: methods.map(({ id, kind, title, instructions }) => ({ id, kind, title, instructions })),
    ...(row.orderId ? { orderId: row.orderId } : {}),
    ...(row.orderNumber ? { orderNumber: row.orderNumber } : {}),
    ...(row.sentDate ? { sentDate: row.sentDate.toISOString() } : {}),
    createdBy: row.createdBy,
    createdDate: row.createdDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
  };
  if (row.status === 'SENT' && row.orderId) {
    const placed = await orderById(ctx.db, row.orderId);
    const order = placed && orderView(placed, ctx.config.storefrontUrl);
    const views = new Map((order?.lineItems ?? []).map((l) => [l.id, l]));
    const s = order?.priceSummary;
    return {
      ...base,
      lineItems: row.lines.map((l) => {
        const v = views.get(l.id) as { productName?: { original?: string }; price?: Money } | undefined;
        return {
          id: l.id,
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity,
          productName: v?.productName?.original ?? l.name ?? 'Product',
          ...(v?.price ? { price: m(v.price) } : {}),
        };
      }),
      ...(order && s
        ? {
            totals: {
              currency: order.currency,
              subtotal: m(s.subtotal),
              shipping: m(s.shipping),
              tax: m(s.tax),
              discount: m(s.discount),
              total: m(s.total),
            },
          }
        : {}),
      shippingOptions: [],
      problems: [],
    };
  }
  const { checkout, problems } = await preview(ctx, caller, row);
  const s = checkout.priceSummary;
  return {
    ...base,
    lineItems: pricedLines(row, checkout),
    ...(row.lines.length > 0
      ? {
          totals: {
            currency: checkout.currency,
            subtotal: m(s.subtotal),
            shipping: m(s.shipping),
            tax: m(s.tax),
            discount: m(s.discount),
            total: m(s.total),
          },
        }
      : {}),
    shippingOptions: shippingOptionsOf(checkout),
    problems,
  };
}
