import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Product, ProductDetail } from '#domain/contracts/catalogue.ts'
import { apiGetData } from '../api-client.ts'
import type { Language } from '../i18n/languages.ts'
import { catalogueLang } from './catalogue-language.ts'

/**
 * One product as GET /products/{id} sends it, with its packs (decision 041). `packs` is absent while the cache holds
 * the product as a list gave it (the product page shows that at once, then reads the product itself).
 */
export type ProductRead = Product & Partial<Pick<ProductDetail, 'packs'>>

export function getProduct(
  id: string | number,
  signal?: AbortSignal,
  language: { lang?: Language } = {},
): Promise<ProductRead> {
  return apiGetData<ProductDetail>(`/products/${encodeURIComponent(String(id))}`, { signal, query: language })
}

export const productQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['products', 'detail', String(id)],
    queryFn: ({ signal, client }) => getProduct(id, signal, catalogueLang(client)),
  })

export function useProduct(id: string | number) {
  return useQuery(productQuery(id))
}
