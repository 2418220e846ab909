// The catalogue's translations in the back office (decision 059): what is missing per kind and language, one item's
// translations beside its English text, and a save of one item and language naming the version it was edited from
// (decision 040; 0 when that language was never saved).
import { z } from 'zod'
import { TRANSLATED_LANGUAGES } from './catalogue.ts'

export const TRANSLATION_KIND_VALUES = ['product', 'recipe', 'category'] as const

const LANG_ERROR = `Language must be one of: ${TRANSLATED_LANGUAGES.join(', ')}`
export const translatedLanguage = z.enum(TRANSLATED_LANGUAGES, { error: LANG_ERROR })

export const translationParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  lang: translatedLanguage.describe(
    'the language saved: hi, te, ta, kn or ml (English is the item’s own form)',
  ),
})

export const translationMissingQuery = z.object({
  kind: z
    .enum(TRANSLATION_KIND_VALUES, { error: 'Kind must be product, recipe or category' })
    .default('product')
    .describe('which items: product (default), recipe or category'),
})

/** The version a translation save was edited from: 0 when that language was never saved (decision 040). */
const translationVersion = z
  .number({ error: 'Version must be a whole number' })
  .int({ error: 'Version must be a whole number' })
  .min(0, { error: 'Version must be 0 or more' })
  .max(2_147_483_647)
  .optional()
  .describe(
    'The version of this language the save was edited from, as the GET answered it (0: never saved). Required: without it 428; when someone saved this language since, 409 with the language as it is now in `current`, and nothing saved (decision 040)',
  )

// A field left out is kept; null or empty clears it, so shoppers see English there.
const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} is too long (at most ${max} characters)` })
    .refine((v) => !/\p{Cc}/u.test(v), { error: `${label} must be one line` })
    .nullable()
    .optional()
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} is too long (at most ${max} characters)` })
    .nullable()
    .optional()
const lines = (label: string, max: number, maxLines: number) =>
  z
    .array(
      z
        .string({ error: `${label}: each line must be text` })
        .trim()
        .min(1, { error: `${label}: no empty lines` })
        .max(max, { error: `${label}: a line is too long (at most ${max} characters)` }),
      { error: `${label} must be a list of lines` },
    )
    .max(maxLines, { error: `${label}: at most ${maxLines} lines` })
    .nullable()
    .optional()

export const productTranslationInput = z.strictObject({
  name: oneLine('Name', 200),
  description: text('Description', 8000),
  benefits: lines('Benefits', 300, 12),
  ingredients: text('Ingredients', 3000),
  usage_info: text('How to use', 3000),
  storage_info: text('Storage', 2000),
  version: translationVersion,
})

export const recipeTranslationInput = z.strictObject({
  name: oneLine('Name', 200),
  title: oneLine('Title', 250),
  description: text('Description', 2000),
  ingredients: lines('Ingredients', 700, 40),
  instructions: lines('Steps', 1500, 40),
  version: translationVersion,
})

export const categoryTranslationInput = z.strictObject({
  name: oneLine('Name', 80),
  version: translationVersion,
})

const fieldValue = z.union([z.string(), z.array(z.string()), z.null()])

/** One language of an item: its saved version (0: never saved), its fields (null: not translated), what it lacks. */
export const translationLanguageView = z.object({
  lang: translatedLanguage,
  version: z.number().int().describe('raised by one with every save of this language; 0 when never saved'),
  fields: z.record(z.string(), fieldValue).describe('null: not translated, shoppers see the English'),
  missing: z.array(z.string()).describe('the fields English fills and this language does not'),
})

export const translationView = z.object({
  kind: z.enum(TRANSLATION_KIND_VALUES),
  id: z.number().int(),
  english: z.record(z.string(), fieldValue).describe('the item’s English text, field by field'),
  languages: z.array(translationLanguageView),
})
export type TranslationView = z.infer<typeof translationView>
export type TranslationLanguageView = z.infer<typeof translationLanguageView>

export const translationMissingRow = z.object({
  id: z.number().int(),
  name: z.string().describe('the item’s English name'),
  missing_languages: z.array(translatedLanguage).describe('the languages lacking a field English fills'),
  missing: z
    .record(z.string(), z.array(z.string()))
    .describe('by language, the fields it lacks (languages lacking nothing are left out)'),
})
export type TranslationMissingRow = z.infer<typeof translationMissingRow>
