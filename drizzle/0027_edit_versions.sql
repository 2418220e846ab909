-- No stale writes in the back office (decision 040): each record a back-office form edits carries a version, raised
-- by one in the same UPDATE as every save of the form's fields. A save names the version it was edited from and
-- changes nothing when the version moved (409). Stock changes of a product (orders, movements) leave it alone.
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
