import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { Category } from '#domain/contracts/catalogue.ts'
import { apiRequest } from '../api-client.ts'
import type { Language } from '../i18n/languages.ts'
import { catalogueLang } from './catalogue-language.ts'

/** The categories the shop shows, in its order, with their products on sale (decision 051): the filters' options. */
export async function getCategories(
  signal?: AbortSignal,
  language: { lang?: Language } = {},
): Promise<Category[]> {
  return (await apiRequest<{ data: Category[] }>('/categories', { signal, query: language })).data
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal, client }) => getCategories(signal, catalogueLang(client)),
  })

/** Started by the products screen's loader, so the server renders the category filter with the list. */
export function prefetchCategories(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(categoriesQuery())
}

export function useCategories() {
  return useQuery(categoriesQuery())
}
