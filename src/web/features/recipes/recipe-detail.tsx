// A recipe as its page shows it: picture and facts, ingredients and steps, nutrition and tips.
import { ChefHat, Clock, Lightbulb, Printer, RefreshCw, TriangleAlert, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import '#web/lib/i18n/messages/recipes.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { readRecipeFacts } from './model/recipes-view.ts'
import { RecipeRating, sayDifficulty, sayPrepTime, useRecipeCategoryLabel } from './recipe-card.tsx'
import { RecipeImage } from './recipe-image.tsx'

export function RecipeDetail({
  recipe,
  usingSample,
  onRetry,
}: {
  recipe: Recipe
  usingSample: boolean
  onRetry: () => void
}) {
  const { t } = useT()
  const categoryLabel = useRecipeCategoryLabel()
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
            {t('recipes.sample.banner')}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry} className="self-start bg-white">
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            {t('recipes.try.again')}
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
            {categoryLabel(recipe.category)}
          </p>
          <h1 className="text-3xl leading-tight sm:text-4xl lg:text-[2.75rem]">{facts.title}</h1>
          <RecipeRating rating={recipe.rating} reviews={recipe.reviews} className="text-base" />
          {facts.description && (
            <p className="max-w-prose leading-relaxed text-ink-soft sm:text-lg">{facts.description}</p>
          )}
          <dl className="grid grid-cols-3 gap-2 sm:gap-3">
            <Fact
              icon={<Clock aria-hidden="true" className="h-5 w-5" />}
              label={t('recipe.prep')}
              value={sayPrepTime(t, facts.prepTime)}
            />
            <Fact
              icon={<Users aria-hidden="true" className="h-5 w-5" />}
              label={t('recipe.servings')}
              value={String(facts.servings)}
            />
            <Fact
              icon={<ChefHat aria-hidden="true" className="h-5 w-5" />}
              label={t('recipe.difficulty')}
              value={sayDifficulty(t, facts.difficulty)}
            />
          </dl>
          {facts.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('recipe.tags')}>
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
              {t('recipe.print')}
            </Button>
          </div>
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <Card as="section" aria-labelledby="ingredients" className="self-start p-5 sm:p-6">
          <h2 id="ingredients" className="text-2xl">
            {t('recipe.ingredients')}
          </h2>
          <ul className="mt-4 flex flex-col divide-y divide-line">
            {facts.ingredients.map((item) => (
              <li key={item} className="flex gap-3 py-2.5">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-leaf" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Card>

        <section aria-labelledby="instructions">
          <h2 id="instructions" className="text-2xl">
            {t('recipe.instructions')}
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
                  <span className="sr-only">{t('recipe.step', { number: i + 1 })}</span>
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
                {t('recipe.nutrition')}
              </h2>
              <Card as="table" className="mt-4 w-full overflow-hidden text-left">
                <caption className="sr-only">{t('recipe.nutrition.caption')}</caption>
                <thead className="bg-sand text-sm text-ink-soft">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('recipe.nutrient')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-semibold">
                      {t('recipe.per.serving')}
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
              </Card>
              <p className="mt-2 text-xs text-ink-soft">{t('recipe.nutrition.note')}</p>
            </section>
          )}
          {facts.tips.length > 0 && (
            <section
              aria-labelledby="pro-tips"
              className="self-start rounded-[var(--radius-card)] border border-turmeric/40 bg-turmeric-soft/60 p-5 sm:p-6"
            >
              <h2 id="pro-tips" className="flex items-center gap-2 text-2xl">
                <Lightbulb aria-hidden="true" className="h-6 w-6 text-turmeric-deep" />
                {t('recipe.tips')}
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
    <Card className="flex flex-col items-center gap-1 px-2 py-3 text-center">
      <dt className="flex flex-col items-center gap-1 text-xs text-ink-soft">
        <span className="text-leaf">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold">{value}</dd>
    </Card>
  )
}
