import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Product } from '../../../../domain/contracts/catalogue.ts'
import type { Pagination } from '../../../../domain/pagination.ts'
import { apiRequest } from '../../../lib/api-client.ts'

export interface ProductPage {
  products: Product[]
  pagination: Pagination
}

export async function getProducts(
  params: { page?: number; perPage?: number; category?: string } = {},
  signal?: AbortSignal,
): Promise<ProductPage> {
  const path = params.category ? `/products/category/${encodeURIComponent(params.category)}` : '/products'
  const reply = await apiRequest<{ data: Product[]; pagination: Pagination }>(path, {
    query: { page: params.page ?? 1, per_page: params.perPage ?? 20 },
    signal,
  })
  return { products: reply.data, pagination: reply.pagination }
}

export const productsQuery = (params: { page?: number; perPage?: number; category?: string } = {}) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => getProducts(params, signal),
  })

/** The products screen loads the first 100 (spec §7). */
export const allProductsQuery = () => productsQuery({ page: 1, perPage: 100 })

export function useProducts(params: { page?: number; perPage?: number; category?: string } = {}) {
  return useQuery(productsQuery(params))
}
