import { z } from 'zod'
import { PAGE_LIMITS } from '../pagination.ts'
import { dataReply, intParam, listReply, money, pageParam } from './common.ts'

/** The languages the catalogue is read in (decision 059): English, the shop's own, and the five it is translated to. */
export const CATALOGUE_LANGUAGES = ['en', 'hi', 'te', 'ta', 'kn', 'ml'] as const
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number]
/** The languages a translation is kept in: every one but English, which is the items' own text. */
export const TRANSLATED_LANGUAGES = ['hi', 'te', 'ta', 'kn', 'ml'] as const
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number]

export const LANG_ERROR = `lang must be one of: ${CATALOGUE_LANGUAGES.join(', ')}`
/** `?lang=`: the language of the catalogue's text in the reply (decision 059). */
export const langParam = z
  .enum(CATALOGUE_LANGUAGES, { error: LANG_ERROR })
  .default('en')
  .describe(
    "The language of the reply's text (decision 059): en (default), hi, te, ta, kn or ml. Products answer their name, description, benefits, ingredients, usage_info and storage_info in it; recipes their name, title, description, ingredients and instructions; categories their `label`. Any field not translated yet is in English. Any other value: 400 naming the languages. Replies are cached per language.",
  )
export const langQuery = z.object({ lang: langParam })

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  category_label: z
    .string()
    .optional()
    .describe(
      "the category's name in the reply's language (`lang`, decision 059); absent in English and where the category has no name in that language, when `category` is shown",
    ),
  price: money,
  actual_price: money,
  discount_percent: z.number().int(),
  image_url: z.string(),
  image_url_1: z.string().nullable(),
  image_url_2: z.string().nullable(),
  image_url_3: z.string().nullable(),
  image_url_4: z.string().nullable(),
  rating: z.number(),
  review_count: z.number().int(),
  stock: z.number().int(),
  stock_status: z.string(),
  size: z
    .string()
    .describe("the net quantity on the pack ('100g', '6 × 100g'), as the Legal Metrology rules require"),
  country_of_origin: z.string(),
  best_before_months: z.number().int().describe('best before this many months from packaging'),
  ingredients: z.string(),
  usage_info: z.string(),
  benefits: z.array(z.string()),
  storage_info: z.string(),
  hsn_code: z.string(),
  gst_rate: z.number().describe('GST rate in percent, e.g. 5'),
  featured: z
    .boolean()
    .describe("staff's pick: the home page's featured grid shows these first, then moringa"),
  created_at: z.string(),
})
export type Product = z.infer<typeof productSchema>

export const searchResultSchema = productSchema.extend({ score: z.number() })
export type SearchResult = z.infer<typeof searchResultSchema>

export const recipeSchema = z.object({
  id: z.number().int(),
  recipe_id: z.string(),
  name: z.string(),
  title: z.string(),
  category: z.string(),
  rating: z.number(),
  reviews: z.number().int(),
  description: z.string(),
  demo_description: z.string(),
  longDescription: z.string(),
  prep_time: z.string(),
  servings: z.number().int(),
  difficulty: z.string(),
  image: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  nutrition_facts: z.record(z.string(), z.string()),
  pro_tips: z.array(z.string()),
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string(),
  updated_by: z.string(),
})
export type Recipe = z.infer<typeof recipeSchema>

export const productListQuery = z.object({
  page: pageParam,
  per_page: intParam('per_page', {
    min: 1,
    max: PAGE_LIMITS.products.max,
    default: PAGE_LIMITS.products.default,
  }),
  sort: z
    .enum(['featured'])
    .optional()
    .describe(
      "featured: the products staff marked as featured first (the home page's grid); otherwise by id",
    ),
  lang: langParam,
})

export const productSearchQuery = productListQuery.omit({ sort: true }).extend({
  q: z
    .string({ error: 'Search term is required' })
    .trim()
    .min(1, { error: 'Search term is required' })
    .max(100, { error: 'Search term must be at most 100 characters' }),
})

export const recipeListQuery = z.object({
  page: pageParam,
  page_size: intParam('page_size', {
    min: 1,
    max: PAGE_LIMITS.recipes.max,
    default: PAGE_LIMITS.recipes.default,
  }),
  lang: langParam,
})

export const idParams = z.object({ id: z.string() })
export const categoryParams = z.object({ category: z.string() })

/** One pack size of a product (decision 041): the product's own price, MRP, size and stock are its default pack's. */
export const productPackSchema = z.object({
  variant_index: z
    .number()
    .int()
    .describe("the pack's place among the product's packs, 0 the default: the cart's variantIndex"),
  sku: z.string().describe('stock keeping unit, unique in the shop'),
  size: z.string().describe("the net quantity on the pack ('100g', '250g', '6 × 100g')"),
  price: money,
  actual_price: money.describe('MRP'),
  discount_percent: z.number().int(),
  weight_grams: z.number().int().describe('gross weight for shipping and GSTR-1 quantities'),
  barcode: z.string().nullable().describe('GTIN (EAN-13 and the like), when the pack has one'),
  stock_status: z
    .string()
    .describe("In Stock, Low Stock, Out of stock or Coming Soon: the pack's stock display"),
  in_stock: z.boolean().describe('whether the pack can be added to a cart now'),
  stock: z
    .number()
    .int()
    .describe("units of the pack on hand, as the product's own `stock` is the default pack's"),
  batch: z
    .object({
      lot: z.string().describe('the batch (lot) number printed on the pack'),
      packed_on: z.string().describe('YYYY-MM-DD'),
      best_before: z.string().describe('YYYY-MM-DD'),
      source_kind: z.enum(['farmer_group', 'self_help_group']),
      source_name: z.string().describe("the group's name: 'Kothur women's'"),
      source_district: z.string(),
      source_state: z.string(),
      process: z.string().describe("how the group made it ('sun-dried'); may be empty"),
    })
    .nullable()
    .optional()
    .describe(
      'the batch a shopper buying now receives (first expiry first out, decision 052): its dates and where it comes from; null (or absent) when the next units belong to no batch',
    ),
})
export type ProductPack = z.infer<typeof productPackSchema>
export const productDetailSchema = productSchema.extend({
  packs: z.array(productPackSchema).describe('the packs on sale, default first; a product always has one'),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

export const productReply = dataReply(productDetailSchema)
export const productListReply = listReply(productSchema)
export const searchReply = listReply(searchResultSchema)
export const recipeReply = dataReply(recipeSchema)
export const recipeListReply = listReply(recipeSchema)

/** A category the storefront shows (decision 051): its filters and counts follow these, in the shop's order. */
export const categorySchema = z.object({
  name: z
    .string()
    .describe('what a product names as its `category`, and GET /products/category/{category} takes'),
  slug: z.string(),
  label: z
    .string()
    .describe(
      "the category's name in the reply's `lang` (decision 059), its `name` when not translated: what a shopper reads",
    ),
  product_count: z.number().int().describe('products on sale in it'),
})
export type Category = z.infer<typeof categorySchema>
export const categoryListReply = z.object({ success: z.literal(true), data: z.array(categorySchema) })
