// The recipe page when there is no recipe to show: not found, failed to load, still loading.
import { ChefHat, RefreshCw, TriangleAlert } from 'lucide-react'
import '#web/lib/i18n/messages/recipes.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Skeleton, Spinner } from '#web/ui/skeleton.tsx'

export function RecipeNotFound() {
  const { t } = useT()
  return (
    <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-sand/60 px-6 py-12 text-center">
      <ChefHat aria-hidden="true" className="h-10 w-10 text-leaf" strokeWidth={1.5} />
      <h1 className="text-3xl">{t('recipe.missing.title')}</h1>
      <p className="text-ink-soft">{t('recipe.missing.text')}</p>
      <ButtonLink to="/recipes">{t('recipe.back')}</ButtonLink>
    </div>
  )
}

export function RecipeLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useT()
  return (
    <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-sand/60 px-6 py-12 text-center">
      <TriangleAlert aria-hidden="true" className="h-10 w-10 text-turmeric-deep" strokeWidth={1.5} />
      <h1 className="text-3xl">{t('recipe.failed.title')}</h1>
      <p className="text-ink-soft">{t('recipes.error.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {t('recipes.try.again')}
        </Button>
        <ButtonLink to="/recipes" variant="secondary">
          {t('recipe.back')}
        </ButtonLink>
      </div>
    </div>
  )
}

export function RecipeLoading() {
  const { t } = useT()
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2 lg:gap-12">
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-col gap-4">
        <Spinner label={t('recipe.loading')} />
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
