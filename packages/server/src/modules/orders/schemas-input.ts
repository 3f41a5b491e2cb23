import { Type, type Static } from 'typebox';
import { AddressInput } from '../../lib/address';
import { StorableText } from '../../lib/input-schemas';
import { CHANNEL_TYPES, ITEM_TYPES, MultiPrice, Order } from './schemas';

/** Request and answer shapes of the order calls other than get (spec section 7 "Orders"). */

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;
const Str = Type.String();
const Text = (max = 200) => StorableText({ maxLength: max });
const Id = Type.String({ format: 'uuid' });
const Decimal = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,3})?$' });
/** A money amount as Wix sends it: `{ amount: "12.50" }`. */
const PriceInput = Type.Object({ amount: Decimal, formattedAmount: opt(Text(100)) }, closed);
const DateInput = Type.String({ format: 'date-time' });

// ---------- search ----------

/**
 * Wix's search object. The query language checks the rest (limits, fields, operators, unknown keys: see
 * http/query.ts), so the objects here are open and their bounds are the compiler's.
 */
const SortItem = Type.Object({ fieldName: Str, order: opt(Type.Enum(['ASC', 'DESC'])) });

export const OrderSearch = Type.Object(
  {
    /** A filter of the query language, as an object or as its JSON text. */
    filter: opt(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.String()])),
    /** A list of sort items, one item, or the JSON text of either: the forms the catalog's query takes too. */
    sort: opt(Type.Union([Type.Array(SortItem), SortItem, Type.String()])),
    cursorPaging: opt(
      Type.Object({ limit: opt(Type.Integer()), cursor: opt(Type.Union([Str, Type.Null()])) }),
    ),
    paging: opt(Type.Object({ limit: opt(Type.Integer()), offset: opt(Type.Integer()) })),
  },
  closed,
);

export const SearchOrdersBody = Type.Object({ search: opt(OrderSearch) }, closed);
export type SearchOrdersBody = Static<typeof SearchOrdersBody>;

export const SearchOrdersReply = Type.Object({
  orders: Type.Array(Order),
  metadata: Type.Object({
    count: Type.Integer(),
    hasNext: Type.Boolean(),
    cursors: Type.Object({ next: opt(Str), prev: opt(Str) }),
  }),
});
export type SearchOrdersReply = Static<typeof SearchOrdersReply>;

// ---------- create and update ----------

const ContactDetailsInput = Type.Object(
  { firstName: opt(Text()), lastName: opt(Text()), phone: opt(Text(50)), company: opt(Text()) },
  closed,
);
export const AddressWithContactInput = Type.Object(
  { address: opt(AddressInput), contactDetails: opt(ContactDetailsInput) },
  closed,
);
export type AddressWithContactInput = Static<typeof AddressWithContactInput>;

const BuyerInfoInput = Type.Object(
  { email: opt(Type.String({ format: 'email', maxLength: 254 })), memberId: opt(Id), visitorId: opt(Id) },
  closed,
);

const DescriptionLineInput = Type.Object(
  {
    name: Type.Object({ original: Text(), translated: opt(Text()) }, closed),
    lineType: opt(Type.Enum(['PLAIN_TEXT', 'COLOR'])),
    plainText: opt(Type.Object({ original: Text(600), translated: opt(Text(600)) }, closed)),
    colorInfo: opt(
      Type.Object({ original: Text(500), translated: opt(Text(500)), code: opt(Text(50)) }, closed),
    ),
  },
  closed,
);

export const OrderLineInput = Type.Object(
  {
    productName: opt(Type.Object({ original: Text(), translated: opt(Text()) }, closed)),
    catalogReference: opt(
      Type.Object(
        {
          appId: Text(100),
          catalogItemId: Id,
          options: opt(Type.Object({ variantId: opt(Id) }, closed)),
        },
        closed,
      ),
    ),
    quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
    price: opt(PriceInput),
    totalDiscount: opt(PriceInput),
    taxDetails: opt(
      Type.Object({ taxRate: Type.String({ pattern: '^(0(\\.\\d{1,6})?|1(\\.0{1,6})?)$' }) }, closed),
    ),
    itemType: opt(Type.Object({ preset: Type.Enum([...ITEM_TYPES]) }, closed)),
    physicalProperties: opt(
      Type.Object(
        {
          weight: opt(Type.Number({ minimum: 0, maximum: 1e6 })),
          sku: opt(Text(100)),
          shippable: opt(Type.Boolean()),
        },
        closed,
      ),
    ),
    descriptionLines: opt(Type.Array(DescriptionLineInput, { maxItems: 20 })),
  },
  closed,
);
export type OrderLineInput = Static<typeof OrderLineInput>;

const LogisticsInput = Type.Object(
  {
    deliveryTime: opt(Text()),
    instructions: opt(Text(1000)),
    deliverByDate: opt(DateInput),
    deliveryTimeSlot: opt(Type.Object({ from: DateInput, to: DateInput }, closed)),
    shippingDestination: opt(AddressWithContactInput),
    pickupDetails: opt(
      Type.Object(
        { address: opt(AddressInput), pickupMethod: opt(Type.Enum(['STORE_PICKUP', 'PICKUP_POINT'])) },
        closed,
      ),
    ),
  },
  closed,
);

export const ShippingInfoInput = Type.Object(
  {
    title: opt(Text()),
    code: opt(Text()),
    carrierId: opt(Text(100)),
    logistics: opt(LogisticsInput),
    cost: opt(Type.Object({ price: PriceInput }, closed)),
  },
  closed,
);
export type ShippingInfoInput = Static<typeof ShippingInfoInput>;

export const NewOrderInput = Type.Object(
  {
    lineItems: Type.Array(OrderLineInput, { minItems: 1, maxItems: 300 }),
    buyerInfo: opt(BuyerInfoInput),
    currency: opt(Type.String({ pattern: '^[A-Z]{3}$' })),
    weightUnit: opt(Type.Enum(['KG', 'LB'])),
    taxIncludedInPrices: opt(Type.Boolean()),
    billingInfo: opt(AddressWithContactInput),
    shippingInfo: opt(ShippingInfoInput),
    recipientInfo: opt(AddressWithContactInput),
    buyerNote: opt(Text(1000)),
    channelInfo: opt(Type.Object({ type: Type.Enum([...CHANNEL_TYPES]) }, closed)),
  },
  closed,
);
export type NewOrderInput = Static<typeof NewOrderInput>;

export const CreateOrderBody = Type.Object(
  { order: NewOrderInput, settings: opt(Type.Object({}, { additionalProperties: true })) },
  closed,
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

/** What an update may change: who bought and where it goes, notes, archiving; never lines or money. */
export const OrderUpdateInput = Type.Object(
  {
    id: opt(Id),
    buyerInfo: opt(Type.Object({ email: opt(Type.String({ format: 'email', maxLength: 254 })) }, closed)),
    billingInfo: opt(AddressWithContactInput),
    recipientInfo: opt(AddressWithContactInput),
    shippingInfo: opt(
      Type.Object(
        { logistics: opt(Type.Object({ shippingDestination: opt(AddressWithContactInput) }, closed)) },
        closed,
      ),
    ),
    buyerNote: opt(Type.Union([Text(1000), Type.Null()])),
    archived: opt(Type.Boolean()),
  },
  closed,
);
export type OrderUpdateInput = Static<typeof OrderUpdateInput>;

export const UpdateOrderBody = Type.Object(
  {
    order: OrderUpdateInput,
    /** Comma-joined field paths (as carts and the SDK send them), or Wix's `{ paths }`. */
    fieldMask: opt(
      Type.Union([Text(1000), Type.Object({ paths: Type.Array(Text(200), { maxItems: 50 }) }, closed)]),
    ),
  },
  closed,
);
export type UpdateOrderBody = Static<typeof UpdateOrderBody>;

export const UpdateOrderQuery = Type.Object({ fieldMask: opt(Text(1000)) });

// ---------- cancel ----------

export const CancelOrderBody = Type.Object(
  {
    id: opt(Id),
    sendOrderCanceledEmail: opt(Type.Boolean()),
    customMessage: opt(Type.Union([Text(2000), Type.Null()])),
    restockAllItems: opt(Type.Boolean()),
  },
  closed,
);
export type CancelOrderBody = Static<typeof CancelOrderBody>;

// ---------- payment collectability ----------

export const COLLECTABILITY = [
  'COLLECTABLE',
  'NONCOLLECTABLE_ORDER_IS_CANCELLED',
  'NONCOLLECTABLE_ORDER_IS_PAID',
  'NONCOLLECTABLE_MISSING_PAYMENT_METHOD',
  'NONCOLLECTABLE_ORDER_IS_PENDING',
  'NONCOLLECTABLE_ORDER_IS_REJECTED',
] as const;
export type Collectability = (typeof COLLECTABILITY)[number];

export const CollectabilityParams = Type.Object({ ecomOrderId: Id });

export const CollectabilityReply = Type.Object({
  /** Wix's PaymentCollectabilityStatus. */
  status: Type.Enum([...COLLECTABILITY]),
  /** Atelier: the reason alone when it is not collectable (ORDER_IS_CANCELLED, ORDER_IS_PAID, ...). */
  reason: opt(Str),
  /** What is left to collect. */
  amount: MultiPrice,
});
export type CollectabilityReply = Static<typeof CollectabilityReply>;
