import { ChefHat, Clock, Users } from 'lucide-react'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import '#web/lib/i18n/messages/recipes.en.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { type Translator, useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { Stars } from '#web/ui/stars.tsx'
import { readRecipeFacts } from './model/recipes-view.ts'
import { RecipeImage } from './recipe-image.tsx'

/** The spec's recipe categories and difficulties (English in the data: the filter's values) in the page's language. */
const CATEGORY_KEYS: Record<string, MessageKey> = {
  Breakfast: 'recipes.category.breakfast',
  Dessert: 'recipes.category.dessert',
  Superfoods: 'recipes.category.superfoods',
}
const DIFFICULTY_KEYS: Record<string, MessageKey> = {
  Easy: 'recipes.difficulty.easy',
  Medium: 'recipes.difficulty.medium',
  Hard: 'recipes.difficulty.hard',
}

/** A category's label: a known one translated, one the staff added as they wrote it. */
export function useRecipeCategoryLabel(): (category: string) => string {
  const { t } = useT()
  return (category) => {
    const key = CATEGORY_KEYS[category]
    return key ? t(key) : category
  }
}

/** '10 mins' in the page's language; a time written otherwise stays as written. */
export function sayPrepTime(t: Translator['t'], prepTime: string): string {
  const minutes = /^(\d+)\s*mins?$/i.exec(prepTime.trim())?.[1]
  return minutes ? t('recipes.minutes', { count: Number(minutes) }) : prepTime
}

export function sayDifficulty(t: Translator['t'], difficulty: string): string {
  const key = DIFFICULTY_KEYS[difficulty]
  return key ? t(key) : difficulty
}

export function RecipeRating({
  rating,
  reviews,
  className,
}: {
  rating: number
  reviews: number
  className?: string
}) {
  const { t } = useT()
  return (
    <p className={cn('flex items-center gap-2 text-sm text-ink-soft', className)}>
      <Stars rating={rating} size={14} />
      <span className="tabular">
        <span className="font-semibold text-ink">{rating.toFixed(1)}</span>{' '}
        {t('recipes.reviews', { count: reviews })}
      </span>
    </p>
  )
}

/** Prep time, servings and difficulty; `compact` fits narrow side-by-side cards on one line. */
export function RecipeMeta({
  recipe,
  compact = false,
  className,
}: {
  recipe: Recipe
  compact?: boolean
  className?: string
}) {
  const { t } = useT()
  const facts = readRecipeFacts(recipe)
  const servings = t('recipes.servings', { count: facts.servings })
  const prepTime = sayPrepTime(t, facts.prepTime)
  const difficulty = sayDifficulty(t, facts.difficulty)
  if (compact) {
    return (
      <p className={cn('flex flex-wrap items-center gap-x-1.5 text-xs text-ink-soft', className)}>
        <Clock aria-hidden="true" className="h-3.5 w-3.5 text-leaf" />
        <span className="sr-only">{t('recipes.prep.label')}</span>
        {prepTime}
        <span aria-hidden="true">·</span>
        <span>{servings}</span>
        <span aria-hidden="true">·</span>
        <span className="sr-only">{t('recipes.difficulty.label')}</span>
        {difficulty}
      </p>
    )
  }
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px] text-ink-soft', className)}>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4 text-leaf" />
        <span className="sr-only">{t('recipes.prep.label')}</span>
        {prepTime}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Users aria-hidden="true" className="h-4 w-4 text-leaf" />
        <span>{servings}</span>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <ChefHat aria-hidden="true" className="h-4 w-4 text-leaf" />
        <span className="sr-only">{t('recipes.difficulty.label')}</span>
        {difficulty}
      </li>
    </ul>
  )
}

const cardBox = `${cardClass} group relative flex overflow-hidden transition-shadow hover:shadow-[var(--shadow-soft)] focus-within:shadow-[var(--shadow-soft)]`

/** The whole card is one link (the name, stretched), so it has one clear accessible name. */
function CardTitleLink({ recipe, className }: { recipe: Recipe; className?: string }) {
  return (
    <Link
      to={`/recipes/${recipe.id}`}
      className={cn(
        'after:absolute after:inset-0 after:content-[""] hover:text-leaf focus-visible:outline-none group-focus-within:underline',
        className,
      )}
    >
      {recipe.name}
    </Link>
  )
}

const eyebrow = 'text-xs font-semibold uppercase tracking-wider text-turmeric-deep'

/** Grid card: a compact row on phones (so the list scans quickly), image on top from small tablets up. */
export function RecipeCard({ recipe }: { recipe: Recipe }) {
  const categoryLabel = useRecipeCategoryLabel()
  return (
    <article className={cn(cardBox, 'w-full sm:flex-col')} data-testid="recipe-card">
      <RecipeImage src={recipe.image} alt="" className="w-28 shrink-0 sm:aspect-[4/3] sm:w-full" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4 sm:gap-2">
        <p className={eyebrow}>{categoryLabel(recipe.category)}</p>
        <h3 className="text-lg leading-snug">
          <CardTitleLink recipe={recipe} />
        </h3>
        <p className="line-clamp-2 text-sm text-ink-soft">{recipe.description}</p>
        <div className="mt-auto flex flex-col gap-1.5 pt-1 sm:gap-2 sm:border-t sm:border-line sm:pt-3">
          <RecipeRating rating={recipe.rating} reviews={recipe.reviews} />
          <RecipeMeta recipe={recipe} compact className="sm:hidden" />
          <RecipeMeta recipe={recipe} className="hidden sm:flex" />
        </div>
      </div>
    </article>
  )
}

/** Featured: the lead recipe large (side by side from tablets up), the next ones as compact rows. */
export function FeaturedRecipeCard({ recipe, lead = false }: { recipe: Recipe; lead?: boolean }) {
  const { t } = useT()
  const categoryLabel = useRecipeCategoryLabel()
  if (lead) {
    return (
      <article className={cn(cardBox, 'flex-col md:flex-row')} data-testid="featured-recipe">
        <RecipeImage
          src={recipe.image}
          alt=""
          className="aspect-[4/3] w-full md:aspect-auto md:w-1/2 md:self-stretch lg:aspect-[4/3]"
        />
        <div className="flex flex-col justify-center gap-3 p-5 sm:p-8 md:w-1/2 lg:px-12">
          <p className={eyebrow}>{categoryLabel(recipe.category)}</p>
          <h3 className="text-2xl leading-tight sm:text-3xl lg:text-4xl">
            <CardTitleLink recipe={recipe} />
          </h3>
          <p className="text-ink-soft sm:text-lg">{recipe.description}</p>
          <RecipeRating rating={recipe.rating} reviews={recipe.reviews} className="mt-1" />
          <RecipeMeta recipe={recipe} className="text-sm" />
          <span
            aria-hidden="true"
            className="mt-2 hidden items-center gap-2 font-semibold text-leaf group-hover:underline md:inline-flex"
          >
            {t('recipes.view')}
          </span>
        </div>
      </article>
    )
  }
  return (
    <article className={cardBox} data-testid="featured-recipe">
      <RecipeImage src={recipe.image} alt="" className="w-28 shrink-0 sm:w-40" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4 sm:p-5">
        <p className={eyebrow}>{categoryLabel(recipe.category)}</p>
        <h3 className="text-lg leading-snug">
          <CardTitleLink recipe={recipe} />
        </h3>
        <p className="line-clamp-2 text-sm text-ink-soft">{recipe.description}</p>
        <RecipeRating rating={recipe.rating} reviews={recipe.reviews} className="mt-auto pt-1" />
        <RecipeMeta recipe={recipe} compact />
      </div>
    </article>
  )
}
