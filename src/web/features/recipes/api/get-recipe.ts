import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { apiGetData } from '#web/lib/api-client.ts'

export function getRecipe(id: string, signal?: AbortSignal): Promise<Recipe> {
  return apiGetData<Recipe>(`/recipes/${encodeURIComponent(id)}`, { signal })
}

export const recipeQuery = (id: string) =>
  queryOptions({ queryKey: ['recipes', 'detail', id], queryFn: ({ signal }) => getRecipe(id, signal) })

export function useRecipe(id: string) {
  return useQuery(recipeQuery(id))
}
