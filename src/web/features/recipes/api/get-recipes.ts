import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { catalogueLang } from '#web/lib/api/catalogue-language.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import type { Language } from '#web/lib/i18n/languages.ts'

export async function getRecipes(
  params: { page?: number; pageSize?: number } = {},
  signal?: AbortSignal,
  language: { lang?: Language } = {},
): Promise<Recipe[]> {
  const reply = await apiRequest<{ data: Recipe[] }>('/recipes', {
    query: { page: params.page ?? 1, page_size: params.pageSize ?? 10, ...language },
    signal,
  })
  return reply.data
}

/** The recipe list screen asks page 1, size 50 (docs/product.md, Calls). */
export const recipesQuery = (params: { page?: number; pageSize?: number } = { page: 1, pageSize: 50 }) =>
  queryOptions({
    queryKey: ['recipes', 'list', params],
    queryFn: ({ signal, client }) => getRecipes(params, signal, catalogueLang(client)),
    retry: 1,
  })

export function useRecipes(params?: { page?: number; pageSize?: number }) {
  return useQuery(recipesQuery(params))
}
