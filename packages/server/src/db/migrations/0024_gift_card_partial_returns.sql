ALTER TABLE "gift_card_redemptions" ADD COLUMN "returned_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Redemptions a cancel gave back before partial returns existed were given back whole.
UPDATE "gift_card_redemptions" SET "returned_amount" = "amount" WHERE "returned_date" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_returned_range" CHECK ("gift_card_redemptions"."returned_amount" >= 0 and "gift_card_redemptions"."returned_amount" <= "gift_card_redemptions"."amount");