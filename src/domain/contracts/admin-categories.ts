// Categories in the back office (/api/admin/v1/categories, decision 051): create, rename, reorder, hide, delete.
import { z } from 'zod'
import { adminMessages } from '../messages-admin.ts'
import { editVersion, recordVersion } from './admin.ts'

export const CATEGORY_NAME_MAX = 40

export const categoryName = z
  .string({ error: adminMessages.categoryNameRequired })
  .trim()
  .min(1, { error: adminMessages.categoryNameRequired })
  .max(CATEGORY_NAME_MAX, { error: adminMessages.categoryNameTooLong(CATEGORY_NAME_MAX) })
  // a name is one line of plain text: no control characters
  .refine((v) => !/\p{Cc}/u.test(v), { error: 'Category name cannot contain control characters' })

export const categoryCreateInput = z.object({
  name: categoryName,
  hidden: z
    .boolean({ error: 'Hidden is yes or no' })
    .optional()
    .describe('created hidden (false when left out)'),
})

export const categoryUpdateInput = z.object({
  name: categoryName
    .optional()
    .describe('a new name: every product of the category is renamed with it at once'),
  hidden: z
    .boolean({ error: 'Hidden is yes or no' })
    .optional()
    .describe('hidden: the category and its products leave the storefront (kept in the back office)'),
  position: z
    .number({ error: 'Position must be a whole number' })
    .int({ error: 'Position must be a whole number' })
    .min(1, { error: 'Position must be 1 or more' })
    .max(10_000)
    .optional()
    .describe('its place in the list, 1 first (a place past the end is the last); the others move along'),
  version: editVersion,
})

export const categoryOrderInput = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647), { error: 'Order: a list of category ids' })
    .min(1, { error: 'Order: a list of category ids' })
    .max(500)
    .describe('every category id, once each, in the new order'),
})

export const adminCategoryView = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  position: z.number(),
  hidden: z.boolean(),
  product_count: z
    .number()
    .describe('products in it, archived ones included: a category with any cannot be deleted'),
  created_at: z.string(),
  updated_at: z.string(),
  version: recordVersion,
})
export type AdminCategory = z.infer<typeof adminCategoryView>

export const categoryId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
