import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { catalogueLang } from '#web/lib/api/catalogue-language.ts'
import { apiGetData } from '#web/lib/api-client.ts'
import type { Language } from '#web/lib/i18n/languages.ts'

export function getRecipe(
  id: string,
  signal?: AbortSignal,
  language: { lang?: Language } = {},
): Promise<Recipe> {
  return apiGetData<Recipe>(`/recipes/${encodeURIComponent(id)}`, { signal, query: language })
}

export const recipeQuery = (id: string) =>
  queryOptions({
    queryKey: ['recipes', 'detail', id],
    queryFn: ({ signal, client }) => getRecipe(id, signal, catalogueLang(client)),
  })

/**
 * The page's loader has already asked (in the browser, or the server for a rendered page): a recipe it was told
 * does not exist is not asked for again when the page mounts; 'Try Again' refetches a failure on purpose.
 */
export function useRecipe(id: string) {
  return useQuery({ ...recipeQuery(id), retryOnMount: false })
}
