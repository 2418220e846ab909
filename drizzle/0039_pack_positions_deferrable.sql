-- The back office's packs table (decision 041, amended): staff reorder a product's packs and make another the
-- default (position 0) in one UPDATE that swaps positions. A non-deferrable unique constraint is checked row by row
-- in PostgreSQL, so a swap would collide half way; DEFERRABLE INITIALLY IMMEDIATE checks it at the end of each
-- statement, as the SQL standard says, and changes nothing else (no code uses it as an ON CONFLICT arbiter).
ALTER TABLE "product_packs" DROP CONSTRAINT "product_packs_position_unique";--> statement-breakpoint
ALTER TABLE "product_packs" ADD CONSTRAINT "product_packs_position_unique" UNIQUE ("product_id", "position")
  DEFERRABLE INITIALLY IMMEDIATE;
