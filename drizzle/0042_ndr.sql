-- Failed deliveries (NDR, decision 046 amended): each failed attempt the courier reports counts on the order (its
-- count, the courier's last reason and time); staff answer it (re-attempt or return to origin); after the owner's
-- number of attempts the return is asked of the courier once (rto_due_at is the once-only mark, set under the row
-- lock; ndr_busy_until a process's short lease while it talks to the courier about the order). The stand-in
-- courier keeps its NDRs and the actions it was sent.
ALTER TABLE "orders" ADD COLUMN "ndr_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ndr_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ndr_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ndr_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ndr_action" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ndr_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ndr_busy_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_ndr_pending_idx" ON "orders" ("ndr_at") WHERE "ndr_pending";--> statement-breakpoint
CREATE INDEX "orders_rto_due_idx" ON "orders" ("rto_due_at") WHERE "rto_due_at" IS NOT NULL AND "rto_requested_at" IS NULL;--> statement-breakpoint
ALTER TABLE "test_courier_shipments" ADD COLUMN "ndr_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_courier_shipments" ADD COLUMN "ndr_reason" text;--> statement-breakpoint
ALTER TABLE "test_courier_shipments" ADD COLUMN "ndr_raised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_courier_shipments" ADD COLUMN "ndr_actions" jsonb DEFAULT '[]'::jsonb NOT NULL;
