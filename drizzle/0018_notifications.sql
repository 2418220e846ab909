-- Shopper notifications through a transactional outbox (decision 024): each mail to send is a row written
-- in the same transaction as the change it tells of, and sent by a worker in every process. The dedupe key makes
-- an event that repeats (a webhook delivered twice) one row; a worker claims due rows with a lease (claimed_by,
-- claimed_until) under FOR UPDATE SKIP LOCKED, and every attempt is logged.
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" text REFERENCES "orders"("id") ON DELETE set null,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
-- What a worker looks for: rows waiting (or whose sender's lease ran out), by when they are due.
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "notification_attempts" (
	"notification_id" uuid NOT NULL REFERENCES "notifications"("id") ON DELETE cascade,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"claimed_by" text,
	CONSTRAINT "notification_attempts_notification_id_attempt_pk" PRIMARY KEY("notification_id","attempt"),
	CONSTRAINT "notification_attempts_outcome_check" CHECK ("notification_attempts"."outcome" in ('sent', 'failed', 'lease_expired'))
);
