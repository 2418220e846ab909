import { CalendarClock, Droplets, MapPin, Ruler, Sprout, UserRound, Users } from 'lucide-react'
import '#web/lib/i18n/messages/moringa-page.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Card } from '#web/ui/card.tsx'
import { FARMER, GROWING_TIMELINE } from '../moringa-content.ts'
import { useMoringaText } from '../moringa-texts.ts'

/** A calendar date of the farm: noon UTC is the same day in India. */
const dayOf = (iso: string) => new Date(`${iso}T12:00:00Z`)

export function TraceabilityPanel() {
  const { t, date } = useT()
  const say = useMoringaText()
  return (
    <div>
      <h2 className="text-3xl">{t('moringa.page.trace.title')}</h2>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('moringa.page.trace.lead')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <Card as="section" aria-labelledby="farmer-heading" className="p-6">
          <div className="flex items-center gap-4">
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-leaf-soft text-leaf">
              <UserRound aria-hidden="true" className="h-7 w-7" />
            </span>
            <div>
              <p className="text-xs font-semibold tracking-wider text-leaf uppercase">
                {t('moringa.page.farmer.eyebrow')}
              </p>
              <h3 id="farmer-heading" className="text-2xl">
                {FARMER.name}
              </h3>
            </div>
          </div>
          <dl className="mt-6 flex flex-col gap-4 text-sm">
            <div className="relative pl-7">
              <dt className="font-semibold text-ink">
                <MapPin aria-hidden="true" className="absolute top-0.5 left-0 h-4 w-4 text-leaf" />
                {t('moringa.page.farmer.village.label')}
              </dt>
              <dd className="text-ink-soft">{t('moringa.page.farmer.village')}</dd>
            </div>
            <div className="relative pl-7">
              <dt className="font-semibold text-ink">
                <Ruler aria-hidden="true" className="absolute top-0.5 left-0 h-4 w-4 text-leaf" />
                {t('moringa.page.farmer.area.label')}
              </dt>
              <dd className="text-ink-soft">{t('moringa.page.farmer.area')}</dd>
            </div>
            <div className="relative pl-7">
              <dt className="font-semibold text-ink">
                <Users aria-hidden="true" className="absolute top-0.5 left-0 h-4 w-4 text-leaf" />
                {t('moringa.page.farmer.group.label')}
              </dt>
              <dd className="text-ink-soft">{t('moringa.page.farmer.group')}</dd>
            </div>
            <div className="relative pl-7">
              <dt className="font-semibold text-ink">
                <Sprout aria-hidden="true" className="absolute top-0.5 left-0 h-4 w-4 text-leaf" />
                {t('moringa.page.farmer.since.label')}
              </dt>
              <dd className="text-ink-soft">{t('moringa.page.farmer.since')}</dd>
            </div>
          </dl>
        </Card>

        <Card as="section" aria-labelledby="timeline-heading" className="p-6">
          <h3 id="timeline-heading" className="text-2xl">
            {t('moringa.page.timeline.title')}
          </h3>
          <ol className="mt-6 flex flex-col">
            {GROWING_TIMELINE.map((step, i) => (
              <li key={step.key} className="relative flex gap-4 pb-6 last:pb-0">
                {i < GROWING_TIMELINE.length - 1 && (
                  <span
                    aria-hidden="true"
                    className="absolute top-6 bottom-0 left-[0.6875rem] w-0.5 bg-leaf-soft"
                  />
                )}
                <span
                  aria-hidden="true"
                  className="relative mt-0.5 h-6 w-6 shrink-0 rounded-full border-4 border-leaf-soft bg-leaf"
                />
                <div>
                  <p className="font-semibold text-ink">
                    {say(`timeline.${step.key}`)}:{' '}
                    <time dateTime={step.date} className="text-leaf-deep">
                      {date(dayOf(step.date))}
                    </time>
                  </p>
                  <p className="mt-0.5 text-sm text-ink-soft">{say(`timeline.${step.key}.note`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>
      </div>

      <section
        aria-labelledby="fertigation-heading"
        className="mt-6 flex flex-col items-start gap-4 rounded-[var(--radius-card)] border-2 border-dashed border-sand-deep bg-sand/50 p-6 sm:flex-row sm:items-center"
      >
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-leaf">
          <Droplets aria-hidden="true" className="h-6 w-6" />
        </span>
        <div className="flex-1">
          <h3 id="fertigation-heading" className="text-xl">
            {t('moringa.page.fertigation.title')}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">{t('moringa.page.fertigation.text')}</p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink-soft">
          <CalendarClock aria-hidden="true" className="h-3.5 w-3.5" />
          {t('moringa.page.soon')}
        </span>
      </section>
    </div>
  )
}
