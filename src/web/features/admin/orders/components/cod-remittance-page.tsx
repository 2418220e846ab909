// COD remittance (decision 046, amended): the cash the couriers still owe for delivered COD orders, by carrier; the
// courier's remittance report (CSV) or its API checked first (each row's order and outcome, every error with its line
// and column), then imported all or nothing.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { RemittancePreview } from '#domain/contracts/admin-remittance.ts'
import { formatPaise } from '#domain/money.ts'
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

const OUTCOME: Record<RemittancePreview['lines'][number]['outcome'], [string, 'green' | 'red' | 'grey']> = {
  match: ['Matches', 'green'],
  short: ['Short', 'red'],
  over: ['Over', 'red'],
  already: ['Imported before', 'grey'],
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`
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
      <PageHeader
        title="COD remittance"
        intro="The cash couriers collect on delivery comes back to the shop in remittances. Import the courier’s remittance report: each row is matched to its order, and an amount that is not the order’s total to collect is flagged, never taken."
      />
      <section className={panelClass} aria-labelledby="owed-heading">
        <h2 id="owed-heading" className="text-lg">
          COD delivered, not yet remitted
        </h2>
        <ListState loading={outstanding.isPending} error={outstanding.error} empty={false} emptyText="" />
        {outstanding.data && <CodOutstandingTable data={outstanding.data.data} />}
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section className={panelClass} aria-label="Import a remittance report">
          <label className="block text-sm font-semibold" htmlFor="remittance-file">
            The courier’s remittance report (CSV)
          </label>
          <p className="mt-1 text-xs text-ink-soft">
            Columns: awb or order_id, remitted_amount, utr, remitted_on (cod_amount if given is checked too);
            the courier’s own names (AWB Code, Channel Order ID, Remitted Amount, UTR, Remittance Date) are
            read as well.
          </p>
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
            {check.isPending ? 'Checking…' : 'Check the file'}
          </Button>
        </section>
        {courier.data?.data.courier && (
          <section className={panelClass} aria-label="Ask the courier">
            <p className="text-sm font-semibold">Or ask {courier.data.data.courier} for its remittances</p>
            <div className="mt-2 flex flex-wrap gap-3">
              {(['from', 'to'] as const).map((k) => (
                <label key={k} className="text-sm">
                  {k === 'from' ? 'From' : 'To'}
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
              Check the courier’s remittances
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
        <section className="mt-6 flex flex-col gap-4" aria-label="Preview">
          <p className="text-sm text-ink" role="status">
            {plural(p.matched, 'row matches', 'rows match')} ({formatPaise(p.matched_amount)}) ·{' '}
            {plural(p.already, 'imported before', 'imported before')}
            {p.mismatched > 0 && (
              <strong className="text-error">
                {' '}
                · {plural(p.mismatched, 'short or over', 'short or over')}
              </strong>
            )}
            {p.errors.length > 0 && (
              <strong className="text-error"> · {plural(p.errors.length, 'error', 'errors')}</strong>
            )}
          </p>
          {(p.errors.length > 0 || p.mismatched > 0) && (
            <div
              role="alert"
              className="rounded-xl border border-error/30 bg-error-soft p-4 text-sm text-ink"
            >
              <p className="font-semibold text-error">
                Nothing is imported while a row is in error, short or over: correct the file, or take a short
                or over remittance up with the courier.
              </p>
              {p.errors.length > 0 && (
                <Table caption="Errors in the report">
                  <thead>
                    <tr>
                      <th className={thClass}>Line</th>
                      <th className={thClass}>Column</th>
                      <th className={thClass}>What is wrong</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.errors.map((e) => (
                      <tr key={`${e.line}-${e.column}-${e.message}`}>
                        <td className={`${tdClass} tabular-nums`}>{e.line}</td>
                        <td className={`${tdClass} font-mono text-xs`}>{e.column || 'the row'}</td>
                        <td className={tdClass}>{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </div>
          )}
          {p.lines.length > 0 && (
            <Table caption="Rows matched to orders">
              <thead>
                <tr>
                  <th className={thClass}>Line</th>
                  <th className={thClass}>Order</th>
                  <th className={`${thClass} text-right`}>To collect</th>
                  <th className={`${thClass} text-right`}>Remitted</th>
                  <th className={`${thClass} hidden sm:table-cell`}>UTR</th>
                  <th className={`${thClass} hidden sm:table-cell`}>Outcome</th>
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
                        <Pill tone={OUTCOME[l.outcome][1]}>{OUTCOME[l.outcome][0]}</Pill>
                      </span>
                    </td>
                    <td className={`${tdClass} hidden text-xs sm:table-cell`}>
                      <span className="font-mono">{l.utr}</span>
                      <span className="block text-ink-soft">{l.remitted_on}</span>
                    </td>
                    <td className={`${tdClass} hidden sm:table-cell`}>
                      <Pill tone={OUTCOME[l.outcome][1]}>{OUTCOME[l.outcome][0]}</Pill>
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
                ? 'Importing…'
                : p.matched === 0
                  ? 'Nothing to import'
                  : `Import ${plural(p.matched, 'remittance', 'remittances')}`}
            </Button>
          </div>
        </section>
      )}
    </>
  )
}
