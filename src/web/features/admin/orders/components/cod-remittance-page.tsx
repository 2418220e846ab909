// COD remittance (decision 046, amended): the cash the couriers still owe for delivered COD orders, by carrier; the
// courier's remittance report (CSV) or its API checked first (each row's order and outcome, every error with its line
// and column), then imported all or nothing.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { RemittancePreview } from '#domain/contracts/admin-remittance.ts'
import { formatPaise } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import {
  ListState,
  PageHeader,
  Pill,
  panelClass,
  Table,
  tdClass,
  thClass,
  useInvalidate,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { CodOutstandingTable } from '#web/features/admin/shell/components/cod-outstanding.tsx'
import { Link } from '#web/lib/router.tsx'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import {
  getCodOutstanding,
  importRemittanceCourier,
  importRemittanceFile,
  previewRemittanceCourier,
  previewRemittanceFile,
} from '../api/cod-remittance.ts'
import { courierQuery } from '../api/courier.ts'
import { ordersDesksTexts } from '../texts-desks.en.ts'

const say = adminSay(ordersDesksTexts)

/** Each row's outcome: its words (a key of the area's texts) and its pill's tone. */
const OUTCOME: Record<
  RemittancePreview['lines'][number]['outcome'],
  [keyof typeof ordersDesksTexts, 'green' | 'red' | 'grey']
> = {
  match: ['cod.outcome.match', 'green'],
  short: ['cod.outcome.short', 'red'],
  over: ['cod.outcome.over', 'red'],
  already: ['cod.outcome.already', 'grey'],
}

const todayIndia = () => new Date(Date.now() + 19_800_000).toISOString().slice(0, 10)

type Source = { kind: 'file'; file: File } | { kind: 'courier'; from: string; to: string }

export function CodRemittancePage() {
  const outstanding = useQuery({
    queryKey: ['admin', 'cod-remittances', 'outstanding'],
    queryFn: getCodOutstanding,
  })
  const courier = useQuery(courierQuery())
  const [file, setFile] = useState<File | null>(null)
  const [range, setRange] = useState({ from: todayIndia(), to: todayIndia() })
  const [checked, setChecked] = useState<{ source: Source; preview: RemittancePreview } | null>(null)
  const invalidate = useInvalidate()
  const check = useMutation({
    mutationFn: async (source: Source) => ({
      source,
      preview: (source.kind === 'file'
        ? await previewRemittanceFile(source.file)
        : await previewRemittanceCourier({ from: source.from, to: source.to })
      ).data,
    }),
    onMutate: () => apply.reset(),
    onSuccess: setChecked,
    onError: () => setChecked(null),
  })
  const apply = useMutation({
    mutationFn: (source: Source) =>
      source.kind === 'file' ? importRemittanceFile(source.file) : importRemittanceCourier(source),
    onSuccess: (r) => {
      toast.success(r.message)
      setChecked(null)
      invalidate()
      void outstanding.refetch()
    },
  })
  const p = checked?.preview
  const blocked = p ? p.errors.length > 0 || p.mismatched > 0 : true
  return (
    <>
      <PageHeader title={say('cod.title')} intro={say('cod.intro')} />
      <section className={panelClass} aria-labelledby="owed-heading">
        <h2 id="owed-heading" className="text-lg">
          {say('cod.owed.title')}
        </h2>
        <ListState loading={outstanding.isPending} error={outstanding.error} empty={false} emptyText="" />
        {outstanding.data && <CodOutstandingTable data={outstanding.data.data} />}
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section className={panelClass} aria-label={say('cod.file.section')}>
          <label className="block text-sm font-semibold" htmlFor="remittance-file">
            {say('cod.file')}
          </label>
          <p className="mt-1 text-xs text-ink-soft">{say('cod.file.hint')}</p>
          <input
            id="remittance-file"
            type="file"
            accept=".csv,text/csv"
            className="mt-2 block max-w-full text-sm"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              setChecked(null)
            }}
          />
          <Button
            className="mt-4"
            onClick={() => file && check.mutate({ kind: 'file', file })}
            disabled={!file || check.isPending}
          >
            {check.isPending ? say('cod.checking') : say('cod.check.file')}
          </Button>
        </section>
        {courier.data?.data.courier && (
          <section className={panelClass} aria-label={say('cod.courier.section')}>
            <p className="text-sm font-semibold">
              {say('cod.courier.ask', { courier: courier.data.data.courier })}
            </p>
            <div className="mt-2 flex flex-wrap gap-3">
              {(['from', 'to'] as const).map((k) => (
                <label key={k} className="text-sm">
                  {k === 'from' ? say('cod.from') : say('cod.to')}
                  <input
                    type="date"
                    value={range[k]}
                    onChange={(e) => {
                      setRange({ ...range, [k]: e.target.value })
                      setChecked(null)
                    }}
                    className="mt-1 block rounded-lg border border-line px-2 py-1.5"
                  />
                </label>
              ))}
            </div>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => check.mutate({ kind: 'courier', ...range })}
              disabled={check.isPending || !range.from || !range.to}
            >
              {say('cod.check.courier')}
            </Button>
          </section>
        )}
      </div>
      {(check.error ?? apply.error) && (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-error/30 bg-error-soft p-4 text-sm text-error"
        >
          {(check.error ?? apply.error)?.message}
        </p>
      )}
      {p && checked && (
        <section className="mt-6 flex flex-col gap-4" aria-label={say('cod.preview')}>
          <p className="text-sm text-ink" role="status">
            {say('cod.preview.summary', {
              count: p.matched,
              amount: formatPaise(p.matched_amount),
              already: p.already,
            })}
            {p.mismatched > 0 && (
              <strong className="text-error">{say('cod.preview.mismatched', { count: p.mismatched })}</strong>
            )}
            {p.errors.length > 0 && (
              <strong className="text-error">{say('cod.preview.errors', { count: p.errors.length })}</strong>
            )}
          </p>
          {(p.errors.length > 0 || p.mismatched > 0) && (
            <div
              role="alert"
              className="rounded-xl border border-error/30 bg-error-soft p-4 text-sm text-ink"
            >
              <p className="font-semibold text-error">{say('cod.blocked')}</p>
              {p.errors.length > 0 && (
                <Table caption={say('cod.errors.caption')}>
                  <thead>
                    <tr>
                      <th className={thClass}>{say('cod.col.line')}</th>
                      <th className={thClass}>{say('cod.col.column')}</th>
                      <th className={thClass}>{say('cod.col.wrong')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.errors.map((e) => (
                      <tr key={`${e.line}-${e.column}-${e.message}`}>
                        <td className={`${tdClass} tabular-nums`}>{e.line}</td>
                        <td className={`${tdClass} font-mono text-xs`}>{e.column || say('cod.the.row')}</td>
                        <td className={tdClass}>{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </div>
          )}
          {p.lines.length > 0 && (
            <Table caption={say('cod.rows.caption')}>
              <thead>
                <tr>
                  <th className={thClass}>{say('cod.col.line')}</th>
                  <th className={thClass}>{say('cod.col.order')}</th>
                  <th className={`${thClass} text-right`}>{say('cod.col.expected')}</th>
                  <th className={`${thClass} text-right`}>{say('cod.col.remitted')}</th>
                  <th className={`${thClass} hidden sm:table-cell`}>{say('cod.col.utr')}</th>
                  <th className={`${thClass} hidden sm:table-cell`}>{say('cod.col.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {p.lines.map((l) => (
                  <tr key={l.line}>
                    <td className={`${tdClass} tabular-nums`}>{l.line}</td>
                    <td className={tdClass}>
                      <Link
                        to={`/admin/orders/${l.order_id}`}
                        className="font-medium text-leaf-deep hover:underline"
                      >
                        {l.order_id}
                      </Link>
                      <span className="block text-xs text-ink-soft [overflow-wrap:anywhere]">
                        {l.courier}
                        {l.awb ? ` · ${l.awb}` : ''}
                      </span>
                      <span className="block text-xs text-ink-soft sm:hidden">
                        {l.utr} · {l.remitted_on}
                      </span>
                    </td>
                    <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>
                      {formatPaise(l.expected)}
                    </td>
                    <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>
                      {formatPaise(l.remitted)}
                      <span className="mt-1 block sm:hidden">
                        <Pill tone={OUTCOME[l.outcome][1]}>{say(OUTCOME[l.outcome][0])}</Pill>
                      </span>
                    </td>
                    <td className={`${tdClass} hidden text-xs sm:table-cell`}>
                      <span className="font-mono">{l.utr}</span>
                      <span className="block text-ink-soft">{l.remitted_on}</span>
                    </td>
                    <td className={`${tdClass} hidden sm:table-cell`}>
                      <Pill tone={OUTCOME[l.outcome][1]}>{say(OUTCOME[l.outcome][0])}</Pill>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <div>
            <Button
              onClick={() => apply.mutate(checked.source)}
              disabled={apply.isPending || blocked || p.matched === 0}
            >
              {apply.isPending
                ? say('cod.importing')
                : p.matched === 0
                  ? say('cod.nothing')
                  : say('cod.import', { count: p.matched })}
            </Button>
          </div>
        </section>
      )}
    </>
  )
}
