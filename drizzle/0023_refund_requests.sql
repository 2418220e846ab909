-- A partial refund asked by staff, by its Idempotency-Key (decision 035): the same key again answers this
-- refund's result and refunds nothing more; the same key with another request is refused.
CREATE TABLE "refund_requests" (
	"order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"credit_note_number" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"refunded_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_pkey" PRIMARY KEY ("order_id", "key")
);
