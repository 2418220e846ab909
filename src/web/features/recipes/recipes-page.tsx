import { RefreshCw, TriangleAlert } from 'lucide-react'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import '#web/lib/i18n/messages/recipes.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import type { LoaderArgs } from '#web/lib/page-loader.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { useSearchParams } from '#web/lib/router.tsx'
import { Button } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { Skeleton, Spinner } from '#web/ui/skeleton.tsx'
import { recipesQuery, useRecipes } from './api/get-recipes.ts'
import {
  ALL_RECIPES,
  chooseRecipesToShow,
  countRecipeCategories,
  filterRecipesByCategory,
  normaliseRecipeCategory,
  type RecipeSource,
  selectFeaturedRecipes,
} from './model/recipes-view.ts'
import { FeaturedRecipeCard, RecipeCard, useRecipeCategoryLabel } from './recipe-card.tsx'
import { RecipeImage } from './recipe-image.tsx'
import { sampleRecipes } from './sample-recipes.ts'

/** Starts the request while the page chunk is still arriving; the page shows its own loading state. */
export function loader({ queryClient }: LoaderArgs) {
  void queryClient.prefetchQuery(recipesQuery())
  return null
}

export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('recipes.meta.title'), description: t('recipes.meta.description') })
  const query = useRecipes()
  const source: RecipeSource<Recipe> = query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error' }
      : { status: 'success', recipes: query.data }
  const view = chooseRecipesToShow(source, sampleRecipes)

  return (
    <>
      <RecipesHero />
      <div className="container-page flex flex-col gap-12 pb-16 pt-8 sm:gap-16 sm:pt-12">
        {view.kind === 'loading' && <RecipesLoading />}
        {view.kind === 'error' && (
          <EmptyState
            title={t('recipes.error.title')}
            action={
              <Button onClick={() => window.location.reload()}>
                <RefreshCw aria-hidden="true" className="h-4 w-4" />
                {t('recipes.try.again')}
              </Button>
            }
          >
            {t('recipes.error.text')}
          </EmptyState>
        )}
        {view.kind === 'ready' && (
          <>
            {view.usingSamples && (
              <SampleBanner retrying={query.isFetching} onRetry={() => void query.refetch()} />
            )}
            {view.recipes.length === 0 ? (
              <EmptyState title={t('recipes.none.title')}>{t('recipes.none.text')}</EmptyState>
            ) : (
              <RecipeSections recipes={view.recipes} />
            )}
          </>
        )}
      </div>
    </>
  )
}

function RecipesHero() {
  const { t } = useT()
  return (
    <section
      aria-labelledby="recipes-title"
      className="relative overflow-hidden border-b border-line bg-gradient-to-b from-sand/70 to-parchment"
    >
      <div className="container-page grid items-center gap-8 py-10 sm:py-14 md:grid-cols-[1.1fr_1fr] lg:py-16">
        <div className="flex max-w-xl flex-col gap-4">
          <p className="text-sm font-semibold uppercase tracking-widest text-turmeric-deep">
            {t('recipes.hero.eyebrow')}
          </p>
          <h1 id="recipes-title" className="text-4xl leading-tight sm:text-5xl">
            {t('recipes.hero.title')}
          </h1>
          <p className="text-lg text-ink-soft">{t('recipes.hero.lead')}</p>
        </div>
        <div aria-hidden="true" className="relative mx-auto h-52 w-full max-w-sm sm:h-72 md:max-w-md lg:h-80">
          <RecipeImage
            src="/images/recipes/moringa-smoothie-bowl.svg"
            alt=""
            size={320}
            priority
            className="absolute left-1/2 top-1/2 h-44 w-44 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white shadow-[var(--shadow-soft)] sm:h-64 sm:w-64 lg:h-72 lg:w-72"
          />
          <RecipeImage
            src="/images/recipes/moringa-lemon-detox-tea.svg"
            alt=""
            size={160}
            eager
            className="absolute left-0 top-2 h-20 w-20 rounded-full border-4 border-white shadow-[var(--shadow-soft)] sm:h-32 sm:w-32"
          />
          <RecipeImage
            src="/images/recipes/moringa-coconut-ladoo.svg"
            alt=""
            size={160}
            eager
            className="absolute bottom-0 right-0 h-20 w-20 rounded-full border-4 border-white shadow-[var(--shadow-soft)] sm:h-32 sm:w-32"
          />
        </div>
      </div>
    </section>
  )
}

function SampleBanner({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useT()
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-turmeric/50 bg-turmeric-soft px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3 text-sm font-medium text-ink">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-turmeric-deep" />
        {t('recipes.sample.banner')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRetry}
        disabled={retrying}
        className="self-start bg-white"
      >
        <RefreshCw aria-hidden="true" className={cn('h-4 w-4', retrying && 'animate-spin')} />
        {t('recipes.try.again')}
      </Button>
    </div>
  )
}

function RecipesLoading() {
  const { t } = useT()
  return (
    <div className="flex flex-col gap-6">
      <Spinner label={t('recipes.loading')} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="overflow-hidden">
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="flex flex-col gap-3 p-5">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </Card>
        ))}
      </div>
    </div>
  )
}

/**
 * Each recipe once: with All Recipes selected the featured ones lead and the grid holds the rest; a chosen category
 * shows its recipes in the grid and no featured block.
 */
function RecipeSections({ recipes }: { recipes: readonly Recipe[] }) {
  const [params] = useSearchParams()
  const everything = normaliseRecipeCategory(recipes, params.get('category')) === ALL_RECIPES
  const featured = everything ? selectFeaturedRecipes(recipes) : []
  return (
    <>
      <FeaturedRecipes recipes={featured} />
      <AllRecipes recipes={recipes} leaveOut={new Set(featured.map((r) => r.id))} />
    </>
  )
}

function FeaturedRecipes({ recipes }: { recipes: Recipe[] }) {
  const { t } = useT()
  const [lead, ...rest] = recipes
  if (!lead) return null
  return (
    <section aria-labelledby="featured-recipes" className="flex flex-col gap-6">
      <SectionHeading
        id="featured-recipes"
        title={t('recipes.featured.title')}
        lead={t('recipes.featured.lead')}
      />
      <div className="flex flex-col gap-4 sm:gap-6">
        <FeaturedRecipeCard recipe={lead} lead />
        {rest.length > 0 && (
          <div className="grid gap-4 sm:gap-6 md:grid-cols-2">
            {rest.map((r) => (
              <FeaturedRecipeCard key={r.id} recipe={r} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}

function AllRecipes({ recipes, leaveOut }: { recipes: readonly Recipe[]; leaveOut: ReadonlySet<number> }) {
  const { t } = useT()
  const categoryLabel = useRecipeCategoryLabel()
  const [params, setParams] = useSearchParams()
  const selected = normaliseRecipeCategory(recipes, params.get('category'))
  const counts = countRecipeCategories(recipes)
  const inCategory = filterRecipesByCategory(recipes, selected)
  const shown = inCategory.filter((r) => !leaveOut.has(r.id))

  const select = (category: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (category === ALL_RECIPES) next.delete('category')
        else next.set('category', category)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return (
    <section aria-labelledby="all-recipes" className="flex flex-col gap-6">
      <SectionHeading id="all-recipes" title={t('recipes.all.title')} lead={t('recipes.all.lead')} />
      <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
        <legend className="sr-only">{t('recipes.filter.legend')}</legend>
        {counts.map(({ category, count }) => {
          const pressed = category === selected
          return (
            <button
              key={category}
              type="button"
              aria-pressed={pressed}
              onClick={() => select(category)}
              className={cn(
                'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
                pressed
                  ? 'border-leaf bg-leaf text-white'
                  : 'border-line bg-white text-ink hover:border-leaf hover:text-leaf-deep',
              )}
            >
              {category === ALL_RECIPES ? t('recipes.category.all') : categoryLabel(category)}
              <span
                className={cn(
                  'tabular rounded-full px-2 text-xs leading-5',
                  pressed ? 'bg-white/20 text-white' : 'bg-sand text-ink-soft',
                )}
              >
                {count}
              </span>
            </button>
          )
        })}
      </fieldset>
      <p className="sr-only" aria-live="polite">
        {t('recipes.shown', { count: inCategory.length })}
      </p>
      {inCategory.length === 0 ? (
        <EmptyState title={t('recipes.none.title')} />
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
          aria-label={t('recipes.list.label')}
        >
          {shown.map((r) => (
            <li key={r.id} className="flex">
              <RecipeCard recipe={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function SectionHeading({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <p className="text-ink-soft">{lead}</p>
    </div>
  )
}
