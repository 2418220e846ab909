// One recipe's page (/recipes/:id): the recipe, or why there is none.
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { ApiError } from '#web/lib/api-client.ts'
import '#web/lib/i18n/messages/recipes.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import type { LoaderArgs } from '#web/lib/page-loader.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link, useParams } from '#web/lib/router.tsx'
import { recipeQuery, useRecipe } from './api/get-recipe.ts'
import { recipesQuery } from './api/get-recipes.ts'
import { findRecipe, readRecipeFacts } from './model/recipes-view.ts'
import { RecipeDetail } from './recipe-detail.tsx'
import { RecipeLoadFailed, RecipeLoading, RecipeNotFound } from './recipe-page-states.tsx'
import { sampleRecipes } from './sample-recipes.ts'

export function loader({ params, queryClient }: LoaderArgs) {
  if (params.id) void queryClient.prefetchQuery(recipeQuery(params.id))
  return null
}

/** A recipe already in the list cache shows at once while its own request completes. */
function findInListCache(queryClient: QueryClient, id: string): Recipe | undefined {
  const list = queryClient.getQueryData(recipesQuery().queryKey)
  return list ? findRecipe(list, id) : undefined
}

export function Component() {
  const { t } = useT()
  const id = useParams().id ?? ''
  const queryClient = useQueryClient()
  const query = useRecipe(id)
  const notFound = query.error instanceof ApiError && query.error.status === 404
  // Same fallback as the list (docs/product.md, States and transitions): when the server cannot be reached, a sample recipe is better than nothing.
  const sample = query.isError && !notFound ? findRecipe(sampleRecipes, id) : undefined
  const recipe = query.data ?? (notFound ? undefined : (findInListCache(queryClient, id) ?? sample))

  usePageMeta({
    title: recipe
      ? readRecipeFacts(recipe).title
      : notFound
        ? t('recipe.missing.title')
        : t('recipe.meta.title'),
    description: recipe?.description,
  })

  return (
    <div className="container-page pb-16 pt-6 sm:pt-8">
      {/* Print only the recipe, not the shop around it. */}
      <style>
        {'@media print { #root > div > header, #root > div > footer { display: none !important; } }'}
      </style>
      <BackLink />
      {recipe ? (
        <RecipeDetail
          recipe={recipe}
          usingSample={!query.data && recipe === sample}
          onRetry={() => void query.refetch()}
        />
      ) : notFound ? (
        <RecipeNotFound />
      ) : query.isError ? (
        <RecipeLoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <RecipeLoading />
      )}
    </div>
  )
}

function BackLink() {
  const { t } = useT()
  return (
    <Link
      to="/recipes"
      className="inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-leaf hover:text-leaf-deep print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('recipe.back')}
    </Link>
  )
}
