// Whether a start has anything to seed, asked before the seed's modules are loaded (decision 027): the catalogue's
// texts in six languages, its reviews and recipes are a fifth of the server's code, and a shop past its first start
// needs none of them. The seed (index.ts) writes only what is missing; this names what it writes, by key, and a start
// that finds every one of them in the database loads nothing. seed.test.ts holds this list to the seed's modules.
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { TranslatedLanguage } from '#domain/contracts/catalogue.ts'
import { coupons } from '#server/modules/cart/tables.ts'
import {
  categories,
  categoryTranslations,
  productTranslations,
  recipeTranslations,
} from '#server/modules/catalogue/tables.ts'
import { shopSettings } from '#server/modules/settings/tables.ts'
import type { Db } from '../client.ts'
import { products, recipes } from '../schema.ts'
import type { SeedResult } from './index.ts'

const ALL: readonly TranslatedLanguage[] = ['hi', 'te', 'ta', 'kn', 'ml']

/** What the seed writes, by key. */
export const SEEDED = {
  /** the seed's products by id, with the English name under which the seed translates them */
  products: {
    101: 'Moringa Powder',
    102: 'Moringa Leaf Tea',
    103: 'Moringa Amla Immunity Blend',
    104: 'Amla Powder',
    105: 'Ashwagandha Powder',
    106: 'Beetroot Powder',
    107: 'Spinach Powder',
    108: 'Tomato Powder',
    109: 'Carrot Powder',
    110: 'Ginger Powder',
    111: 'Turmeric Powder (Lakadong)',
    112: 'Curry Leaf Powder',
    113: 'Raw Banana Powder',
    114: 'Papaya Powder',
    115: 'Tulsi Powder',
    116: 'Brahmi Powder',
    117: 'Wheatgrass Powder',
    118: 'Giloy Powder',
    119: 'Mint (Pudina) Powder',
    120: 'Superfood Sampler Box',
  } as Record<number, string>,
  recipes: {
    1: 'Moringa Smoothie Bowl',
    2: 'Moringa Coconut Ladoo',
    3: 'Moringa Lemon Detox Tea',
    4: 'Moringa Hummus',
  } as Record<number, string>,
  /** every seed product still named as the seed names it is named in these (described in Hindi and Telugu) */
  productLanguages: ALL,
  recipeLanguages: ['hi', 'te'] as readonly TranslatedLanguage[],
  /** the categories named so, in these languages */
  categoryNames: ['Superfoods', 'Herbs'],
  categoryLanguages: ALL,
  /** with the samples, until the owner starts selling (decision 050) */
  sampleCoupons: ['DEAL5', 'SAVE10'],
}

/** Whether seedCatalogue would find anything to write. */
export async function seedNeeded(db: Db, opts: { samples?: boolean } = {}): Promise<boolean> {
  const number = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0
  // the seed's items, and of them those the seed translates: named as it names them (index.ts)
  const items = async (
    table: typeof products | typeof recipes,
    seeded: Record<number, string>,
  ): Promise<number[] | undefined> => {
    const ids = Object.keys(seeded).map(Number)
    const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids))
    return rows.length < ids.length ? undefined : rows.filter((r) => seeded[r.id] === r.name).map((r) => r.id)
  }
  const namedProducts = await items(products, SEEDED.products)
  const namedRecipes = await items(recipes, SEEDED.recipes)
  if (!namedProducts || !namedRecipes) return true
  // every seeded product and recipe still named as the seed named it has each of its seeded languages
  const allTranslated = async (
    table: typeof productTranslations | typeof recipeTranslations,
    owner: AnyPgColumn,
    ids: number[],
    languages: readonly TranslatedLanguage[],
  ) =>
    ids.length === 0 ||
    (await number(
      db
        .select({ n: count() })
        .from(table)
        .where(and(inArray(owner, ids), inArray(table.lang, [...languages]))),
    )) >=
      ids.length * languages.length
  const productTexts = [productTranslations, productTranslations.productId] as const
  const recipeTexts = [recipeTranslations, recipeTranslations.recipeId] as const
  if (!(await allTranslated(...productTexts, namedProducts, SEEDED.productLanguages))) return true
  if (!(await allTranslated(...recipeTexts, namedRecipes, SEEDED.recipeLanguages))) return true
  const named = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.name, SEEDED.categoryNames))
  if (named.length > 0) {
    const categoryTexts = await number(
      db
        .select({ n: count() })
        .from(categoryTranslations)
        .where(
          and(
            inArray(
              categoryTranslations.categoryId,
              named.map((c) => c.id),
            ),
            inArray(categoryTranslations.lang, [...SEEDED.categoryLanguages]),
          ),
        ),
    )
    if (categoryTexts < named.length * SEEDED.categoryLanguages.length) return true
  }
  if (opts.samples ?? true) {
    const selling = await db
      .select({ id: shopSettings.id })
      .from(shopSettings)
      .where(and(eq(shopSettings.id, 1), isNotNull(shopSettings.sellingSince)))
    if (selling.length === 0) {
      const samples = await number(
        db.select({ n: count() }).from(coupons).where(inArray(coupons.code, SEEDED.sampleCoupons)),
      )
      if (samples < SEEDED.sampleCoupons.length) return true
    }
  }
  return false
}

/**
 * The seed (index.ts) when a start has anything to seed, its modules loaded then; undefined when it has not (the
 * seed would have written nothing).
 */
export async function seedCatalogueIfNeeded(
  db: Db,
  opts: { samples?: boolean } = {},
): Promise<SeedResult | undefined> {
  if (!(await seedNeeded(db, opts))) return undefined
  const { seedCatalogue } = await import('./index.ts')
  return seedCatalogue(db, opts)
}
