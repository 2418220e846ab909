-- COD remittance (decision 046, amended): the cash a courier remitted for a cash-on-delivery order, from its
-- remittance report (CSV) or its API. One row per order, so the same report imported twice adds nothing.
CREATE TABLE "cod_remittances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"order_id" text NOT NULL,
	"awb" text,
	"amount_paise" integer NOT NULL,
	"utr" text NOT NULL,
	"remitted_on" date NOT NULL,
	"source" text NOT NULL,
	"imported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittances_source_check" CHECK ("cod_remittances"."source" in ('csv', 'api')),
	CONSTRAINT "cod_remittances_amount_check" CHECK ("cod_remittances"."amount_paise" > 0)
);--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittances_order_idx" ON "cod_remittances" USING btree ("order_id");
--> statement-breakpoint
-- The stand-in courier's book (development and tests only) keeps a COD shipment's cash and its remittance.
ALTER TABLE "test_courier_shipments" ADD COLUMN "cod_amount" text;--> statement-breakpoint
ALTER TABLE "test_courier_shipments" ADD COLUMN "remitted_amount" text;--> statement-breakpoint
ALTER TABLE "test_courier_shipments" ADD COLUMN "remitted_utr" text;--> statement-breakpoint
ALTER TABLE "test_courier_shipments" ADD COLUMN "remitted_on" text;
