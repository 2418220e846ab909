import { Award, BadgeCheck, Download, ExternalLink, FlaskConical } from 'lucide-react'
import { Badge } from '#web/ui/badge.tsx'
import { buttonClass } from '#web/ui/button.tsx'
import { Card, cardClass } from '#web/ui/card.tsx'
import { LAB_REPORT } from '../moringa-content.ts'

const SUMMARY_ICONS = [BadgeCheck, FlaskConical, Award]

export function QualityPanel() {
  return (
    <div>
      <h2 className="text-3xl">Tested, batch by batch</h2>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Before a batch is packed, a sample goes to an independent, accredited laboratory for nutrition, heavy
        metal and microbiology tests. This is the report for the batch on sale now.
      </p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {LAB_REPORT.summary.map((s, i) => {
          const Icon = SUMMARY_ICONS[i] ?? BadgeCheck
          return (
            <Card as="li" key={s.label} className="flex items-center gap-4 p-5">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-leaf">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <span>
                <span className="block font-serif text-2xl text-leaf-deep">{s.value}</span>
                <span className="block text-sm text-ink-soft">{s.label}</span>
              </span>
            </Card>
          )
        })}
      </ul>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,24rem)_1fr]">
        <div>
          <img
            src={LAB_REPORT.image}
            alt={`Lab test report for ${LAB_REPORT.product}, batch ${LAB_REPORT.batch}, marked passed`}
            width={600}
            height={945}
            loading="lazy"
            decoding="async"
            className={`${cardClass} w-full shadow-[var(--shadow-soft)]`}
          />
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={LAB_REPORT.pdf} target="_blank" rel="noopener" className={buttonClass('primary', 'md')}>
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              View report <span className="sr-only">(PDF, opens in a new tab)</span>
            </a>
            <a
              href={LAB_REPORT.pdf}
              download="moringa-lab-report-batch-103.pdf"
              className={buttonClass('secondary', 'md')}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Download PDF
            </a>
          </div>
        </div>

        <section aria-labelledby="batch-heading" className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h3 id="batch-heading" className="text-2xl">
              Batch {LAB_REPORT.batch}
            </h3>
            <Badge tone="success" className="gap-1">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
              Status: {LAB_REPORT.status}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-ink-soft">
            {LAB_REPORT.laboratory} · {LAB_REPORT.accreditation} · Report No. {LAB_REPORT.reportNumber}
          </p>
          <Card className="mt-4 overflow-hidden">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Test results for batch {LAB_REPORT.batch}</caption>
              <thead className="bg-leaf-soft text-leaf-deep">
                <tr>
                  <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                    Test
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                    Result
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                    Unit
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {LAB_REPORT.tests.map((t) => (
                  <tr key={t.parameter}>
                    <th scope="row" className="px-3 py-2.5 sm:px-4 font-medium text-ink">
                      {t.parameter}
                    </th>
                    <td className="px-3 py-2.5 sm:px-4 text-right font-semibold text-ink tabular">
                      {t.result}
                    </td>
                    <td className="px-3 py-2.5 sm:px-4 text-ink-soft">{t.unit}</td>
                    <td className="px-3 py-2.5 sm:px-4 text-right font-semibold text-success">{t.status}</td>
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
