-- One stock ledger (decision 031, amended 2026-11-28): every change of a product's stock writes a stock movement,
-- orders' holds included ('sold' when an order takes stock, 'released' when a cancelled or expired order gives it
-- back, 'returned' when a parcel returned to origin is restocked), with the order's number.
ALTER TABLE "stock_movements" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("reason" in ('opening', 'received', 'sold', 'released', 'returned', 'damaged', 'written_off', 'correction'));--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" ("order_id") WHERE "order_id" is not null;--> statement-breakpoint
-- A product whose stock its movements do not explain (seeded, created before decision 031, or sold before this
-- ledger) gets one 'correction' row for the difference, so that from here on its movements add up to its stock.
INSERT INTO "stock_movements" ("product_id", "change", "stock_after", "reason", "note", "actor")
SELECT p."id", p."stock" - coalesce(m."total", 0), p."stock", 'correction', 'ledger opened', 'system'
FROM "products" p
LEFT JOIN (SELECT "product_id", sum("change")::int AS "total" FROM "stock_movements" GROUP BY "product_id") m
  ON m."product_id" = p."id"
WHERE p."stock" <> coalesce(m."total", 0);
