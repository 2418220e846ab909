import { apiRequest } from '#web/lib/api-client.ts'

export async function removeFavorite(productId: number): Promise<void> {
  await apiRequest('/favorites', { method: 'DELETE', body: { product_id: productId } })
}
