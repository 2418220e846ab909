-- The catalogue in the shop's other languages (decision 059): one row per item and language, one column per field a
-- shopper reads; NULL is a field not translated yet, which the storefront shows in English. English stays in the
-- items' own tables. `version` is raised by one with every save of a translation (decision 040). `search_latin` is
-- the translated name written in Latin letters (src/domain/transliterate.ts), made at every save, so that 'munagaku'
-- or 'haldi' find what a shopper means through the trigram search.
CREATE TABLE "product_translations" (
  "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
  "lang" text NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "name" text,
  "description" text,
  "benefits" jsonb,
  "ingredients" text,
  "usage_info" text,
  "storage_info" text,
  "search_latin" text DEFAULT '' NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" text DEFAULT 'system' NOT NULL,
  PRIMARY KEY ("product_id", "lang"),
  CONSTRAINT "product_translations_lang_check" CHECK ("lang" in ('hi', 'te', 'ta', 'kn', 'ml'))
);
--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_latin_trgm_idx" ON "product_translations" USING gin ("search_latin" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "recipe_translations" (
  "recipe_id" integer NOT NULL REFERENCES "recipes" ("id") ON DELETE CASCADE,
  "lang" text NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "name" text,
  "title" text,
  "description" text,
  "ingredients" jsonb,
  "instructions" jsonb,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" text DEFAULT 'system' NOT NULL,
  PRIMARY KEY ("recipe_id", "lang"),
  CONSTRAINT "recipe_translations_lang_check" CHECK ("lang" in ('hi', 'te', 'ta', 'kn', 'ml'))
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
  "category_id" integer NOT NULL REFERENCES "categories" ("id") ON DELETE CASCADE,
  "lang" text NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "name" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" text DEFAULT 'system' NOT NULL,
  PRIMARY KEY ("category_id", "lang"),
  CONSTRAINT "category_translations_lang_check" CHECK ("lang" in ('hi', 'te', 'ta', 'kn', 'ml'))
);
