-- Cash on delivery (decision 020): the fee is its own line of the total; a parcel the courier brought back is dated.
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_to_origin_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_cod_by_user" ON "orders" ("user_id") WHERE "payment_method" = 'cod';
