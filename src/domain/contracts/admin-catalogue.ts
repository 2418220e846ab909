// Products and recipes in the back office (/api/admin/v1/products, /recipes): what staff may set, and stock.
import { z } from 'zod'
import { CATEGORY_VALUES } from '../messages.ts'
import { adminMessages } from '../messages-admin.ts'
import { COMING_SOON_STATUS } from '../stock.ts'
import { editVersion, recordVersion } from './admin.ts'
import { batchInput } from './admin-batches.ts'
import { recipeSchema } from './catalogue.ts'
import { moneyInput, moneyOf } from './common.ts'

/** Rupees as staff type them: at most two decimals (a coupon's minimum order; not yet a codec, decision 039). */
export const money = (label: string) =>
  z
    .number({ error: `${label} must be a number of rupees` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000, { error: `${label} is too large` })
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), {
      error: `${label} can have at most two decimals`,
    })

/** A product's price as staff type it, in rupees with at most two decimals; the handler receives paise (decision 039). */
export const priceField = (label: string) =>
  moneyInput(
    z
      .number({ error: `${label} must be a number of rupees` })
      .min(0, { error: `${label} cannot be negative` })
      .max(1_000_000, { error: `${label} is too large` }),
    `${label} can have at most two decimals`,
  )

export const STOCK_STATUSES = ['In Stock', 'Out of Stock', COMING_SOON_STATUS] as const
export const GST_RATES = [0, 5, 12, 18, 28] as const

/** A count of units on the shelf: the opening stock of a new product. */
export const stockCount = z
  .number({ error: 'Stock must be a whole number' })
  .int({ error: 'Stock must be a whole number' })
  .min(0, { error: adminMessages.stockNegative })
  .max(1_000_000)

/**
 * Every field staff may set on a product; on edit, any subset. Stock is none of them: it changes only through a
 * stock adjustment with a reason, recorded as a stock movement (decision 031).
 */
export const productFields = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(120),
  description: z.string().trim().max(5000),
  // one of the shop's categories (decision 051): the service checks the name against them, in any case
  category: z
    .string({ error: 'Category is required' })
    .trim()
    .min(1, { error: 'Category is required' })
    .max(40, { error: 'Category is too long' })
    .describe("one of the shop's categories (GET /categories), in any case; 400 names them otherwise"),
  price: priceField('Price'),
  actual_price: priceField('MRP'),
  stock_status: z.enum(STOCK_STATUSES, {
    error: `Stock status must be one of: ${STOCK_STATUSES.join(', ')}`,
  }),
  size: z.string().trim().min(1, { error: 'Net quantity is required' }).max(40),
  hsn_code: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})$/, { error: adminMessages.hsnInvalid }),
  gst_rate: z.union(
    GST_RATES.map((r) => z.literal(r)),
    { error: `GST rate must be one of ${GST_RATES.join(', ')} per cent` },
  ),
  country_of_origin: z.string().trim().min(1).max(60),
  best_before_months: z.number().int().min(1).max(60),
  ingredients: z.string().trim().max(2000),
  usage_info: z.string().trim().max(2000),
  storage_info: z.string().trim().max(1000),
  benefits: z.array(z.string().trim().min(1).max(200)).max(12),
  search_aliases: z.string().trim().max(500),
  featured: z.boolean({ error: 'Featured is yes or no' }),
})

export const productCreateInput = productFields
  .extend({
    stock: stockCount
      .optional()
      .describe(
        "Opening stock (0 when left out): recorded as an 'opening' stock movement with the product; later changes go through POST /products/{id}/stock",
      ),
  })
  .partial({
    description: true,
    stock_status: true,
    country_of_origin: true,
    best_before_months: true,
    ingredients: true,
    usage_info: true,
    storage_info: true,
    benefits: true,
    search_aliases: true,
    featured: true,
  })
  .refine((p) => p.price <= p.actual_price, { error: adminMessages.priceAboveMrp, path: ['price'] })

/**
 * A save of the product form: any fields but stock. A body that still carries `stock` is refused with a 400 that
 * sends staff to a stock adjustment, so a form loaded before a sale or a receipt can never write its figure back.
 */
export const productUpdateInput = productFields.partial().extend({
  stock: z
    .never({ error: adminMessages.stockNotOnSave })
    .optional()
    .describe(
      'Not accepted (400): stock changes only through POST /products/{id}/stock, a change with a reason (decision 031)',
    ),
  version: editVersion,
})

export const adminProductView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price: moneyOf(z.number()),
  actual_price: moneyOf(z.number()),
  stock: z.number(),
  stock_status: z.string(),
  size: z.string(),
  hsn_code: z.string(),
  gst_rate: z.number(),
  country_of_origin: z.string(),
  best_before_months: z.number(),
  ingredients: z.string(),
  usage_info: z.string(),
  storage_info: z.string(),
  benefits: z.array(z.string()),
  search_aliases: z.string(),
  images: z.array(z.string()),
  rating: z.number(),
  review_count: z.number(),
  ordered: z.boolean().describe('some order holds it: it can be archived, not deleted'),
  featured: z.boolean(),
  archived_at: z
    .string()
    .nullable()
    .describe(
      'when staff archived it: it is out of the shop (lists, search, its page, carts), kept for orders',
    ),
  updated_at: z.string(),
  version: recordVersion,
})

export const adminProductQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(40).optional().describe('a category name, in any case'),
  stock_status: z.enum(STOCK_STATUSES).optional(),
  stock: z.enum(['low', 'out']).optional().describe('low: under 10 and not coming soon; out: none left'),
  status: z
    .enum(['active', 'archived', 'all'])
    .default('active')
    .describe('active: on sale (the default); archived: taken out of the shop; all: both'),
  sort: z.enum(['name', '-name', 'price', '-price', 'stock', '-stock', '-updated']).default('name'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
})

/** Why staff adjust stock: each is a kind of stock movement (decision 031). */
export const STOCK_REASONS = ['received', 'damaged', 'written_off', 'correction'] as const
export const stockAdjustInput = z.object({
  change: z
    .number({ error: 'Change must be a whole number' })
    .int({ error: 'Change must be a whole number' })
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, { error: 'Change cannot be zero' }),
  reason: z
    .enum(STOCK_REASONS, { error: 'Reason must be received, damaged, written_off or correction' })
    .describe('received, damaged, written_off (past its best-before, lost) or correction'),
  note: z.string().trim().max(300).default(''),
  sku: z
    .string({ error: 'SKU must be text' })
    .trim()
    .toUpperCase()
    .max(40)
    .optional()
    .describe("the pack (SKU) whose stock changes (decision 041); the product's default pack when left out"),
  batch: batchInput.optional(),
  lot: z
    .string({ error: 'lot must be text' })
    .trim()
    .toUpperCase()
    .max(30)
    .optional()
    .describe(
      'a decrease (damaged, written_off, correction): the batch (lot) the units leave; without it they leave stock no batch names first, then the batches first expiry first (decision 052)',
    ),
})

/**
 * The kinds of stock movement, one per change of a product's stock (decision 031, amended: one ledger): 'opening'
 * (a new product's stock), staff's adjustments, 'sold' (an order took it), 'released' (a cancelled, expired or
 * re-placed order gave it back), 'returned' (a parcel returned to origin, restocked).
 */
export const STOCK_MOVEMENT_REASONS = [
  'opening',
  'received',
  'sold',
  'released',
  'returned',
  'damaged',
  'written_off',
  'correction',
] as const
export const stockMovementView = z.object({
  id: z.number(),
  change: z.number().describe('units added (positive) or taken away (negative)'),
  stock_after: z.number().describe("the stock of the movement's pack right after this change"),
  sku: z.string().nullable().default(null).describe('the pack (SKU) whose stock moved (decision 041)'),
  lot: z
    .string()
    .nullable()
    .default(null)
    .describe('the batch (lot) whose units moved (decision 052); null: stock no batch names'),
  reason: z.string().describe(`one of ${STOCK_MOVEMENT_REASONS.join(', ')}`),
  note: z.string(),
  actor: z.string(),
  at: z.string(),
})

export type AdminProduct = z.infer<typeof adminProductView>

const lines = (label: string, max: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: `${label}: no empty lines` })
        .max(500),
    )
    .max(max)

/** Every recipe field staff may set (rating and review count are the spec's, not edited here); on edit, any subset. */
export const recipeFields = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(120),
  title: z.string().trim().min(1, { error: 'Title is required' }).max(160),
  category: z.enum(CATEGORY_VALUES.recipes, { error: 'Category must be Breakfast, Dessert or Superfoods' }),
  description: z.string().trim().max(1000),
  demo_description: z.string().trim().max(1000),
  longDescription: z.string().trim().max(5000),
  prep_time: z.string().trim().min(1, { error: 'Preparation time is required' }).max(40),
  servings: z.number({ error: 'Servings must be a whole number' }).int().min(1).max(50),
  difficulty: z.enum(['Easy', 'Medium', 'Hard'], { error: 'Difficulty must be Easy, Medium or Hard' }),
  image: z
    .string()
    .trim()
    .max(300)
    .regex(/^(\/[\w./-]*|https:\/\/[^\s]+)?$/, {
      error: 'The image is a path on the shop (/images/…) or an https address',
    }),
  ingredients: lines('Ingredients', 40),
  instructions: lines('Steps', 40),
  pro_tips: lines('Tips', 20),
  tags: z.array(z.string().trim().min(1).max(40)).max(20),
  nutrition_facts: z.record(z.string().max(40), z.string().max(40)),
})

export const recipeCreateInput = recipeFields.partial({
  description: true,
  demo_description: true,
  longDescription: true,
  image: true,
  pro_tips: true,
  tags: true,
  nutrition_facts: true,
  servings: true,
  difficulty: true,
})
export const recipeUpdateInput = recipeFields.partial().extend({ version: editVersion })

/** A recipe as the back office sees it: the shop's recipe and its version (decision 040). */
export const adminRecipeView = recipeSchema.extend({ version: recordVersion })
export type AdminRecipe = z.infer<typeof adminRecipeView>
