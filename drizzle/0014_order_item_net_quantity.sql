-- The net quantity of each line as sold, for the GST invoice (Legal Metrology: it is part of what was sold).
ALTER TABLE "order_items" ADD COLUMN "net_quantity" text DEFAULT '100g' NOT NULL;--> statement-breakpoint
UPDATE "order_items" i SET "net_quantity" = p."size" FROM "products" p WHERE p."id" = i."product_id";
