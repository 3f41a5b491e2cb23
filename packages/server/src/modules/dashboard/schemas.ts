import { Type } from 'typebox';

/** Money as the dashboard shows it: decimal text in the currency, and the same formatted. */
export const Amount = Type.Object({ amount: Type.String(), formattedAmount: Type.String() });

const DateTime = Type.String({ format: 'date-time' });

/** What every listed order shows: its number, buyer and total, and where the dashboard opens it. */
const OrderFields = {
  id: Type.String(),
  number: Type.String(),
  createdDate: DateTime,
  /** The buyer's name, else the email, else empty. */
  buyerName: Type.String(),
  buyerEmail: Type.Optional(Type.String()),
  total: Amount,
};

export const AwaitingPaymentOrder = Type.Object({
  ...OrderFields,
  /** Whole days since the order was placed. */
  daysWaiting: Type.Integer({ minimum: 0 }),
  /** What the buyer still owes (the total less what a gift card or a payment covered). */
  amountDue: Amount,
  paymentMethodTitle: Type.String(),
  /** When the last payment reminder went out, if one did. */
  lastReminderDate: Type.Optional(DateTime),
});

export const Urgency = Type.Union([
  Type.Literal('LATE'),
  Type.Literal('TODAY'),
  Type.Literal('TOMORROW'),
  Type.Literal('LATER'),
]);

export const OrderToFulfil = Type.Object({
  ...OrderFields,
  urgency: Urgency,
  /** The delivery chosen ("Local courier"). */
  deliveryTitle: Type.Optional(Type.String()),
  /** The promised delivery: the slot's start and end, or the deliver-by date as both. */
  dueFrom: Type.Optional(DateTime),
  dueTo: Type.Optional(DateTime),
});

export const PickupOrder = Type.Object({
  ...OrderFields,
  /** Paid already; false: paid when collected (pay on pickup). */
  paid: Type.Boolean(),
  pickupTitle: Type.Optional(Type.String()),
});

const listOf = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({
    orders: Type.Array(item),
    /** All there are; `orders` shows the first ones. */
    total: Type.Integer({ minimum: 0 }),
  });

export const OrdersToHandleReply = Type.Object({
  awaitingPayment: listOf(AwaitingPaymentOrder),
  toFulfil: listOf(OrderToFulfil),
  readyForPickup: listOf(PickupOrder),
});

export const LowStockVariant = Type.Object({
  productId: Type.String(),
  variantId: Type.String(),
  productName: Type.String(),
  /** The variant's choices ("Size: M, Color: Sand"); empty for a product without options. */
  variantName: Type.String(),
  quantity: Type.Integer(),
});

export const StockLevel = Type.Object({
  productId: Type.String(),
  variantId: Type.String(),
  productName: Type.String(),
  variantName: Type.String(),
  sku: Type.Optional(Type.String()),
  quantity: Type.Integer(),
  /** Shown to shoppers. */
  visible: Type.Boolean(),
  /** The product's revision, which a change of units names (If-Match on POST /v1/stock/adjust). */
  revision: Type.Integer(),
});

export const StockLevelsQuery = Type.Object({
  /** Only variants at or below the low-stock threshold. */
  low: Type.Optional(Type.Boolean()),
  /** Words of the product's name or the SKU. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const StockLevelsReply = Type.Object({
  /** Tracked variants, fewest units first. */
  variants: Type.Array(StockLevel),
  total: Type.Integer({ minimum: 0 }),
  threshold: Type.Integer(),
});

export const WaitingVariant = Type.Object({
  productId: Type.String(),
  variantId: Type.String(),
  productName: Type.String(),
  variantName: Type.String(),
  /** Members waiting to be mailed when it is back. */
  waiting: Type.Integer({ minimum: 1 }),
});

export const StockToHandleReply = Type.Object({
  lowStock: Type.Object({
    /** Tracked, shown variants at or below `threshold` units, fewest first. */
    variants: Type.Array(LowStockVariant),
    total: Type.Integer({ minimum: 0 }),
    threshold: Type.Integer(),
  }),
  backInStock: Type.Object({
    /** Variants with members waiting, most waited for first. */
    variants: Type.Array(WaitingVariant),
    total: Type.Integer({ minimum: 0 }),
  }),
});

export const TopProduct = Type.Object({
  /** Absent for a custom line (named only). */
  productId: Type.Optional(Type.String()),
  name: Type.String(),
  units: Type.Integer(),
  revenue: Amount,
});

export const SalesReply = Type.Object({
  sales: Type.Object({
    /** The zone the days are counted in (the shop's). */
    timeZone: Type.String(),
    currency: Type.String(),
    /** Each of the last 30 days, oldest first, today last. */
    days: Type.Array(
      Type.Object({
        /** YYYY-MM-DD in the shop's time zone. */
        date: Type.String(),
        orders: Type.Integer({ minimum: 0 }),
        revenue: Amount,
      }),
    ),
    orders: Type.Integer({ minimum: 0 }),
    revenue: Amount,
    averageOrderValue: Amount,
    topByRevenue: Type.Array(TopProduct),
    topByUnits: Type.Array(TopProduct),
  }),
});
