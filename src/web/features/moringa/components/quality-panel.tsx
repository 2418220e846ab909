import { Award, BadgeCheck, Download, ExternalLink, FlaskConical } from 'lucide-react'
import '#web/lib/i18n/messages/moringa-page.en.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Badge } from '#web/ui/badge.tsx'
import { buttonClass } from '#web/ui/button.tsx'
import { Card, cardClass } from '#web/ui/card.tsx'
import { LAB_REPORT } from '../moringa-content.ts'

const SUMMARY_ICONS = [BadgeCheck, FlaskConical, Award]

/** The report's summary, as the page says it (the report's own figures are LAB_REPORT's). */
const SUMMARY: ({ label: MessageKey } & ({ value: MessageKey } | { figure: string }))[] = [
  { label: 'moringa.page.summary.pass.rate', figure: '100%' },
  { label: 'moringa.page.summary.laboratory', value: 'moringa.page.summary.laboratory.value' },
  { label: 'moringa.page.summary.grade', value: 'moringa.page.summary.grade.value' },
]

/** The report's tests' names (LAB_REPORT writes them in English, as the laboratory does) in the page's language. */
const TEST_KEYS: Record<string, MessageKey> = {
  Energy: 'moringa.page.test.energy',
  Protein: 'moringa.page.test.protein',
  'Total carbohydrate': 'moringa.page.test.carbohydrate',
  'Dietary fibre': 'moringa.page.test.fibre',
  'Total fat': 'moringa.page.test.fat',
  Moisture: 'moringa.page.test.moisture',
  'Total ash': 'moringa.page.test.ash',
  Calcium: 'moringa.page.test.calcium',
  Iron: 'moringa.page.test.iron',
  'Lead (Pb)': 'moringa.page.test.lead',
  'Total plate count': 'moringa.page.test.plate.count',
  'E. coli': 'moringa.page.test.ecoli',
  Salmonella: 'moringa.page.test.salmonella',
}
const WORD_KEYS: Record<string, MessageKey> = {
  Pass: 'moringa.page.pass',
  Passed: 'moringa.page.status.passed',
  Absent: 'moringa.page.absent',
}

export function QualityPanel() {
  const { t } = useT()
  const sayTest = (name: string) => {
    const key = TEST_KEYS[name]
    return key ? t(key) : name
  }
  const sayWord = (word: string) => {
    const key = WORD_KEYS[word]
    return key ? t(key) : word
  }
  return (
    <div>
      <h2 className="text-3xl">{t('moringa.page.quality.title')}</h2>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('moringa.page.quality.lead')}</p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {SUMMARY.map((s, i) => {
          const Icon = SUMMARY_ICONS[i] ?? BadgeCheck
          return (
            <Card as="li" key={s.label} className="flex items-center gap-4 p-5">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-leaf">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <span>
                <span className="block font-serif text-2xl text-leaf-deep">
                  {'figure' in s ? s.figure : t(s.value)}
                </span>
                <span className="block text-sm text-ink-soft">{t(s.label)}</span>
              </span>
            </Card>
          )
        })}
      </ul>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,24rem)_1fr]">
        <div>
          <img
            src={LAB_REPORT.image}
            alt={t('moringa.page.report.alt', { batch: LAB_REPORT.batch })}
            width={600}
            height={945}
            loading="lazy"
            decoding="async"
            className={`${cardClass} w-full shadow-[var(--shadow-soft)]`}
          />
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={LAB_REPORT.pdf} target="_blank" rel="noopener" className={buttonClass('primary', 'md')}>
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              {t('moringa.page.report.view')}{' '}
              <span className="sr-only">{t('moringa.page.report.opens')}</span>
            </a>
            <a
              href={LAB_REPORT.pdf}
              download="moringa-lab-report-batch-103.pdf"
              className={buttonClass('secondary', 'md')}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {t('moringa.page.report.download')}
            </a>
          </div>
        </div>

        <section aria-labelledby="batch-heading" className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h3 id="batch-heading" className="text-2xl">
              {t('moringa.page.batch', { batch: LAB_REPORT.batch })}
            </h3>
            <Badge tone="success" className="gap-1">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
              {t('moringa.page.status', { status: sayWord(LAB_REPORT.status) })}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-ink-soft">
            {t('moringa.page.report.lab')} · {t('moringa.page.report.accreditation')} ·{' '}
            {t('moringa.page.report.number', { number: LAB_REPORT.reportNumber })}
          </p>
          {/* a table wider than a phone (longer words in some languages) scrolls, reachable by keyboard */}
          <Card
            role="region"
            aria-labelledby="batch-heading"
            tabIndex={0}
            className="mt-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {t('moringa.page.results.caption', { batch: LAB_REPORT.batch })}
              </caption>
              <thead className="bg-leaf-soft text-leaf-deep">
                <tr>
                  <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                    {t('moringa.page.col.test')}
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                    {t('moringa.page.col.result')}
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                    {t('moringa.page.col.unit')}
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                    {t('moringa.page.col.status')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {LAB_REPORT.tests.map((test) => (
                  <tr key={test.parameter}>
                    <th scope="row" className="px-3 py-2.5 sm:px-4 font-medium text-ink">
                      {sayTest(test.parameter)}
                    </th>
                    <td className="px-3 py-2.5 sm:px-4 text-right font-semibold text-ink tabular">
                      {sayWord(test.result)}
                    </td>
                    <td className="px-3 py-2.5 sm:px-4 text-ink-soft">{test.unit}</td>
                    <td className="px-3 py-2.5 sm:px-4 text-right font-semibold text-success">
                      {sayWord(test.status)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </section>
      </div>
    </div>
  )
}
