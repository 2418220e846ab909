import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ChefHat, Clock, Lightbulb, Printer, RefreshCw, TriangleAlert, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import type { Recipe } from '../../../domain/contracts/catalogue.ts'
import { messages } from '../../../domain/messages.ts'
import { findRecipe, readRecipeFacts } from '../../../domain/recipes-view.ts'
import type { LoaderArgs } from '../../app/router.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { usePageMeta } from '../../lib/page-meta.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button, ButtonLink } from '../../ui/button.tsx'
import { Skeleton, Spinner } from '../../ui/skeleton.tsx'
import { recipeQuery, useRecipe } from './api/get-recipe.ts'
import { recipesQuery } from './api/get-recipes.ts'
import { RecipeRating } from './recipe-card.tsx'
import { RecipeImage } from './recipe-image.tsx'
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
  const id = useParams().id ?? ''
  const queryClient = useQueryClient()
  const query = useRecipe(id)
  const notFound = query.error instanceof ApiError && query.error.status === 404
  // Same fallback as the list (spec §4): when the server cannot be reached, a sample recipe is better than nothing.
  const sample = query.isError && !notFound ? findRecipe(sampleRecipes, id) : undefined
  const recipe = query.data ?? (notFound ? undefined : (findInListCache(queryClient, id) ?? sample))

  usePageMeta({
    title: recipe
      ? readRecipeFacts(recipe).title
      : notFound
        ? messages.catalogue.recipeNotFoundTitle
        : 'Recipe',
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
  return (
    <Link
      to="/recipes"
      className="inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-leaf hover:text-leaf-deep print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Recipes
    </Link>
  )
}

function RecipeDetail({
  recipe,
  usingSample,
  onRetry,
}: {
  recipe: Recipe
  usingSample: boolean
  onRetry: () => void
}) {
  const facts = readRecipeFacts(recipe)
  return (
    <article className="mt-4 flex flex-col gap-10 sm:gap-14">
      {usingSample && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-turmeric/50 bg-turmeric-soft px-4 py-3 sm:flex-row sm:items-center sm:justify-between print:hidden"
        >
          <p className="flex items-start gap-3 text-sm font-medium text-ink">
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-turmeric-deep" />
            {messages.catalogue.sampleRecipesBanner}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry} className="self-start bg-white">
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </Button>
        </div>
      )}

      <div className="grid items-center gap-6 md:grid-cols-2 lg:gap-12">
        <RecipeImage
          src={recipe.image}
          alt={facts.title}
          priority
          className="aspect-[4/3] w-full rounded-[var(--radius-card)] border border-line md:aspect-square print:max-w-xs"
        />
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold uppercase tracking-widest text-turmeric-deep">
            {recipe.category}
          </p>
          <h1 className="text-3xl leading-tight sm:text-4xl lg:text-[2.75rem]">{facts.title}</h1>
          <RecipeRating rating={recipe.rating} reviews={recipe.reviews} className="text-base" />
          {facts.description && (
            <p className="max-w-prose leading-relaxed text-ink-soft sm:text-lg">{facts.description}</p>
          )}
          <dl className="grid grid-cols-3 gap-2 sm:gap-3">
            <Fact
              icon={<Clock aria-hidden="true" className="h-5 w-5" />}
              label="Prep time"
              value={facts.prepTime}
            />
            <Fact
              icon={<Users aria-hidden="true" className="h-5 w-5" />}
              label="Servings"
              value={String(facts.servings)}
            />
            <Fact
              icon={<ChefHat aria-hidden="true" className="h-5 w-5" />}
              label="Difficulty"
              value={facts.difficulty}
            />
          </dl>
          {facts.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {facts.tags.map((t) => (
                <li key={t}>
                  <Badge tone="neutral">{t}</Badge>
                </li>
              ))}
            </ul>
          )}
          <div className="print:hidden">
            <Button variant="ghost" size="sm" onClick={() => window.print()} className="-ml-4">
              <Printer aria-hidden="true" className="h-4 w-4" />
              Print recipe
            </Button>
          </div>
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <section
          aria-labelledby="ingredients"
          className="self-start rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6"
        >
          <h2 id="ingredients" className="text-2xl">
            Ingredients
          </h2>
          <ul className="mt-4 flex flex-col divide-y divide-line">
            {facts.ingredients.map((item) => (
              <li key={item} className="flex gap-3 py-2.5">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-leaf" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="instructions">
          <h2 id="instructions" className="text-2xl">
            Instructions
          </h2>
          <ol className="mt-4 flex flex-col gap-5">
            {facts.instructions.map((step, i) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="tabular flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-leaf-soft font-semibold text-leaf-deep"
                >
                  {i + 1}
                </span>
                <p className="pt-1 leading-relaxed">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step}
                </p>
              </li>
            ))}
          </ol>
        </section>
      </div>

      {(facts.nutrition.length > 0 || facts.tips.length > 0) && (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          {facts.nutrition.length > 0 && (
            <section aria-labelledby="nutrition" className="self-start">
              <h2 id="nutrition" className="text-2xl">
                Nutrition Facts
              </h2>
              <table className="mt-4 w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-white text-left">
                <caption className="sr-only">Nutrition facts per serving</caption>
                <thead className="bg-sand text-sm text-ink-soft">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      Nutrient
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-semibold">
                      Per serving
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {facts.nutrition.map(([k, v]) => (
                    <tr key={k}>
                      <th scope="row" className="px-4 py-2.5 font-medium">
                        {k}
                      </th>
                      <td className="tabular px-4 py-2.5 text-right">{v}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-xs text-ink-soft">Approximate values, per serving.</p>
            </section>
          )}
          {facts.tips.length > 0 && (
            <section
              aria-labelledby="pro-tips"
              className="self-start rounded-[var(--radius-card)] border border-turmeric/40 bg-turmeric-soft/60 p-5 sm:p-6"
            >
              <h2 id="pro-tips" className="flex items-center gap-2 text-2xl">
                <Lightbulb aria-hidden="true" className="h-6 w-6 text-turmeric-deep" />
                Pro Tips
              </h2>
              <ul className="mt-4 flex flex-col gap-3">
                {facts.tips.map((tip) => (
                  <li key={tip} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="mt-2 h-2 w-2 shrink-0 rounded-full bg-turmeric-deep"
                    />
                    <span>{tip}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </article>
  )
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-[var(--radius-card)] border border-line bg-white px-2 py-3 text-center">
      <dt className="flex flex-col items-center gap-1 text-xs text-ink-soft">
        <span className="text-leaf">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  )
}

function RecipeNotFound() {
  return (
    <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-sand/60 px-6 py-12 text-center">
      <ChefHat aria-hidden="true" className="h-10 w-10 text-leaf" strokeWidth={1.5} />
      <h1 className="text-3xl">{messages.catalogue.recipeNotFoundTitle}</h1>
      <p className="text-ink-soft">This recipe may have been moved or renamed. Browse the others instead.</p>
      <ButtonLink to="/recipes">Back to Recipes</ButtonLink>
    </div>
  )
}

function RecipeLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-sand/60 px-6 py-12 text-center">
      <TriangleAlert aria-hidden="true" className="h-10 w-10 text-turmeric-deep" strokeWidth={1.5} />
      <h1 className="text-3xl">{messages.catalogue.loadRecipe}</h1>
      <p className="text-ink-soft">{messages.catalogue.fetchRecipes}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Try Again
        </Button>
        <ButtonLink to="/recipes" variant="secondary">
          Back to Recipes
        </ButtonLink>
      </div>
    </div>
  )
}

function RecipeLoading() {
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2 lg:gap-12">
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-col gap-4">
        <Spinner label="Loading recipe..." />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  )
}
