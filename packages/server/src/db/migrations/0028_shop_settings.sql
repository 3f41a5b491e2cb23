CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"contact_email" text NOT NULL,
	"time_zone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
