-- A back-in-stock request remembers the language of the page it was asked on (decision 060): its mail is written in
-- it. Requests made before are English, as they were asked.
ALTER TABLE "stock_alerts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_language_check" CHECK ("stock_alerts"."language" in ('en', 'hi', 'te', 'ta', 'kn', 'ml'));
