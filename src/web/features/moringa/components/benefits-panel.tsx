import { Card } from '#web/ui/card.tsx'
import { BENEFIT_HIGHLIGHTS, NUTRIENT_COMPARISON } from '../moringa-content.ts'
import { DemoVideo } from './demo-video.tsx'

/** 'Calcium' -> 'calcium' but 'Vitamin A' -> 'vitamin A'. */
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

export function BenefitsPanel() {
  return (
    <div className="grid gap-10 lg:grid-cols-[22rem_1fr] lg:gap-14">
      <DemoVideo />
      <div>
        <h2 className="text-3xl">Why moringa</h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {BENEFIT_HIGHLIGHTS.map((b) => (
            <Card as="li" key={b.title} className="p-5">
              <h3 className="font-sans text-base font-semibold text-leaf-deep">{b.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft">{b.body}</p>
            </Card>
          ))}
        </ul>

        <section aria-labelledby="comparison-heading" className="mt-10">
          <h3 id="comparison-heading" className="text-2xl">
            Nutritional Power Comparison
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            Gram for gram, dried moringa leaf compared with foods you already know.
          </p>
          <ul className="mt-6 flex flex-col gap-5">
            {NUTRIENT_COMPARISON.map((c) => (
              <li key={c.nutrient}>
                <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <span className="font-semibold text-ink">{c.nutrient}</span>
                  <span className="text-sm text-ink-soft">
                    <span className="font-serif text-xl text-leaf-deep tabular">{c.times}x</span> the{' '}
                    {lowerFirst(c.nutrient)} of {c.food}
                  </span>
                </p>
                {/* The sentence above carries the figure; the bars only draw it, each row on its own scale. */}
                <div aria-hidden="true" className="mt-2 flex flex-col gap-1.5">
                  <div className="flex items-center gap-3">
                    <span className="w-16 shrink-0 text-xs text-ink-soft">Moringa</span>
                    <span className="h-3 flex-1 rounded-full bg-sand">
                      <span className="block h-3 rounded-full bg-leaf" style={{ width: '100%' }} />
                    </span>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="w-16 shrink-0 text-xs text-ink-soft capitalize">{c.food}</span>
                    <span className="h-3 flex-1 rounded-full bg-sand">
                      <span
                        className="block h-3 rounded-full bg-turmeric"
                        style={{ width: `${Math.max(3, 100 / c.times)}%` }}
                      />
                    </span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-xs text-ink-soft">
            Figures are commonly quoted comparisons for dried moringa leaf per 100 g; the powder is a food,
            not a medicine.
          </p>
        </section>
      </div>
    </div>
  )
}
