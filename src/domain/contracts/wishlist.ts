import { z } from 'zod'
import { productIdField } from './cart.ts'
import { productSchema } from './catalogue.ts'
import { dataReply } from './common.ts'

export const favoriteSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  product: productSchema,
  created_at: z.string(),
})
export type Favorite = z.infer<typeof favoriteSchema>

export const favoriteBody = z.object({ product_id: productIdField })
export const favoritesReply = dataReply(
  z.object({ favorites: z.array(favoriteSchema), count: z.number().int() }),
)
export const favoriteReply = dataReply(z.object({ favorite: favoriteSchema, created: z.boolean() }))
export const favoriteCheckReply = dataReply(
  z.object({ product_id: z.number().int(), is_favorite: z.boolean() }),
)
export const favoriteRemovedReply = z.object({ success: z.literal(true), message: z.string() })
