import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Product, ProductDetail } from '#domain/contracts/catalogue.ts'
import { apiGetData } from '../api-client.ts'

/**
 * One product as GET /products/{id} sends it, with its packs (decision 041). `packs` is absent while the cache holds
 * the product as a list gave it (the product page shows that at once, then reads the product itself).
 */
export type ProductRead = Product & Partial<Pick<ProductDetail, 'packs'>>

export function getProduct(id: string | number, signal?: AbortSignal): Promise<ProductRead> {
  return apiGetData<ProductDetail>(`/products/${encodeURIComponent(String(id))}`, { signal })
}

export const productQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['products', 'detail', String(id)],
    queryFn: ({ signal }) => getProduct(id, signal),
  })

export function useProduct(id: string | number) {
  return useQuery(productQuery(id))
}
