import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Product } from '#domain/contracts/catalogue.ts'
import { apiGetData } from '../api-client.ts'

export function getProduct(id: string | number, signal?: AbortSignal): Promise<Product> {
  return apiGetData<Product>(`/products/${encodeURIComponent(String(id))}`, { signal })
}

export const productQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['products', 'detail', String(id)],
    queryFn: ({ signal }) => getProduct(id, signal),
  })

export function useProduct(id: string | number) {
  return useQuery(productQuery(id))
}
