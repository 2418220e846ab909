// A product's pack sizes in the back office (/api/admin/v1/products/{id}/packs): decision 041, amended. Each pack is
// an article on the shelf: SKU, net quantity as on the pack, price and MRP (rupees on the wire, paise inside), weight,
// barcode, stock (read here, changed only through the stock ledger's routes) and whether it is on sale.
import { z } from 'zod'
import { gtinProblem } from '../gtin.ts'
import { adminMessages } from '../messages-admin.ts'
import { editVersion, recordVersion } from './admin.ts'
import { priceField, stockCount } from './admin-catalogue.ts'
import { moneyOf } from './common.ts'

/** The most packs a product has (positions 0 to 9; the cart's variant_index, decision 048). */
export const MAX_PACKS = 10

export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,39}$/
const sku = z
  .string({ error: 'SKU is required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'SKU is required' })
  .max(40, { error: 'SKU: at most 40 characters' })
  .regex(SKU_PATTERN, { error: 'SKU: letters, digits and dashes only, starting with a letter or digit' })
  .describe('unique in the shop; upper-case letters, digits and dashes, at most 40 (sent in any case)')

const barcode = z
  .string({ error: 'Barcode must be text' })
  .trim()
  .max(20, { error: 'Barcode: a GTIN has 8, 12, 13 or 14 digits' })
  .superRefine((v, ctx) => {
    const problem = v === '' ? undefined : gtinProblem(v)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .describe('GTIN-8, 12, 13 or 14 with its check digit; empty or null for none')

const packFields = z.object({
  sku,
  size: z
    .string({ error: 'Net quantity is required' })
    .trim()
    .min(1, { error: 'Net quantity is required' })
    .max(40, { error: 'Net quantity: at most 40 characters' })
    .describe("the net quantity as on the pack: '250g', '1kg', '6 × 100g'"),
  price: priceField('Price'),
  actual_price: priceField('MRP'),
  weight_grams: z
    .number({ error: 'Weight must be a whole number of grams' })
    .int({ error: 'Weight must be a whole number of grams' })
    .min(1, { error: 'Weight: give the pack’s weight in grams (for shipping and GSTR-1)' })
    .max(100_000, { error: 'Weight: at most 100,000 grams' })
    .describe('the packed weight in grams: shipping and GSTR-1’s quantity in KGS'),
  barcode,
  active: z
    .boolean({ error: 'Active is yes or no' })
    .describe('on sale; an inactive pack stays on orders and in the ledger but cannot be bought'),
})

export const packCreateInput = packFields
  .extend({
    stock: stockCount
      .optional()
      .describe("opening stock (0 when left out): an 'opening' movement of the stock ledger naming the pack"),
  })
  .partial({ barcode: true, active: true })
  .refine((p) => p.price <= p.actual_price, { error: adminMessages.priceAboveMrp, path: ['price'] })

/**
 * A save of one pack: the fields changed and the version it was loaded with (decision 040). Never the stock: a body
 * that carries it is refused (400), as a product's save is (decision 031).
 */
export const packUpdateInput = packFields.partial().extend({
  stock: z
    .never({ error: adminMessages.stockNotOnSave })
    .optional()
    .describe('Not accepted (400): stock changes only through POST /products/{id}/stock with the pack’s sku'),
  version: editVersion,
})

export const packOrderInput = z.object({
  pack_ids: z
    .array(z.number().int().positive(), { error: 'pack_ids: the ids of every pack of the product, in order' })
    .min(1)
    .max(MAX_PACKS)
    .describe(
      'every pack of the product, each once, in the order wanted: the first becomes the default pack (position 0), whose price, MRP, size and stock are the product’s',
    ),
})

export const adminPackView = z.object({
  id: z.number(),
  position: z.number().describe('0 is the default pack (the product’s own fields); the cart’s variant_index'),
  sku: z.string(),
  size: z.string(),
  price: moneyOf(z.number()),
  actual_price: moneyOf(z.number()),
  weight_grams: z.number(),
  barcode: z.string().nullable(),
  stock: z.number().describe('read only: changed through the stock ledger (adjust by sku, stock take)'),
  active: z.boolean(),
  sold: z.boolean().describe('some order holds it: it can be deactivated, not removed'),
  version: recordVersion,
})
export type AdminPack = z.infer<typeof adminPackView>
export type PackCreateInput = z.output<typeof packCreateInput>
export type PackUpdateInput = Omit<z.output<typeof packUpdateInput>, 'version' | 'stock'>
