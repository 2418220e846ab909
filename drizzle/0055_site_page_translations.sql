-- The editable pages in the shop's other languages (decision 043, amended): one row per page and language; NULL is a
-- field not translated yet, which the shop shows in English. `version` is raised by one with every save (decision 040).
CREATE TABLE "site_page_translations" (
  "slug" text NOT NULL REFERENCES "site_pages" ("slug") ON DELETE CASCADE,
  "lang" text NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "title" text,
  "summary" text,
  "markdown" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("slug", "lang"),
  CONSTRAINT "site_page_translations_lang_check" CHECK ("lang" in ('hi', 'te', 'ta', 'kn', 'ml'))
);
