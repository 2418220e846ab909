-- The courier adapter (decision 046): an order booked with a courier keeps the courier's shipment id; the courier's
-- latest status keeps the time the courier gives it (an older update arriving late changes nothing); a tracking
-- update kept once per waybill, status and time (a webhook sent twice is one line); a returned parcel received by
-- staff. test_courier_shipments is the built-in stand-in courier's own book (development and tests only).
ALTER TABLE "orders" ADD COLUMN "courier_shipment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_events" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_events_once_idx" ON "courier_events" ("waybill", "status", "occurred_at");--> statement-breakpoint
CREATE TABLE "test_courier_shipments" (
	"shipment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"channel_order_id" text NOT NULL,
	"pickup_location" text NOT NULL,
	"delivery_pincode" text NOT NULL,
	"payment_method" text NOT NULL,
	"weight_kg" text NOT NULL,
	"awb" text UNIQUE,
	"courier_name" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"pickup_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
