import { queryOptions } from '@tanstack/react-query'
import { apiGetData } from '../../../lib/api-client.ts'

export async function checkFavorite(productId: number, signal?: AbortSignal): Promise<boolean> {
  const data = await apiGetData<{ product_id: number; is_favorite: boolean }>(
    `/favorites/check/${productId}`,
    { signal },
  )
  return data.is_favorite
}

/** For a screen that needs one product's state without the list (the cards read the cached list instead). */
export const favoriteCheckQuery = (productId: number) =>
  queryOptions({
    queryKey: ['favorites', 'check', productId],
    queryFn: ({ signal }) => checkFavorite(productId, signal),
  })
