-- The order remembers its shopper's language (decision 060): its mails and WhatsApp messages are written in it.
-- Orders placed before keep English, as they were told.
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('en', 'hi', 'te', 'ta', 'kn', 'ml'));
