import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { apiRequest } from '#web/lib/api-client.ts'

export async function getRecipes(
  params: { page?: number; pageSize?: number } = {},
  signal?: AbortSignal,
): Promise<Recipe[]> {
  const reply = await apiRequest<{ data: Recipe[] }>('/recipes', {
    query: { page: params.page ?? 1, page_size: params.pageSize ?? 10 },
    signal,
  })
  return reply.data
}

/** The recipe list screen asks page 1, size 50 (docs/product.md, Calls). */
export const recipesQuery = (params: { page?: number; pageSize?: number } = { page: 1, pageSize: 50 }) =>
  queryOptions({
    queryKey: ['recipes', 'list', params],
    queryFn: ({ signal }) => getRecipes(params, signal),
    retry: 1,
  })

export function useRecipes(params?: { page?: number; pageSize?: number }) {
  return useQuery(recipesQuery(params))
}
