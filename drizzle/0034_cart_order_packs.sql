-- Cart lines and order lines per pack (decision 048): a cart line names the pack it holds (the pack's id, which
-- stays when staff reorder packs; no foreign key, as for the product: a line whose pack is gone stays, so checkout
-- can tell the shopper), unique per cart, product and pack; an order line names the pack it sold, with its SKU as
-- sold (its size was already kept as net_quantity). Existing lines are the default pack's (position 0); a line whose
-- product is gone names pack 0, which no pack has (identities start at 1): checkout says the product is gone.
ALTER TABLE "cart_items" ADD COLUMN "pack_id" integer;--> statement-breakpoint
UPDATE "cart_items" c SET "pack_id" = coalesce(
  (SELECT k."id" FROM "product_packs" k WHERE k."product_id" = c."product_id" AND k."position" = 0), 0);--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "pack_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_product_unique";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_product_pack_unique" UNIQUE ("cart_id", "product_id", "pack_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pack_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
UPDATE "order_items" i SET
  "pack_id" = coalesce((SELECT k."id" FROM "product_packs" k WHERE k."product_id" = i."product_id" AND k."position" = 0), 0),
  "sku" = coalesce((SELECT k."sku" FROM "product_packs" k WHERE k."product_id" = i."product_id" AND k."position" = 0), '');--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "pack_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "sku" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_product_pack_pk" PRIMARY KEY ("order_id", "product_id", "pack_id");
