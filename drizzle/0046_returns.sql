-- Shopper returns (decision 056). A shopper asks to return units of a delivered order within the return window; staff
-- approve (the reverse pickup booked) or refuse with a reason the shopper sees; the units received are inspected
-- (back to stock or written off through the stock ledger, decision 031); the money goes back with one credit note per
-- return: the payment's partial refund for online orders (decision 035's key `return:<id>`), a payout staff record to
-- the shopper's UPI ID or bank account for cash on delivery.
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"refusal_reason" text,
	"pickup_address" jsonb NOT NULL,
	"refund_upi" text,
	"refund_account" text,
	"refund_ifsc" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"courier_awb" text,
	"courier_error" text,
	"credit_note_number" text,
	"refund_paise" integer,
	"payout_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('requested', 'approved', 'refused', 'received', 'refunded', 'cancelled')),
	CONSTRAINT "returns_reason_check" CHECK ("returns"."reason" in ('damaged', 'wrong_item', 'quality', 'other'))
);--> statement-breakpoint
CREATE TABLE "return_items" (
	"return_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"restocked" integer DEFAULT 0 NOT NULL,
	"written_off" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_items_pk" PRIMARY KEY("return_id","product_id","pack_id"),
	CONSTRAINT "return_items_quantity_check" CHECK ("return_items"."quantity" between 1 and 99)
);--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");
