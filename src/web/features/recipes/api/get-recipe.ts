import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { apiGetData } from '#web/lib/api-client.ts'

export function getRecipe(id: string, signal?: AbortSignal): Promise<Recipe> {
  return apiGetData<Recipe>(`/recipes/${encodeURIComponent(id)}`, { signal })
}

export const recipeQuery = (id: string) =>
  queryOptions({ queryKey: ['recipes', 'detail', id], queryFn: ({ signal }) => getRecipe(id, signal) })

/**
 * The page's loader has already asked (in the browser, or the server for a rendered page): a recipe it was told
 * does not exist is not asked for again when the page mounts; 'Try Again' refetches a failure on purpose.
 */
export function useRecipe(id: string) {
  return useQuery({ ...recipeQuery(id), retryOnMount: false })
}
