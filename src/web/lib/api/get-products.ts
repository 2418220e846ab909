import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { Product } from '#domain/contracts/catalogue.ts'
import { FEATURED_LOAD_COUNT } from '#domain/featured.ts'
import type { Pagination } from '#domain/pagination.ts'
import { apiRequest } from '../api-client.ts'

export interface ProductPage {
  products: Product[]
  pagination: Pagination
}

interface ProductListParams {
  page?: number
  perPage?: number
  category?: string
  /** featured: staff's featured products first (the home page's grid) */
  sort?: 'featured'
}

export async function getProducts(
  params: ProductListParams = {},
  signal?: AbortSignal,
): Promise<ProductPage> {
  const path = params.category ? `/products/category/${encodeURIComponent(params.category)}` : '/products'
  const reply = await apiRequest<{ data: Product[]; pagination: Pagination }>(path, {
    query: {
      page: params.page ?? 1,
      per_page: params.perPage ?? 20,
      ...(params.sort ? { sort: params.sort } : {}),
    },
    signal,
  })
  return { products: reply.data, pagination: reply.pagination }
}

export const productsQuery = (params: ProductListParams = {}) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => getProducts(params, signal),
  })

/** The home page's featured grid and hero: 8 products, staff's featured ones first (spec §2). */
export const featuredProductsQuery = () =>
  productsQuery({ page: 1, perPage: FEATURED_LOAD_COUNT, sort: 'featured' })

/** The products screen loads the first 100 (spec §7). */
export const allProductsQuery = () => productsQuery({ page: 1, perPage: 100 })

/** The first page (the API's page size): what the server renders on the products screen and hands the browser. */
export const firstProductsPageQuery = () => productsQuery({ page: 1, perPage: 20 })

/**
 * The products screen's loader (issue 19). The server fetches, renders and ships only the first page. The browser
 * asks for the first 100 (spec §7), unless the first page it was handed is already every product: then that page
 * is the list, as fresh as when the server read it.
 */
export function prefetchProductList(queryClient: QueryClient): void {
  if (typeof window === 'undefined') {
    void queryClient.prefetchQuery(firstProductsPageQuery())
    return
  }
  const all = allProductsQuery()
  const first = queryClient.getQueryState(firstProductsPageQuery().queryKey)
  if (first?.data && !first.data.pagination.has_next && queryClient.getQueryData(all.queryKey) === undefined)
    queryClient.setQueryData(all.queryKey, first.data, { updatedAt: first.dataUpdatedAt })
  void queryClient.prefetchQuery(all)
}

/** The products screen's list: the first 100, and until they arrive the first page when the server sent it. */
export function useProductList() {
  const first = useQuery({ ...firstProductsPageQuery(), enabled: false })
  return useQuery({ ...allProductsQuery(), placeholderData: first.data })
}

export function useProducts(params: ProductListParams = {}) {
  return useQuery(productsQuery(params))
}
