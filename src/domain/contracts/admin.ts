// The back office's API (/api/admin/v1): shared by the server's routes and the back office's forms.
import { z } from 'zod'
import { CATEGORY_VALUES } from '../messages.ts'
import { adminMessages } from '../messages-admin.ts'
import { REPORT_REASONS } from '../messages-reviews.ts'
import { COMING_SOON_STATUS } from '../stock.ts'
import { paginationSchema } from './common.ts'

export const operatorRole = z.enum(['owner', 'staff'])
export const operatorStatus = z.enum(['invited', 'active', 'revoked'])

export const operatorView = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRole,
  status: operatorStatus,
  two_factor_enabled: z.boolean(),
  invited_by: z.string(),
  created_at: z.string(),
})

export const meView = z.object({
  email: z.string(),
  name: z.string(),
  role: operatorRole,
  two_factor_enabled: z.boolean(),
})

export const inviteInput = z.object({
  email: z.string().trim().max(254),
  role: operatorRole,
})

export const operatorUpdateInput = z
  .object({ role: operatorRole.optional(), revoke: z.literal(true).optional() })
  .refine((v) => v.role !== undefined || v.revoke !== undefined, { error: 'Give a role or revoke' })

export const setupQuery = z.object({ token: z.string().min(1).max(200) })
export const setupInput = z.object({
  token: z.string().min(1).max(200),
  name: z.string().max(100),
  password: z.string().max(128),
})

export const auditEntryView = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number of rupees` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000, { error: `${label} is too large` })
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), {
      error: `${label} can have at most two decimals`,
    })

export const STOCK_STATUSES = ['In Stock', 'Out of Stock', COMING_SOON_STATUS] as const
export const GST_RATES = [0, 5, 12, 18, 28] as const

/** Every field staff may set on a product; on edit, any subset. */
export const productFields = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(120),
  description: z.string().trim().max(5000),
  category: z.enum(CATEGORY_VALUES.products, { error: 'Category must be Superfoods or Herbs' }),
  price: money('Price'),
  actual_price: money('MRP'),
  stock: z
    .number({ error: 'Stock must be a whole number' })
    .int({ error: 'Stock must be a whole number' })
    .min(0, { error: adminMessages.stockNegative })
    .max(1_000_000),
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
  .partial({
    description: true,
    stock: true,
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

export const productUpdateInput = productFields.partial()

export const adminProductView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number(),
  actual_price: z.number(),
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
})

export const adminProductQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORY_VALUES.products).optional(),
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

export const STOCK_REASONS = ['received', 'damaged', 'correction'] as const
export const stockAdjustInput = z.object({
  change: z
    .number({ error: 'Change must be a whole number' })
    .int({ error: 'Change must be a whole number' })
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, { error: 'Change cannot be zero' }),
  reason: z.enum(STOCK_REASONS, { error: 'Reason must be received, damaged or correction' }),
  note: z.string().trim().max(300).default(''),
})

export const stockMovementView = z.object({
  id: z.number(),
  change: z.number(),
  stock_after: z.number(),
  reason: z.string(),
  note: z.string(),
  actor: z.string(),
  at: z.string(),
})

export const adminCouponView = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number().describe('per cent for percent; rupees for flat'),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  min_order: z.number(),
  per_user_limit: z.number().nullable(),
  total_limit: z.number().nullable(),
  used_count: z.number(),
  active: z.boolean(),
  featured: z.boolean(),
})

const couponFields = z.object({
  label: z.string().trim().min(1, { error: 'Label is required' }).max(120),
  kind: z.enum(['percent', 'flat']),
  value: z.number().positive({ error: 'Value must be above zero' }),
  starts_at: z.iso.datetime({ offset: true }).nullable(),
  ends_at: z.iso.datetime({ offset: true }).nullable(),
  min_order: money('Minimum order'),
  per_user_limit: z.number().int().min(1).nullable(),
  total_limit: z.number().int().min(1).nullable(),
  active: z.boolean(),
  featured: z.boolean(),
})

const couponRules = <T extends z.ZodType<Partial<z.infer<typeof couponFields>>>>(schema: T) =>
  schema
    .refine((c) => !(c.kind === 'percent' && (c.value ?? 0) > 100), {
      error: 'A percent discount is at most 100',
      path: ['value'],
    })
    .refine((c) => !(c.starts_at && c.ends_at && c.starts_at >= c.ends_at), {
      error: 'The end must come after the start',
      path: ['ends_at'],
    })

export const couponCreateInput = couponRules(
  couponFields
    .extend({
      code: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{3,32}$/, { error: 'Code: 3 to 32 letters, digits, - or _' })
        .transform((c) => c.toUpperCase()),
    })
    .partial({
      starts_at: true,
      ends_at: true,
      min_order: true,
      per_user_limit: true,
      total_limit: true,
      active: true,
      featured: true,
    }),
)
export const couponUpdateInput = couponRules(couponFields.partial())

export const couponOrderView = z.object({
  order_id: z.string(),
  email: z.string(),
  discount: z.number(),
  at: z.string(),
})

export const adminReviewView = z.object({
  id: z.string(),
  product_id: z.number(),
  product_name: z.string(),
  user_name: z.string(),
  rating: z.number(),
  title: z.string(),
  comment: z.string(),
  is_verified: z.boolean(),
  created_at: z.string(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  /** shoppers' reports of it, and their distinct reasons (most given first) */
  report_count: z.number().int(),
  report_reasons: z.array(z.enum(REPORT_REASONS)),
})

export const adminReviewQuery = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  hidden: z.enum(['true', 'false']).optional(),
  /** only reviews shoppers reported, most reported first */
  reported: z.enum(['true']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
})

export const hideReviewInput = z.object({
  reason: z.string().trim().min(1, { error: adminMessages.hideReasonRequired }).max(300),
})

export const adminMessageView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['new', 'replied', 'closed']),
  created_at: z.string(),
})

export function adminList<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema })
}

export type AdminProduct = z.infer<typeof adminProductView>
export type AdminCoupon = z.infer<typeof adminCouponView>
export type AdminReview = z.infer<typeof adminReviewView>

export const customerRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  joined_at: z.string(),
  orders: z.number(),
  lifetime_value: z.number().describe('rupees paid and kept (captured minus refunded)'),
  last_order_at: z.string().nullable(),
})

export const customerView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  joined_at: z.string(),
  lifetime_value: z.number(),
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      payment_status: z.string(),
      payment_method: z.string(),
      total: z.number(),
      created_at: z.string(),
    }),
  ),
  addresses: z.array(
    z.object({
      name: z.string(),
      mobile: z.string().nullable(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      postal_code: z.string(),
      is_default: z.boolean(),
    }),
  ),
})

export const subscriberView = z.object({ email: z.string(), confirmed_at: z.string().nullable() })

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
export const recipeUpdateInput = recipeFields.partial()
