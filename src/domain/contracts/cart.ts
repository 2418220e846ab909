import { z } from 'zod'
import { CART_QUANTITY } from '../cart.ts'
import { messages } from '../messages.ts'
import { cartMessages } from '../messages-cart.ts'
import { dataReply, money } from './common.ts'

export const cartProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  category_label: z
    .string()
    .optional()
    .describe(
      "the category's name in the page's language (decision 059); absent in English, when `category` is shown",
    ),
  price: money,
  actual_price: money,
  image_url: z.string(),
  stock: z.number().int(),
  stock_status: z.string(),
  size: z.string().optional().describe("the net quantity on the pack ('100g', '6 × 100g')"),
})
export type CartProduct = z.infer<typeof cartProductSchema>

export const cartItemSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  variant_index: z
    .number()
    .int()
    .describe(
      "the line's pack among the product's packs (0 the default pack): lines are per product and pack",
    ),
  sku: z.string().describe("the line's pack's SKU ('' when the pack is gone)"),
  size: z.string().describe("the net quantity on the line's pack ('100g', '500g')"),
  quantity: z.number().int(),
  unit_price: money.describe("the line's pack's price now"),
  actual_price: money.describe("the line's pack's MRP now"),
  stock_status: z.string().describe("the line's pack's stock status ('' when the pack is gone)"),
  in_stock: z.boolean().describe("whether the line's pack can be bought now (active, in stock, on sale)"),
  total_price: money,
  product: cartProductSchema
    .nullable()
    .describe(
      "the product as in the line's pack: price, actual_price, stock, stock_status and size are the pack's",
    ),
})
export type CartItem = z.infer<typeof cartItemSchema>

export const cartSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  total_items: z.number().int(),
  item_count: z.number().int(),
  total_price: money,
  discount_amount: money,
  discounted_total: money.nullable(),
  total: money.describe('discounted_total when present, else total_price - discount_amount'),
  coupon_code: z.string().nullable(),
  has_expired: z.boolean(),
  items: z.array(cartItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string(),
  updated_by: z.string(),
})
export type Cart = z.infer<typeof cartSchema>

export const validationIssueSchema = z.object({
  action: z.enum([
    'price_updated',
    'quantity_reduced',
    'out_of_stock',
    'coming_soon',
    'product_removed',
    'coupon_removed',
  ]),
  product_id: z.number().int().nullable(),
  product_name: z.string().nullable(),
  issue: z.string(),
  old_price: money.optional(),
  new_price: money.optional(),
  old_quantity: z.number().int().optional(),
  new_quantity: z.number().int().optional(),
})
export type ValidationIssue = z.infer<typeof validationIssueSchema>

const quantityError = `Quantity must be a whole number from ${CART_QUANTITY.min} to ${CART_QUANTITY.max}`
export const quantityField = z
  .number({ error: quantityError })
  .int({ error: quantityError })
  .min(CART_QUANTITY.min, { error: quantityError })
  .max(CART_QUANTITY.max, { error: quantityError })

/** Product ids are PostgreSQL integers: a larger number names no product (and must not reach a query). */
export const PRODUCT_ID_MAX = 2_147_483_647

export const productIdField = z.coerce
  .number({ error: messages.catalogue.productIdRequired })
  .int({ error: messages.catalogue.productIdRequired })
  .positive({ error: messages.catalogue.productIdRequired })
  .max(PRODUCT_ID_MAX, { error: messages.catalogue.productNotFound })

/** A pack of a product, by its place among the product's packs (decision 048): 0 to 9, 0 the default pack. */
export const variantIndexField = z.coerce
  .number({ error: cartMessages.variantIndexInvalid })
  .int({ error: cartMessages.variantIndexInvalid })
  .min(0, { error: cartMessages.variantIndexInvalid })
  .max(9, { error: cartMessages.variantIndexInvalid })

export const addItemBody = z.object({
  product_id: productIdField,
  variant_index: z
    .number({ error: cartMessages.variantIndexInvalid })
    .int({ error: cartMessages.variantIndexInvalid })
    .min(0, { error: cartMessages.variantIndexInvalid })
    .max(9, { error: cartMessages.variantIndexInvalid })
    .default(0)
    .describe(
      "the pack (the product read's `packs[].variant_index`), 0 the default pack when absent; the same product in two packs is two lines; an unknown one is a 400",
    ),
  quantity: z
    .number({ error: quantityError })
    .int({ error: quantityError })
    .min(CART_QUANTITY.min, { error: quantityError })
    .max(CART_QUANTITY.max, { error: cartMessages.maxPerOrder })
    .default(1)
    .describe('added to what the line holds; a line holds at most 99 (400 when it would go past)'),
})
export const setQuantityBody = z.object({ quantity: quantityField })
export const productIdParams = z.object({ productId: z.string() })
/** The line's pack on the routes that name a line (decision 048): absent is the default pack, as the spec's calls are. */
export const lineQuery = z.object({
  variant_index: variantIndexField
    .default(0)
    .describe("the line's pack (`variant_index`), 0 the default pack when absent"),
})
export const applyCouponBody = z.object({
  coupon_code: z
    .string({ error: messages.coupon.empty })
    .trim()
    .min(1, { error: messages.coupon.empty })
    .max(40, { error: 'Coupon codes are at most 40 characters' }),
})
export const mergeCartBody = z.object({
  items: z
    .array(
      z.object({
        product_id: productIdField,
        variant_index: z
          .number()
          .int()
          .min(0)
          .max(9)
          .default(0)
          .describe("the visitor's line's pack (the guest cart's variantIndex), 0 the default"),
        quantity: z.number().int().min(1).max(999),
      }),
    )
    .max(100),
})

export const cartReply = dataReply(z.object({ cart: cartSchema }))
export const cartSummaryReply = dataReply(
  z.object({
    total_items: z.number().int(),
    item_count: z.number().int(),
    total_price: money,
    discount_amount: money,
    discounted_total: money.nullable(),
    total: money,
    coupon_code: z.string().nullable(),
    shipping_charge: money,
  }),
)
export const cartCountReply = dataReply(z.object({ item_count: z.number().int() }))
export const cartValidateReply = dataReply(
  z.object({ valid: z.boolean(), validation_issues: z.array(validationIssueSchema), cart: cartSchema }),
)
export const applyCouponReply = dataReply(
  z.object({
    cart: cartSchema,
    discount_amount: money,
    discounted_total: money.nullable(),
    coupon_code: z.string(),
  }),
)
export const prepareReply = dataReply(
  z.object({ cart: cartSchema, validation_issues: z.array(validationIssueSchema) }),
)
export const mergeReply = dataReply(z.object({ cart: cartSchema, adjusted: z.array(validationIssueSchema) }))
