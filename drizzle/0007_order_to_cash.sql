CREATE TABLE "test_gateway_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"key_secret" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_provider_orders" (
	"provider_order_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('pending', 'processing', 'processed')),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "state" text DEFAULT 'redeemed' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_issue" text;--> statement-breakpoint
ALTER TABLE "order_provider_orders" ADD CONSTRAINT "order_provider_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "orders" SET "captured_paise" = "total_paise" WHERE "payment_status" IN ('completed', 'refunded');--> statement-breakpoint
UPDATE "orders" SET "refunded_paise" = "total_paise" WHERE "payment_status" = 'refunded';--> statement-breakpoint
INSERT INTO "order_provider_orders" ("provider_order_id", "order_id", "amount_paise", "created_at")
  SELECT "provider_order_id", "id", "total_paise", "created_at" FROM "orders" WHERE "provider_order_id" IS NOT NULL;--> statement-breakpoint
-- One open order per shopper from now on: older unpaid orders of a shopper give their stock back and expire.
WITH "extra" AS (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC) AS "rn"
    FROM "orders" WHERE "status" = 'pending'
  ) "ranked" WHERE "rn" > 1
), "returned" AS (
  UPDATE "products" SET "stock" = "products"."stock" + "held"."quantity"
  FROM (
    SELECT "i"."product_id", sum("i"."quantity")::int AS "quantity"
    FROM "order_items" "i" JOIN "extra" ON "extra"."id" = "i"."order_id" GROUP BY "i"."product_id"
  ) "held"
  WHERE "products"."id" = "held"."product_id"
  RETURNING 1
)
UPDATE "orders" SET "status" = 'expired', "payment_status" = 'expired', "reservation_expires_at" = NULL, "updated_at" = now()
WHERE "id" IN (SELECT "id" FROM "extra");--> statement-breakpoint
CREATE INDEX "test_gateway_refunds_payment_idx" ON "test_gateway_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "order_provider_orders_order_idx" ON "order_provider_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_open_idx" ON "order_refunds" USING btree ("status") WHERE "order_refunds"."status" <> 'processed';--> statement-breakpoint
CREATE INDEX "order_refunds_payment_idx" ON "order_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_state_check" CHECK ("coupon_redemptions"."state" in ('reserved', 'redeemed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_check" CHECK ("orders"."refunded_paise" >= 0 and "orders"."refunded_paise" <= "orders"."captured_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pending', 'completed', 'failed', 'refunded', 'partially_refunded', 'expired'));