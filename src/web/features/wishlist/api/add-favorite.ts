import type { Favorite } from '#domain/contracts/wishlist.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'

/** Adding twice is harmless (`created` tells whether it was new). */
export async function addFavorite(productId: number): Promise<{ favorite: Favorite; created: boolean }> {
  const reply = await apiRequest<Envelope<{ favorite: Favorite; created: boolean }>>('/favorites', {
    method: 'POST',
    body: { product_id: productId },
  })
  return reply.data
}
