-- Sample data and Start selling (decision 050). The seeded quick-offer coupons are samples (the seeded reviews are
-- known by their authors, user ids starting 'seed:'). The shop records when its owner started selling (before then
-- every order is a test order, removed by Start selling) and the address it last served on, so that links made
-- by an operator command name the running shop's address.
ALTER TABLE "coupons" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "sample" = true WHERE "code" IN ('DEAL5', 'SAVE10');--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "selling_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "public_url" text;
