import '#web/lib/i18n/messages/moringa-page.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Card } from '#web/ui/card.tsx'
import { BENEFIT_HIGHLIGHTS, NUTRIENT_COMPARISON } from '../moringa-content.ts'
import { useMoringaText } from '../moringa-texts.ts'
import { DemoVideo } from './demo-video.tsx'

/** Where the sentence's figure goes: the line is said once, then cut around it. */
const FIGURE = '\u0000'

export function BenefitsPanel() {
  const { t } = useT()
  const say = useMoringaText()
  return (
    <div className="grid gap-10 lg:grid-cols-[22rem_1fr] lg:gap-14">
      <DemoVideo />
      <div>
        <h2 className="text-3xl">{t('moringa.page.why')}</h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {BENEFIT_HIGHLIGHTS.map((b) => (
            <Card as="li" key={b} className="p-5">
              <h3 className="font-sans text-base font-semibold text-leaf-deep">
                {say(`benefit.${b}.title`)}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft">{say(`benefit.${b}.text`)}</p>
            </Card>
          ))}
        </ul>

        <section aria-labelledby="comparison-heading" className="mt-10">
          <h3 id="comparison-heading" className="text-2xl">
            {t('moringa.page.comparison.title')}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">{t('moringa.page.comparison.lead')}</p>
          <ul className="mt-6 flex flex-col gap-5">
            {NUTRIENT_COMPARISON.map((c) => {
              const food = say(`food.${c.food}`)
              const [before, after] = say('comparison.line', {
                times: FIGURE,
                nutrient: say(`nutrient.${c.nutrient}.lower`),
                food,
              }).split(FIGURE)
              return (
                <li key={c.nutrient}>
                  <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <span className="font-semibold text-ink">{say(`nutrient.${c.nutrient}`)}</span>
                    <span className="text-sm text-ink-soft">
                      {before}
                      <span className="font-serif text-xl text-leaf-deep tabular">
                        {say('comparison.times', { times: c.times })}
                      </span>
                      {after}
                    </span>
                  </p>
                  {/* The sentence above carries the figure; the bars only draw it, each row on its own scale. */}
                  <div aria-hidden="true" className="mt-2 flex flex-col gap-1.5">
                    <div className="flex items-center gap-3">
                      <span className="w-16 shrink-0 text-xs text-ink-soft">
                        {t('moringa.page.comparison.moringa')}
                      </span>
                      <span className="h-3 flex-1 rounded-full bg-sand">
                        <span className="block h-3 rounded-full bg-leaf" style={{ width: '100%' }} />
                      </span>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="w-16 shrink-0 text-xs text-ink-soft capitalize">{food}</span>
                      <span className="h-3 flex-1 rounded-full bg-sand">
                        <span
                          className="block h-3 rounded-full bg-turmeric"
                          style={{ width: `${Math.max(3, 100 / c.times)}%` }}
                        />
                      </span>
                    </div>
                  </div>
                </li>
              )
            })}
          </ul>
          <p className="mt-6 text-xs text-ink-soft">{t('moringa.page.comparison.note')}</p>
        </section>
      </div>
    </div>
  )
}
