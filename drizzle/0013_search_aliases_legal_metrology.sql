-- Search by the names Indians use: Hindi and regional names of each product, searched like its name.
ALTER TABLE "products" ADD COLUMN "search_aliases" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Legal Metrology (Packaged Commodities) Rules: net quantity is `size`; country of origin and best before.
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "best_before_months" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_aliases_trgm_idx" ON "products" USING gin ("search_aliases" gin_trgm_ops);--> statement-breakpoint
-- The seeded catalogue's names, for shops seeded before this migration (a shop's own products are untouched).
UPDATE "products" p SET "search_aliases" = v.aliases FROM (VALUES
  ('moringa-powder', 'drumstick leaf, sahjan, sahijan, murungai, munagaku, muringa, shevga, sajna'),
  ('moringa-leaf-tea', 'drumstick leaf tea, sahjan, murungai, munagaku, shevga'),
  ('moringa-amla-immunity-blend', 'drumstick, sahjan, murungai, amla, indian gooseberry, nellikai'),
  ('amla-powder', 'indian gooseberry, amalaki, avla, nellikai, usirikaya'),
  ('ashwagandha-powder', 'winter cherry, asgandh, amukkara'),
  ('beetroot-powder', 'chukandar, beet'),
  ('spinach-powder', 'palak, keerai'),
  ('tomato-powder', 'tamatar, thakkali'),
  ('carrot-powder', 'gajar'),
  ('ginger-powder', 'adrak, sonth, saunth, inji, allam, shunti'),
  ('turmeric-powder-lakadong', 'haldi, manjal, pasupu, arishina, halad'),
  ('curry-leaf-powder', 'kadi patta, karivepaku, karuveppilai, kariveppila'),
  ('raw-banana-powder', 'kaccha kela, vazhakkai, aratikaya'),
  ('papaya-powder', 'papita, pappali, boppayi'),
  ('tulsi-powder', 'holy basil, thulasi'),
  ('brahmi-powder', 'bacopa, water hyssop'),
  ('wheatgrass-powder', 'gehun ghas'),
  ('giloy-powder', 'guduchi, amrita, tinospora'),
  ('mint-pudina-powder', 'pudina, pudhina'),
  ('superfood-sampler-box', 'gift box, combo, assorted, trial pack')
) AS v(slug, aliases) WHERE p.slug = v.slug AND p.search_aliases = '';--> statement-breakpoint
UPDATE "products" SET "size" = '6 × 100g' WHERE "slug" = 'superfood-sampler-box' AND "size" = '100g';
