import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { Product } from '#domain/contracts/catalogue.ts'
import { FEATURED_LOAD_COUNT } from '#domain/featured.ts'
import type { Pagination } from '#domain/pagination.ts'
import { apiRequest } from '../api-client.ts'
import type { Language } from '../i18n/languages.ts'
import { catalogueLang } from './catalogue-language.ts'

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
  language: { lang?: Language } = {},
): Promise<ProductPage> {
  const path = params.category ? `/products/category/${encodeURIComponent(params.category)}` : '/products'
  const reply = await apiRequest<{ data: Product[]; pagination: Pagination }>(path, {
    query: {
      page: params.page ?? 1,
      per_page: params.perPage ?? 20,
      ...(params.sort ? { sort: params.sort } : {}),
      ...language,
    },
    signal,
  })
  return { products: reply.data, pagination: reply.pagination }
}

export const productsQuery = (params: ProductListParams = {}) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal, client }) => getProducts(params, signal, catalogueLang(client)),
  })

/** The home page's featured grid and hero: 8 products, staff's featured ones first (docs/product.md, Routes and screens). */
export const featuredProductsQuery = () =>
  productsQuery({ page: 1, perPage: FEATURED_LOAD_COUNT, sort: 'featured' })

/** The products screen loads the first 100 (docs/product.md, Calls). */
export const allProductsQuery = () => productsQuery({ page: 1, perPage: 100 })

/**
 * The products screen's loader. The server renders and hands the browser the same list the screen shows (the first
 * 100, docs/product.md, Calls), so a crawler, a visitor without JavaScript and the first paint all see every product the list
 * holds; decision 026 says why the "first page only" was not taken.
 */
export function prefetchProductList(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(allProductsQuery())
}

/** The products screen's list: the first 100 (docs/product.md, Calls). */
export function useProductList() {
  return useQuery(allProductsQuery())
}

export function useProducts(params: ProductListParams = {}) {
  return useQuery(productsQuery(params))
}
