import { and, desc, eq } from 'drizzle-orm'
import type { CatalogueLanguage } from '#domain/contracts/catalogue.ts'
import type { Favorite } from '#domain/contracts/wishlist.ts'
import { messages } from '#domain/messages.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import { favorites } from './tables.ts'

export type WishlistService = ReturnType<typeof createWishlistService>

export function createWishlistService(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps

  /** The wishlist, its products' words in `lang` (the page's; decision 059). */
  async function list(userId: string, lang: CatalogueLanguage = 'en'): Promise<Favorite[]> {
    const rows = await db
      .select()
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt))
    const products = await catalogue.inLanguage(
      await catalogue.getProductsByIds(rows.map((r) => r.productId)),
      lang,
    )
    const byId = new Map(products.map((p) => [p.id, p]))
    return rows.flatMap((r) => {
      const product = byId.get(r.productId)
      return product
        ? [{ id: r.id, product_id: r.productId, product, created_at: r.createdAt.toISOString() }]
        : []
    })
  }

  return {
    list,

    /** Adding twice is harmless: the second call answers with the existing entry. */
    async add(userId: string, productId: number): Promise<{ favorite: Favorite; created: boolean }> {
      const [product] = await catalogue.getProductsByIds([productId])
      if (!product) throw new AppError('not_found', messages.catalogue.productNotFound)
      const inserted = await db
        .insert(favorites)
        .values({ userId, productId })
        .onConflictDoNothing()
        .returning()
      const [row] = inserted.length
        ? inserted
        : await db
            .select()
            .from(favorites)
            .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
      return {
        favorite: { id: row!.id, product_id: productId, product, created_at: row!.createdAt.toISOString() },
        created: inserted.length > 0,
      }
    },

    async remove(userId: string, productId: number): Promise<void> {
      const gone = await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
        .returning({ id: favorites.id })
      if (gone.length === 0) throw new AppError('not_found', messages.wishlist.itemNotFound)
    },

    async isFavorite(userId: string, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: favorites.id })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
        .limit(1)
      return Boolean(row)
    },
  }
}
