-- WhatsApp order updates and cash-on-delivery confirmation (decision 049): the shopper's opt-in on the order (and on
-- the profile for next time); a cash order's confirmation by the shopper before it is packed; the messages sent
-- through the WhatsApp Cloud API with their delivery and read receipts; numbers that replied STOP; each webhook
-- event received once (Meta delivers some twice). test_whatsapp_messages is the built-in stand-in's own record of
-- what it was asked to send (development and tests only).
ALTER TABLE "orders" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmation_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_confirmation_check" CHECK ("cod_confirmation" is null or "cod_confirmation" in ('pending', 'confirmed', 'cancelled', 'expired', 'held'));--> statement-breakpoint
CREATE INDEX "orders_cod_pending_idx" ON "orders" ("cod_confirmation_at") WHERE "cod_confirmation" = 'pending';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"wamid" text PRIMARY KEY NOT NULL,
	"notification_id" uuid REFERENCES "notifications"("id") ON DELETE set null,
	"order_id" text REFERENCES "orders"("id") ON DELETE set null,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_reason" text,
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("status" in ('sent', 'delivered', 'read', 'failed'))
);--> statement-breakpoint
CREATE INDEX "whatsapp_messages_order_idx" ON "whatsapp_messages" ("order_id");--> statement-breakpoint
CREATE TABLE "whatsapp_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_id" text
);--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"event_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text
);--> statement-breakpoint
CREATE TABLE "test_whatsapp_messages" (
	"wamid" text PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"recipient" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
