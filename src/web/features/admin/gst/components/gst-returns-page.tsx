// The back office's GST returns (decision 025): GSTR-1 of a month from the shop's own invoices and credit notes,
// its three tables with totals, and the downloads to file it with. Owners and staff.
import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { MONTH_PATTERN, monthOf } from '#domain/gstr1.ts'
import { formatPaise } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import {
  ListState,
  PageHeader,
  panelClass,
  Table,
  tdClass,
  thClass,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { useSearchParams } from '#web/lib/router.tsx'
import { buttonClass } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { exportUrl, gstr1Query } from '../api/gstr1.ts'
import { gstTexts } from '../texts.en.ts'

const say = adminSay(gstTexts)

const num = 'text-right tabular-nums whitespace-nowrap'
const totalRow = 'bg-sand/40 font-semibold'

/** A month as its heading names it: 'November 2026'. */
function monthName(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

export function GstReturnsPage() {
  const [params, setParams] = useSearchParams()
  const asked = params.get('month') ?? ''
  const month = MONTH_PATTERN.test(asked) ? asked : monthOf(new Date())
  const query = useQuery(gstr1Query(month))
  const r = query.data?.data

  return (
    <>
      <PageHeader title={say('title')} intro={say('intro')} />
      <div className={`${panelClass} mb-6 flex flex-wrap items-end gap-4`}>
        <Field label={say('month')} className="w-48">
          {(a11y) => (
            <input
              {...a11y}
              type="month"
              className={inputClass}
              value={month}
              max={monthOf(new Date())}
              onChange={(e) => {
                if (MONTH_PATTERN.test(e.target.value))
                  setParams({ month: e.target.value }, { replace: true })
              }}
            />
          )}
        </Field>
        <nav aria-label={say('downloads.label')} className="flex flex-wrap gap-2">
          {(
            [
              ['b2cs', say('downloads.b2cs')],
              ['hsn', say('downloads.hsn')],
              ['docs', say('downloads.docs')],
            ] as const
          ).map(([section, label]) => (
            <a
              key={section}
              href={exportUrl(month, section)}
              download
              className={buttonClass('secondary', 'sm')}
            >
              <Download aria-hidden="true" className="size-4" />
              {label}
            </a>
          ))}
          <a href={exportUrl(month)} target="_blank" rel="noopener" className={buttonClass('ghost', 'sm')}>
            {say('downloads.json')}
            <span className="sr-only">{say('downloads.new.tab')}</span>
          </a>
        </nav>
        <nav aria-label={say('offline.label')} className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-ink-soft">{say('offline.intro')}</span>
          {(
            [
              ['b2cs', 'b2cs.csv'],
              ['hsn', 'hsn.csv'],
              ['docs', 'docs.csv'],
            ] as const
          ).map(([section, label]) => (
            <a
              key={section}
              href={exportUrl(month, section, true)}
              download
              className={buttonClass('secondary', 'sm')}
            >
              <Download aria-hidden="true" className="size-4" />
              {label} <span className="sr-only">{say('offline.for')}</span>
            </a>
          ))}
        </nav>
      </div>

      <ListState
        loading={query.isPending}
        error={query.error}
        empty={false}
        emptyText=""
        onRetry={() => void query.refetch()}
      />
      {r && (
        <div className="flex flex-col gap-8" aria-busy={query.isFetching}>
          {r.warnings.length > 0 && (
            <ul
              role="alert"
              className="rounded-xl border border-turmeric/40 bg-turmeric-soft p-4 text-sm text-ink"
            >
              {r.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}

          <section aria-labelledby="gst-summary" className={panelClass}>
            <h2 id="gst-summary" className="text-lg">
              {say('summary.title', { month: monthName(r.month) })}
            </h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
              {(
                [
                  [say('summary.invoices'), r.totals.invoices, r.docs[0]?.total ?? 0],
                  [say('summary.credit.notes'), r.totals.credit_notes, r.docs[1]?.total ?? 0],
                  [say('summary.net'), r.totals.net, null],
                ] as const
              ).map(([label, t, count]) => (
                <div key={label} className="rounded-xl bg-sand/40 p-3">
                  <dt className="text-ink-soft">
                    {label}
                    {count !== null && ` (${count})`}
                  </dt>
                  <dd className="font-serif text-2xl text-leaf-deep tabular-nums">
                    {formatPaise(t.total_value)}
                  </dd>
                  <dd className="text-xs text-ink-soft tabular-nums">
                    {say('summary.tax', {
                      taxable: formatPaise(t.taxable_value),
                      igst: formatPaise(t.igst),
                      cgst: formatPaise(t.cgst),
                      sgst: formatPaise(t.sgst),
                    })}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="gst-b2cs" className="flex flex-col gap-3">
            <h2 id="gst-b2cs" className="text-lg">
              {say('b2cs.title')}{' '}
              <span className="text-sm text-ink-soft">{say('table.note', { number: '7' })}</span>
            </h2>
            <Table caption={say('b2cs.title')} wide>
              <thead>
                <tr>
                  <th className={thClass}>{say('b2cs.place')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.rate')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.taxable')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.igst')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.cgst')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.sgst')}</th>
                  <th className={`${thClass} ${num} ${wideOnly}`}>{say('column.cess')}</th>
                </tr>
              </thead>
              <tbody>
                {r.b2cs.length === 0 && (
                  <tr>
                    <td colSpan={7} className={`${tdClass} text-center text-ink-soft`}>
                      {say('no.sales')}
                    </td>
                  </tr>
                )}
                {r.b2cs.map((b) => (
                  <tr key={`${b.state_code}-${b.rate}`}>
                    <td className={tdClass}>{b.place_of_supply}</td>
                    <td className={`${tdClass} ${num}`}>{b.rate}%</td>
                    <td className={`${tdClass} ${num}`}>{formatPaise(b.taxable_value)}</td>
                    <td className={`${tdClass} ${num}`}>{formatPaise(b.igst)}</td>
                    <td className={`${tdClass} ${num}`}>{formatPaise(b.cgst)}</td>
                    <td className={`${tdClass} ${num}`}>{formatPaise(b.sgst)}</td>
                    <td className={`${tdClass} ${num} ${wideOnly}`}>{formatPaise(b.cess)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className={totalRow}>
                  <th scope="row" colSpan={2} className={tdClass}>
                    {say('column.total')}
                  </th>
                  <td className={`${tdClass} ${num}`}>{formatPaise(r.totals.b2cs.taxable_value)}</td>
                  <td className={`${tdClass} ${num}`}>{formatPaise(r.totals.b2cs.igst)}</td>
                  <td className={`${tdClass} ${num}`}>{formatPaise(r.totals.b2cs.cgst)}</td>
                  <td className={`${tdClass} ${num}`}>{formatPaise(r.totals.b2cs.sgst)}</td>
                  <td className={`${tdClass} ${num} ${wideOnly}`}>{formatPaise(0)}</td>
                </tr>
              </tfoot>
            </Table>
          </section>

          <section aria-labelledby="gst-hsn" className="flex flex-col gap-3">
            <h2 id="gst-hsn" className="text-lg">
              {say('hsn.title')}{' '}
              <span className="text-sm text-ink-soft">{say('table.note', { number: '12' })}</span>
            </h2>
            <Table caption={say('hsn.title')} wide>
              <thead>
                <tr>
                  <th className={thClass}>{say('hsn.code')}</th>
                  <th className={`${thClass} ${wideOnly}`}>{say('hsn.description')}</th>
                  <th className={`${thClass} ${num}`}>{say('hsn.quantity')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.rate')}</th>
                  <th className={`${thClass} ${num}`}>{say('hsn.total.value')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.taxable')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.igst')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.cgst')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.sgst')}</th>
                </tr>
              </thead>
              <tbody>
                {r.hsn.length === 0 && (
                  <tr>
                    <td colSpan={9} className={`${tdClass} text-center text-ink-soft`}>
                      {say('no.sales')}
                    </td>
                  </tr>
                )}
                {r.hsn.map((h) => (
                  <tr key={`${h.hsn}-${h.uqc}-${h.rate}`}>
                    <td className={tdClass}>{h.hsn}</td>
                    <td className={`${tdClass} ${wideOnly}`}>{h.description}</td>
                    <td className={`${tdClass} ${num}`}>
                      {h.uqc === 'NA' ? '—' : `${h.quantity.toFixed(3)} ${h.uqc}`}
                    </td>
                    <td className={`${tdClass} ${num}`}>{h.rate}%</td>
                    <td className={`${tdClass} ${num}`}>{formatPaise(h.total_value)}</td>
                    <td className={`${tdClass} ${num}`}>{formatPaise(h.taxable_value)}</td>
                    <td className={`${tdClass} ${num}`}>{formatPaise(h.igst)}</td>
                    <td className={`${tdClass} ${num}`}>{formatPaise(h.cgst)}</td>
                    <td className={`${tdClass} ${num}`}>{formatPaise(h.sgst)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className={totalRow}>
                  <th scope="row" className={tdClass}>
                    {say('column.total')}
                  </th>
                  <td className={`${tdClass} ${wideOnly}`} />
                  <td className={tdClass} />
                  <td className={tdClass} />
                  <td className={`${tdClass} ${num}`}>{formatPaise(r.totals.hsn.total_value)}</td>
                  <td className={`${tdClass} ${num}`}>{formatPaise(r.totals.hsn.taxable_value)}</td>
                  <td className={`${tdClass} ${num}`}>{formatPaise(r.totals.hsn.igst)}</td>
                  <td className={`${tdClass} ${num}`}>{formatPaise(r.totals.hsn.cgst)}</td>
                  <td className={`${tdClass} ${num}`}>{formatPaise(r.totals.hsn.sgst)}</td>
                </tr>
              </tfoot>
            </Table>
            <p className="text-xs text-ink-soft">{say('hsn.note')}</p>
          </section>

          <section aria-labelledby="gst-docs" className="flex flex-col gap-3">
            <h2 id="gst-docs" className="text-lg">
              {say('docs.title')}{' '}
              <span className="text-sm text-ink-soft">{say('table.note', { number: '13' })}</span>
            </h2>
            <Table caption={say('docs.title')} wide>
              <thead>
                <tr>
                  <th className={thClass}>{say('docs.nature')}</th>
                  <th className={thClass}>{say('docs.from')}</th>
                  <th className={thClass}>{say('docs.to')}</th>
                  <th className={`${thClass} ${num}`}>{say('column.total')}</th>
                  <th className={`${thClass} ${num}`}>{say('docs.cancelled')}</th>
                  <th className={`${thClass} ${num}`}>{say('docs.net.issued')}</th>
                </tr>
              </thead>
              <tbody>
                {r.docs.map((d) => (
                  <tr key={`${d.nature}-${d.from}`}>
                    <td className={tdClass}>{d.nature}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>{d.from ?? '—'}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>{d.to ?? '—'}</td>
                    <td className={`${tdClass} ${num}`}>{d.total}</td>
                    <td className={`${tdClass} ${num}`}>{d.cancelled}</td>
                    <td className={`${tdClass} ${num}`}>{d.net_issued}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className={totalRow}>
                  <th scope="row" colSpan={3} className={tdClass}>
                    {say('column.total')}
                  </th>
                  <td className={`${tdClass} ${num}`}>{r.docs.reduce((a, d) => a + d.total, 0)}</td>
                  <td className={`${tdClass} ${num}`}>{r.docs.reduce((a, d) => a + d.cancelled, 0)}</td>
                  <td className={`${tdClass} ${num}`}>{r.docs.reduce((a, d) => a + d.net_issued, 0)}</td>
                </tr>
              </tfoot>
            </Table>
            <p className="text-xs text-ink-soft">{say('docs.note')}</p>
          </section>
        </div>
      )}
    </>
  )
}
