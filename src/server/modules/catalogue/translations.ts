// The catalogue in the shop's other languages (decision 059): the storefront's reads lay a language's translation
// over the English record, field by field (a field not translated stays English), and staff read and save each
// item's translation per language in the back office, a save naming the version it was edited from (decision 040).
import { and, eq, inArray, sql } from 'drizzle-orm'
import type {
  CatalogueLanguage,
  Category,
  Product,
  Recipe,
  TranslatedLanguage,
} from '#domain/contracts/catalogue.ts'
import { TRANSLATED_LANGUAGES } from '#domain/contracts/catalogue.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { toLatin } from '#domain/transliterate.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Audit } from './admin-fields.ts'
import {
  categories,
  categoryTranslations,
  products,
  productTranslations,
  recipes,
  recipeTranslations,
} from './tables.ts'

/** What can be translated, by kind of item: the wire names of its fields, text or a list of lines. */
export const TRANSLATABLE = {
  product: {
    name: 'text',
    description: 'text',
    benefits: 'list',
    ingredients: 'text',
    usage_info: 'text',
    storage_info: 'text',
  },
  recipe: { name: 'text', title: 'text', description: 'text', ingredients: 'list', instructions: 'list' },
  category: { name: 'text' },
} as const
export type TranslationKind = keyof typeof TRANSLATABLE
export const TRANSLATION_KINDS = Object.keys(TRANSLATABLE) as TranslationKind[]

/** A field's value in a translation: null when not translated (English shows). */
export type FieldValue = string | string[] | null
export type TranslationFields = Record<string, FieldValue>

/** One language of an item as staff see it: the saved version (0: nothing saved yet) and each field. */
export interface LanguageView {
  lang: TranslatedLanguage
  version: number
  fields: TranslationFields
  /** the fields English has and this language has not: the storefront shows them in English */
  missing: string[]
}

const present = (v: unknown) =>
  typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) ? v.length > 0 : false

/** The fields English fills and a translation leaves empty. */
function missingFields(kind: TranslationKind, english: TranslationFields, fields: TranslationFields) {
  return Object.keys(TRANSLATABLE[kind]).filter((f) => present(english[f]) && !present(fields[f]))
}

// ---- per kind: its English fields, its translation rows, and how a save writes them -------------------------

interface Row {
  id: number
  lang: string
  version: number
  fields: TranslationFields
}

async function englishOf(db: Db, kind: TranslationKind, ids?: number[]) {
  const out = new Map<number, { label: string; fields: TranslationFields }>()
  if (kind === 'product') {
    const rows = await db
      .select()
      .from(products)
      .where(ids ? inArray(products.id, ids) : undefined)
      .orderBy(products.id)
    for (const r of rows)
      out.set(r.id, {
        label: r.name,
        fields: {
          name: r.name,
          description: r.description,
          benefits: r.benefits,
          ingredients: r.ingredients,
          usage_info: r.usageInfo,
          storage_info: r.storageInfo,
        },
      })
  } else if (kind === 'recipe') {
    const rows = await db
      .select()
      .from(recipes)
      .where(ids ? inArray(recipes.id, ids) : undefined)
      .orderBy(recipes.id)
    for (const r of rows)
      out.set(r.id, {
        label: r.name,
        fields: {
          name: r.name,
          title: r.title,
          description: r.description,
          ingredients: r.ingredients,
          instructions: r.instructions,
        },
      })
  } else {
    const rows = await db
      .select()
      .from(categories)
      .where(ids ? inArray(categories.id, ids) : undefined)
      .orderBy(categories.position, categories.id)
    for (const r of rows) out.set(r.id, { label: r.name, fields: { name: r.name } })
  }
  return out
}

async function rowsOf(
  db: Db,
  kind: TranslationKind,
  ids: number[] | undefined,
  lang?: string,
  lock = false,
): Promise<Row[]> {
  if (ids && ids.length === 0) return []
  if (kind === 'product') {
    const t = productTranslations
    const q = db
      .select()
      .from(t)
      .where(and(ids ? inArray(t.productId, ids) : undefined, lang ? eq(t.lang, lang) : undefined))
    const rows = lock ? await q.for('update') : await q
    return rows.map((r) => ({
      id: r.productId,
      lang: r.lang,
      version: r.version,
      fields: {
        name: r.name,
        description: r.description,
        benefits: r.benefits,
        ingredients: r.ingredients,
        usage_info: r.usageInfo,
        storage_info: r.storageInfo,
      },
    }))
  }
  if (kind === 'recipe') {
    const t = recipeTranslations
    const q = db
      .select()
      .from(t)
      .where(and(ids ? inArray(t.recipeId, ids) : undefined, lang ? eq(t.lang, lang) : undefined))
    const rows = lock ? await q.for('update') : await q
    return rows.map((r) => ({
      id: r.recipeId,
      lang: r.lang,
      version: r.version,
      fields: {
        name: r.name,
        title: r.title,
        description: r.description,
        ingredients: r.ingredients,
        instructions: r.instructions,
      },
    }))
  }
  const t = categoryTranslations
  const q = db
    .select()
    .from(t)
    .where(and(ids ? inArray(t.categoryId, ids) : undefined, lang ? eq(t.lang, lang) : undefined))
  const rows = lock ? await q.for('update') : await q
  return rows.map((r) => ({ id: r.categoryId, lang: r.lang, version: r.version, fields: { name: r.name } }))
}

const text = (v: FieldValue | undefined) => (typeof v === 'string' ? v : null)
const list = (v: FieldValue | undefined) => (Array.isArray(v) ? v : null)

/**
 * Writes one language of an item (caller's transaction): a new row at version 1, or the row raised by one where
 * it is still at `version`. False when someone saved it since.
 */
async function writeRow(
  tx: Db,
  kind: TranslationKind,
  id: number,
  lang: TranslatedLanguage,
  fields: TranslationFields,
  version: number,
  actor: string,
): Promise<boolean> {
  const now = new Date()
  const bump = { updatedAt: now, updatedBy: actor }
  if (kind === 'product') {
    const t = productTranslations
    const name = text(fields.name)
    const values = {
      name,
      description: text(fields.description),
      benefits: list(fields.benefits),
      ingredients: text(fields.ingredients),
      usageInfo: text(fields.usage_info),
      storageInfo: text(fields.storage_info),
      searchLatin: name ? toLatin(name) : '',
      ...bump,
    }
    if (version === 0)
      return (
        (
          await tx
            .insert(t)
            .values({ productId: id, lang, ...values })
            .onConflictDoNothing()
            .returning()
        ).length === 1
      )
    return (
      (
        await tx
          .update(t)
          .set({ ...values, version: sql`${t.version} + 1` })
          .where(and(eq(t.productId, id), eq(t.lang, lang), eq(t.version, version)))
          .returning()
      ).length === 1
    )
  }
  if (kind === 'recipe') {
    const t = recipeTranslations
    const values = {
      name: text(fields.name),
      title: text(fields.title),
      description: text(fields.description),
      ingredients: list(fields.ingredients),
      instructions: list(fields.instructions),
      ...bump,
    }
    if (version === 0)
      return (
        (
          await tx
            .insert(t)
            .values({ recipeId: id, lang, ...values })
            .onConflictDoNothing()
            .returning()
        ).length === 1
      )
    return (
      (
        await tx
          .update(t)
          .set({ ...values, version: sql`${t.version} + 1` })
          .where(and(eq(t.recipeId, id), eq(t.lang, lang), eq(t.version, version)))
          .returning()
      ).length === 1
    )
  }
  const t = categoryTranslations
  const values = { name: text(fields.name), ...bump }
  if (version === 0)
    return (
      (
        await tx
          .insert(t)
          .values({ categoryId: id, lang, ...values })
          .onConflictDoNothing()
          .returning()
      ).length === 1
    )
  return (
    (
      await tx
        .update(t)
        .set({ ...values, version: sql`${t.version} + 1` })
        .where(and(eq(t.categoryId, id), eq(t.lang, lang), eq(t.version, version)))
        .returning()
    ).length === 1
  )
}

/**
 * Writes one language of an item where none is saved yet, as a staff save at version 0 writes it (so `search_latin`
 * is made): the seed's translations (decision 059). A translation already there, staff's or an earlier seed's, is
 * kept; false then. The caller makes sure the item exists.
 */
export function addTranslation(
  tx: Db,
  kind: TranslationKind,
  id: number,
  lang: TranslatedLanguage,
  fields: TranslationFields,
  actor = 'system',
): Promise<boolean> {
  return writeRow(tx, kind, id, lang, fields, 0, actor)
}

/** The item's row locked (caller's transaction), so a save and the item's deletion do not cross. */
async function lockItem(tx: Db, kind: TranslationKind, id: number): Promise<boolean> {
  const table = kind === 'product' ? products : kind === 'recipe' ? recipes : categories
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('share')
  return rows.length === 1
}

const notFound = (kind: TranslationKind) =>
  kind === 'product'
    ? adminMessages.productNotFound
    : kind === 'recipe'
      ? adminMessages.recipeNotFound
      : adminMessages.categoryNotFound

function languageView(
  kind: TranslationKind,
  english: TranslationFields,
  lang: TranslatedLanguage,
  row?: Row,
) {
  const empty = Object.fromEntries(Object.keys(TRANSLATABLE[kind]).map((f) => [f, null]))
  const fields = row ? row.fields : empty
  return { lang, version: row?.version ?? 0, fields, missing: missingFields(kind, english, fields) }
}

// ---- the back office ------------------------------------------------------------------------------------------

export function createTranslationAdmin(db: Db, onChange: () => void) {
  async function view(kind: TranslationKind, id: number, tx: Db = db) {
    const english = (await englishOf(tx, kind, [id])).get(id)
    if (!english) throw new AppError('not_found', notFound(kind))
    const rows = await rowsOf(tx, kind, [id])
    return {
      kind,
      id,
      english: english.fields,
      languages: TRANSLATED_LANGUAGES.map((lang) =>
        languageView(
          kind,
          english.fields,
          lang,
          rows.find((r) => r.lang === lang),
        ),
      ),
    }
  }

  return {
    /** An item's English text and each language's translation, with what each lacks. */
    translations: (kind: TranslationKind, id: number) => view(kind, id),

    /**
     * Every item of a kind with the languages it lacks anything in (the back office's list marker): a language
     * lacks a field English fills.
     */
    async missing(kind: TranslationKind) {
      const english = await englishOf(db, kind)
      const rows = await rowsOf(db, kind, undefined)
      return [...english].map(([id, e]) => {
        const mine = rows.filter((r) => r.id === id)
        const missing: Partial<Record<TranslatedLanguage, string[]>> = {}
        for (const lang of TRANSLATED_LANGUAGES) {
          const fields = languageView(
            kind,
            e.fields,
            lang,
            mine.find((r) => r.lang === lang),
          ).missing
          if (fields.length > 0) missing[lang] = fields
        }
        return {
          id,
          name: e.label,
          missing_languages: TRANSLATED_LANGUAGES.filter((l) => missing[l] !== undefined),
          missing,
        }
      })
    },

    /**
     * Saves one language of an item, edited from `version` (0: none was saved yet; decision 040): the fields named
     * are set (null or empty clears one, so English shows), the others kept. When someone saved it since, nothing
     * changes and the language as it is now comes back as `current`.
     */
    async save(
      kind: TranslationKind,
      id: number,
      lang: TranslatedLanguage,
      input: TranslationFields,
      version: number,
      actor: string,
      audit: Audit,
    ) {
      const result = await db.transaction(async (tx) => {
        if (!(await lockItem(tx, kind, id))) throw new AppError('not_found', notFound(kind))
        const english = (await englishOf(tx, kind, [id])).get(id)!.fields
        const [row] = await rowsOf(tx, kind, [id], lang, true)
        const before = languageView(kind, english, lang, row)
        if (before.version !== version) return { saved: false as const, current: before }
        const fields: TranslationFields = { ...before.fields }
        for (const [f, v] of Object.entries(input)) {
          if (!(f in TRANSLATABLE[kind])) continue
          fields[f] = v === null || !present(v) ? null : v
        }
        const written = await writeRow(tx, kind, id, lang, fields, version, actor)
        if (!written) {
          const [now] = await rowsOf(tx, kind, [id], lang)
          return { saved: false as const, current: languageView(kind, english, lang, now) }
        }
        const after = languageView(kind, english, lang, { id, lang, version: version + 1, fields })
        await audit(tx, {
          action: `${kind}.translation.save`,
          entityType: kind,
          entityId: id,
          before: { lang, ...before.fields },
          after: { lang, ...after.fields },
        })
        return { saved: true as const, language: after }
      })
      if (result.saved) onChange()
      return result
    },
  }
}
export type TranslationAdmin = ReturnType<typeof createTranslationAdmin>

// ---- the storefront's reads -----------------------------------------------------------------------------------

/** Products with their text in `lang`, field by field; English where a field is not translated. */
export async function translateProducts<T extends Product>(
  db: Db,
  items: T[],
  lang: CatalogueLanguage,
): Promise<T[]> {
  if (lang === 'en' || items.length === 0) return items
  const words = await productWords(db, items, lang)
  return items.map((p) => {
    const t = words.fields.get(p.id)
    const labelled = withWords(p, t, words.labels)
    if (!t) return labelled
    return {
      ...labelled,
      benefits: list(t.benefits) ?? p.benefits,
      ingredients: text(t.ingredients) ?? p.ingredients,
      usage_info: text(t.usage_info) ?? p.usage_info,
      storage_info: text(t.storage_info) ?? p.storage_info,
    }
  })
}

type Worded = { id: number; name: string; description: string; category: string }

/** The products' translated fields in `lang` by id, and the categories' names in it, read together. */
async function productWords(db: Db, items: Worded[], lang: CatalogueLanguage) {
  const [rows, labels] = await Promise.all([
    rowsOf(db, 'product', [...new Set(items.map((p) => p.id))], lang),
    categoryLabels(db, lang),
  ])
  return { fields: new Map(rows.map((r) => [r.id, r.fields])), labels }
}

/** A product's name, description and category's name (`category_label`) in the language read; English otherwise. */
function withWords<T extends Worded>(
  p: T,
  t: Row['fields'] | undefined,
  labels: Map<string, string>,
): T & { category_label?: string } {
  const label = labels.get(p.category)
  return {
    ...p,
    name: text(t?.name) ?? p.name,
    description: text(t?.description) ?? p.description,
    ...(label ? { category_label: label } : {}),
  }
}

/**
 * What a line of products shows of each (the cart's, the wishlist's) in `lang`: its name, its description and its
 * category's name (`category_label`), each where translated and English otherwise (decision 059). A line keeps its
 * prices and the rest as they are.
 */
export async function lineWordsIn<T extends Worded>(
  db: Db,
  items: T[],
  lang: CatalogueLanguage,
): Promise<(T & { category_label?: string })[]> {
  if (lang === 'en' || items.length === 0) return items
  const words = await productWords(db, items, lang)
  return items.map((p) => withWords(p, words.fields.get(p.id), words.labels))
}

/**
 * The products' names in `lang` as the catalogue has them now, by product id: a product with no name in that language
 * (or a blank one) is absent. What a GST invoice prints under the English name (decision 060).
 */
export async function productNamesIn(
  db: Db,
  ids: number[],
  lang: TranslatedLanguage,
): Promise<Map<number, string>> {
  const rows = await rowsOf(db, 'product', [...new Set(ids)], lang)
  const names = new Map<number, string>()
  for (const r of rows) {
    const name = text(r.fields.name)?.trim()
    if (name) names.set(r.id, name)
  }
  return names
}

/** Recipes with their text in `lang`; English where a field is not translated. */
export async function translateRecipes(db: Db, items: Recipe[], lang: CatalogueLanguage): Promise<Recipe[]> {
  if (lang === 'en' || items.length === 0) return items
  const rows = await rowsOf(
    db,
    'recipe',
    items.map((r) => r.id),
    lang,
  )
  const byId = new Map(rows.map((r) => [r.id, r.fields]))
  return items.map((r) => {
    const t = byId.get(r.id)
    if (!t) return r
    return {
      ...r,
      name: text(t.name) ?? r.name,
      title: text(t.title) ?? r.title,
      description: text(t.description) ?? r.description,
      ingredients: list(t.ingredients) ?? r.ingredients,
      instructions: list(t.instructions) ?? r.instructions,
    }
  })
}

/** The categories with their `label` in `lang`: the translated name, or the English one. */
export async function labelCategories(
  db: Db,
  items: Omit<Category, 'label'>[],
  lang: CatalogueLanguage,
): Promise<Category[]> {
  if (lang === 'en' || items.length === 0) return items.map((c) => ({ ...c, label: c.name }))
  const labels = await categoryLabels(db, lang)
  return items.map((c) => ({ ...c, label: labels.get(c.name) ?? c.name }))
}

/** The categories' names in `lang` by their English names; a category not translated is absent. */
async function categoryLabels(db: Db, lang: CatalogueLanguage): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: categories.name, label: categoryTranslations.name })
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(eq(categoryTranslations.lang, lang))
  return new Map(rows.flatMap((r) => (r.label?.trim() ? [[r.name, r.label] as const] : [])))
}
