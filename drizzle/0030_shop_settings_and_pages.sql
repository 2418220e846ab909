-- The shop's settings and its editable pages in the database (decision 043). One settings row (id 1), written at
-- the first start from the environment's SHOP_*, FREE_SHIPPING_* and COD_* values and from then on by the owner
-- in the back office; each save raises its version (decision 040). Each page (about, FAQ, the five policies) is
-- Markdown with {{placeholders}} the settings fill, seeded at the first start.
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row_check" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"markdown" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
