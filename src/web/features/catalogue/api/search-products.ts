import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchResult } from '#domain/contracts/catalogue.ts'
import { catalogueLang } from '#web/lib/api/catalogue-language.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import type { Language } from '#web/lib/i18n/languages.ts'

export async function searchProducts(
  term: string,
  signal?: AbortSignal,
  language: { lang?: Language } = {},
): Promise<SearchResult[]> {
  const reply = await apiRequest<{ data: SearchResult[] }>('/products/search', {
    query: { q: term, per_page: 8, ...language },
    signal,
  })
  return reply.data
}

export const searchProductsQuery = (term: string) =>
  queryOptions({
    queryKey: ['products', 'search', term],
    queryFn: ({ signal, client }) => searchProducts(term, signal, catalogueLang(client)),
    enabled: term.trim() !== '',
    staleTime: 30_000,
  })

export function useSearchProducts(term: string) {
  return useQuery(searchProductsQuery(term.trim()))
}
