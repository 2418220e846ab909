-- The net quantity declared on the pack is named for what it is (Legal Metrology; issue 14): `size` becomes
-- `net_quantity`. The product API still answers `size` as well, with the same value, for clients that read it.
ALTER TABLE "products" RENAME COLUMN "size" TO "net_quantity";--> statement-breakpoint
-- Moringa's Hindi name 'munga', for shops seeded before the seed carried it.
UPDATE "products" SET "search_aliases" = "search_aliases" || ', munga'
WHERE "slug" IN ('moringa-powder', 'moringa-leaf-tea', 'moringa-amla-immunity-blend')
  AND ', ' || "search_aliases" || ',' NOT ILIKE '%, munga,%';
