// The shop's settings and editable pages (decision 043; drizzle/0030_shop_settings_and_pages.sql).
import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { ShopSettingsData } from '#domain/shop-settings.ts'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/** One row (id 1): the settings as JSON (money in paise), raised in version by each save (decision 040). */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    version: integer('version').notNull().default(1),
    data: jsonb('data').$type<ShopSettingsData>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** when the owner started selling (decision 050): before it every order is a test order */
    sellingSince: ts('selling_since'),
    /** the address the shop last served on, for links an operator command prints (decision 050) */
    publicUrl: text('public_url'),
  },
  (t) => [check('shop_settings_one_row_check', sql`${t.id} = 1`)],
)

/** About, FAQ and the five policy pages: Markdown with {{placeholders}} filled from the settings when shown. */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  version: integer('version').notNull().default(1),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  markdown: text('markdown').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
})

/**
 * A page in one of the shop's other languages (decision 043, amended; drizzle/0055_site_page_translations.sql):
 * a NULL field is not translated yet and the shop shows the English one.
 */
export const sitePageTranslations = pgTable(
  'site_page_translations',
  {
    slug: text('slug')
      .notNull()
      .references(() => sitePages.slug, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    version: integer('version').notNull().default(1),
    title: text('title'),
    summary: text('summary'),
    markdown: text('markdown'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.lang] }),
    check('site_page_translations_lang_check', sql`${t.lang} in ('hi', 'te', 'ta', 'kn', 'ml')`),
  ],
)
