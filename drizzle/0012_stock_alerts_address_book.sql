-- 'Notify me' (decision 020): one waiting request per product and address, mailed once when the product is back.
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_once" ON "stock_alerts" USING btree ("product_id",lower("email")) WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("product_id") WHERE "stock_alerts"."notified_at" is null;
--> statement-breakpoint
-- The address book (decision 020): checkout addresses are kept once each, up to 5 per shopper, one of them the default.
ALTER TABLE "addresses" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Addresses written by earlier checkouts, many the same: keep the latest of each, at most 5 per shopper.
DELETE FROM "addresses" a USING "addresses" b
  WHERE a.user_id = b.user_id AND a.created_at < b.created_at
    AND lower(a.street) = lower(b.street) AND lower(a.city) = lower(b.city) AND a.postal_code = b.postal_code
    AND coalesce(a.first_name, '') = coalesce(b.first_name, '') AND coalesce(a.last_name, '') = coalesce(b.last_name, '')
    AND coalesce(a.mobile, '') = coalesce(b.mobile, '');--> statement-breakpoint
DELETE FROM "addresses" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC) AS n FROM "addresses"
  ) ranked WHERE n > 5
);--> statement-breakpoint
UPDATE "addresses" SET "last_used_at" = "created_at";--> statement-breakpoint
UPDATE "addresses" SET "is_default" = true WHERE "id" IN (
  SELECT DISTINCT ON ("user_id") "id" FROM "addresses" ORDER BY "user_id", "created_at" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";
