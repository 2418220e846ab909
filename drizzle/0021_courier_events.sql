-- Every courier status update the shop received for an order (decision 022, the orders console: the order's timeline shows each webhook).
CREATE TABLE "courier_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"waybill" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "courier_events_order_idx" ON "courier_events" USING btree ("order_id", "received_at");
