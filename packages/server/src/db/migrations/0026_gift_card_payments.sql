-- What a gift card paid at checkout is the order's GIFT_CARD payment (orders/transactions.ts
-- recordGiftCardPayment); orders placed before have it only in price_summary.giftCard: record it, once.
INSERT INTO "order_transactions" ("order_id", "kind", "status", "amount", "currency", "method", "details", "created_date")
SELECT o."id", 'PAYMENT', 'APPROVED', o."price_summary"->>'giftCard', o."currency", 'GIFT_CARD',
  jsonb_build_object('giftCardId', o."gift_card"->>'id', 'giftCardCode', '****' || right(o."gift_card"->>'code', 4)),
  o."created_date"
FROM "orders" o
WHERE o."gift_card" IS NOT NULL
  AND (o."price_summary"->>'giftCard')::numeric > 0
  AND NOT EXISTS (
    SELECT 1 FROM "order_transactions" t
    WHERE t."order_id" = o."id" AND t."kind" = 'PAYMENT' AND t."method" = 'GIFT_CARD'
  );--> statement-breakpoint
-- A gift card that paid part of an order made it PARTIALLY_PAID, not NOT_PAID.
UPDATE "orders" SET "payment_status" = 'PARTIALLY_PAID'
WHERE "payment_status" = 'NOT_PAID' AND (("price_summary"->>'giftCard')::numeric > 0);
