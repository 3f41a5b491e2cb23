import { Type, type Static } from 'typebox';
import { AddressInput, AddressView } from '../../lib/address';
import { Null, StorableText } from '../../lib/input-schemas';

const Str = Type.String();
const opt = Type.Optional;
const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const closed = { additionalProperties: false } as const;
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Null, t]);

export const DraftOrderStatus = Type.Union([Type.Literal('DRAFT'), Type.Literal('SENT')]);

// ---------- requests ----------

export const DraftLineInput = Type.Object(
  {
    /** A line kept from before keeps its id (the order's line and its errors name it). */
    id: opt(Uuid),
    productId: Uuid,
    /** The all-zero id (or absent) for a product without variants. */
    variantId: opt(Uuid),
    quantity: Type.Integer({ minimum: 1, maximum: 9999 }),
  },
  closed,
);

export const DraftCustomerInput = Type.Object(
  {
    email: opt(nullable(Type.String({ format: 'email', maxLength: 254 }))),
    firstName: opt(nullable(StorableText({ maxLength: 100 }))),
    lastName: opt(nullable(StorableText({ maxLength: 100 }))),
    phone: opt(nullable(StorableText({ maxLength: 50 }))),
  },
  closed,
);

/** What a draft holds; on update, each field given replaces the draft's (null clears it). */
export const DraftOrderInput = Type.Object(
  {
    lineItems: opt(Type.Array(DraftLineInput, { maxItems: 100 })),
    customer: opt(DraftCustomerInput),
    shippingAddress: opt(nullable(AddressInput)),
    shippingOptionCode: opt(nullable(StorableText({ minLength: 1, maxLength: 200 }))),
    paymentMethodId: opt(nullable(Uuid)),
    buyerNote: opt(nullable(StorableText({ maxLength: 1000 }))),
  },
  closed,
);
export type DraftOrderInput = Static<typeof DraftOrderInput>;

export const DraftOrderBody = Type.Object({ draftOrder: DraftOrderInput }, closed);
export const DraftOrderIdParams = Type.Object({ id: Uuid });
export const ListDraftOrdersQuery = Type.Object({
  status: opt(DraftOrderStatus),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
});

// ---------- answers ----------

const Money = Type.Object({ amount: Str, formattedAmount: Str });

/** Something that stops the draft's order, named by the draft's field (and line) it is about. */
export const DraftProblem = Type.Object({
  code: Str,
  description: Str,
  /** `lineItems`, `customer.email`, `shippingAddress`, `shippingOptionCode`, `paymentMethodId`. */
  field: opt(Str),
  lineItemId: opt(Str),
  availableQuantity: opt(Type.Integer()),
});
export type DraftProblem = Static<typeof DraftProblem>;

export const DraftLine = Type.Object({
  id: Str,
  productId: Str,
  variantId: Str,
  quantity: Type.Integer(),
  productName: Str,
  /** What the variant's choices are ("Size: M"), when it has any. */
  variantLabel: opt(Str),
  sku: opt(Str),
  /** Priced now as the shop prices it (absent when the product left the catalog). */
  price: opt(Money),
  lineTotal: opt(Money),
});

export const DraftShippingOption = Type.Object({
  code: Str,
  title: Str,
  cost: Money,
  pickup: Type.Boolean(),
});
export const DraftPaymentMethod = Type.Object({ id: Str, kind: Str, title: Str, instructions: Str });

export const DraftTotals = Type.Object({
  currency: Str,
  subtotal: Money,
  shipping: Money,
  tax: Money,
  discount: Money,
  total: Money,
});

export const DraftOrder = Type.Object({
  id: Str,
  status: DraftOrderStatus,
  lineItems: Type.Array(DraftLine),
  customer: Type.Object({ email: opt(Str), firstName: opt(Str), lastName: opt(Str), phone: opt(Str) }),
  shippingAddress: opt(AddressView),
  shippingOptionCode: opt(Str),
  paymentMethodId: opt(Str),
  buyerNote: opt(Str),
  /** The totals as the shop computes them now (the sent order's, once sent). */
  totals: opt(DraftTotals),
  /** The options the shop offers to the draft's address now. */
  shippingOptions: Type.Array(DraftShippingOption),
  /** The shop's enabled offline payment methods. */
  paymentMethods: Type.Array(DraftPaymentMethod),
  /** What would stop "Send" now (none once sent). */
  problems: Type.Array(DraftProblem),
  orderId: opt(Str),
  orderNumber: opt(Str),
  sentDate: opt(DateTime),
  createdBy: Str,
  createdDate: DateTime,
  updatedDate: DateTime,
});
export type DraftOrderView = Static<typeof DraftOrder>;

export const DraftOrderReply = Type.Object({ draftOrder: DraftOrder });

export const DraftOrderSummary = Type.Object({
  id: Str,
  status: DraftOrderStatus,
  customer: Type.Object({ email: opt(Str), name: opt(Str) }),
  lineCount: Type.Integer(),
  units: Type.Integer(),
  orderId: opt(Str),
  orderNumber: opt(Str),
  createdBy: Str,
  createdDate: DateTime,
  updatedDate: DateTime,
});
export type DraftOrderSummary = Static<typeof DraftOrderSummary>;

export const ListDraftOrdersReply = Type.Object({
  draftOrders: Type.Array(DraftOrderSummary),
  metadata: Type.Object({ count: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }),
});

export const SendDraftOrderReply = Type.Object({
  draftOrder: DraftOrder,
  orderId: Str,
  orderNumber: Str,
});

export const EmptyReply = Type.Object({});
