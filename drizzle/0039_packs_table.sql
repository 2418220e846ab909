-- The back office's packs table (decision 041, amended). 1) Staff reorder a product's packs and make another the
-- default (position 0) in one UPDATE that swaps positions. A non-deferrable unique constraint is checked row by row
-- in PostgreSQL, so a swap would collide half way; DEFERRABLE INITIALLY IMMEDIATE checks it at the end of each
-- statement, as the SQL standard says, and changes nothing else (no code uses it as an ON CONFLICT arbiter).
ALTER TABLE "product_packs" DROP CONSTRAINT "product_packs_position_unique";--> statement-breakpoint
ALTER TABLE "product_packs" ADD CONSTRAINT "product_packs_position_unique" UNIQUE ("product_id", "position")
  DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
-- An order line keeps its pack's weight as sold (grams; 0 when the pack gave none), for GSTR-1's HSN quantity in KGS;
-- lines sold before take their pack's weight now (0 for a line whose pack is gone).
ALTER TABLE "order_items" ADD COLUMN "weight_grams" integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "order_items" i SET "weight_grams" = k."weight_grams" FROM "product_packs" k WHERE k."id" = i."pack_id";
