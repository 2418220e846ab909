-- Decision 025: credit notes, their own consecutive series per financial year, written in the transaction of the
-- cancellation or refund; and the invoices issued before it keep the tax split they were issued with.
CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"number" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seq" integer NOT NULL,
	"financial_year" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"place_of_supply" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_reason_check" CHECK ("credit_notes"."reason" in ('cancelled', 'returned', 'refund')),
	CONSTRAINT "credit_notes_sum_check" CHECK ("credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise" = "credit_notes"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_order_seq" ON "credit_notes" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE TABLE "invoice_split_rules" (
	"order_id" text PRIMARY KEY NOT NULL,
	"rule" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_split_rules" ADD CONSTRAINT "invoice_split_rules_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every invoice already numbered was issued with CGST and SGST split floor/ceil: a copy re-made from its order
-- (its stored PDF lost) says what the original said.
INSERT INTO "invoice_split_rules" ("order_id", "rule")
SELECT "id", 'floor_ceil' FROM "orders" WHERE "invoice_number" IS NOT NULL;
