import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchResult } from '#domain/contracts/catalogue.ts'
import { apiRequest } from '#web/lib/api-client.ts'

export async function searchProducts(term: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const reply = await apiRequest<{ data: SearchResult[] }>('/products/search', {
    query: { q: term, per_page: 8 },
    signal,
  })
  return reply.data
}

export const searchProductsQuery = (term: string) =>
  queryOptions({
    queryKey: ['products', 'search', term],
    queryFn: ({ signal }) => searchProducts(term, signal),
    enabled: term.trim() !== '',
    staleTime: 30_000,
  })

export function useSearchProducts(term: string) {
  return useQuery(searchProductsQuery(term.trim()))
}
