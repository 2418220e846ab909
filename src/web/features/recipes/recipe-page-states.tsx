// The recipe page when there is no recipe to show: not found, failed to load, still loading.
import { ChefHat, RefreshCw, TriangleAlert } from 'lucide-react'
import { messages } from '#domain/messages.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Skeleton, Spinner } from '#web/ui/skeleton.tsx'

export function RecipeNotFound() {
  return (
    <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-sand/60 px-6 py-12 text-center">
      <ChefHat aria-hidden="true" className="h-10 w-10 text-leaf" strokeWidth={1.5} />
      <h1 className="text-3xl">{messages.catalogue.recipeNotFoundTitle}</h1>
      <p className="text-ink-soft">This recipe may have been moved or renamed. Browse the others instead.</p>
      <ButtonLink to="/recipes">Back to Recipes</ButtonLink>
    </div>
  )
}

export function RecipeLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
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

export function RecipeLoading() {
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
