// The catalogue as CSV (decision 053): download it, change it in a spreadsheet, upload it; first a preview of every
// row's change and every error with its line and column, then imported all or nothing.
import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useState } from 'react'
import type { CatalogueCsvPlanView } from '#domain/contracts/admin-catalogue-csv.ts'
import {
  PageHeader,
  panelClass,
  Table,
  tdClass,
  thClass,
  useInvalidate,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { Button, buttonClass } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { catalogueCsvUrl, sendCatalogueCsv } from '../api/catalogue-csv.ts'

const ACTIONS: Record<CatalogueCsvPlanView['rows'][number]['action'], string> = {
  create_product: 'New product',
  create_pack: 'New pack',
  update: 'Changed',
  unchanged: 'No change',
}

/** A new pack in a line: '100g at ₹149.00 (MRP ₹149.00), 100 g, in Superfoods'. */
function newPackLine(changes: CatalogueCsvPlanView['rows'][number]['changes']): string {
  const v = Object.fromEntries(changes.map((c) => [c.field, c.to]))
  return [
    `${v.size} at ₹${v.price} (MRP ₹${v.mrp})`,
    `${v.weight_grams} g`,
    v.barcode ? `barcode ${v.barcode}` : '',
    v.active === 'no' ? 'not on sale' : '',
    `${v.category}, ${v.stock_status}, HSN ${v.hsn_code} at ${v.gst_rate}%`,
  ]
    .filter(Boolean)
    .join(' · ')
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`

export function CatalogueImportPage() {
  const [file, setFile] = useState<File | null>(null)
  const [plan, setPlan] = useState<CatalogueCsvPlanView | null>(null)
  const [showUnchanged, setShowUnchanged] = useState(false)
  const invalidate = useInvalidate()
  const check = useMutation({
    mutationFn: (f: File) => sendCatalogueCsv(f),
    onSuccess: (r) => setPlan(r.data),
    onError: (e) => toast.error(e.message),
  })
  const apply = useMutation({
    mutationFn: (f: File) => sendCatalogueCsv(f, plan?.fingerprint ?? ''),
    onSuccess: (r) => {
      const c = r.data.counts
      toast.success(
        `Catalogue imported: ${plural(c.products_created, 'new product', 'new products')}, ${plural(c.packs_created, 'new pack', 'new packs')}, ${plural(c.updated, 'change', 'changes')}`,
      )
      setPlan(null)
      invalidate()
    },
    onError: (e) => toast.error(e.message, 8000),
  })
  const c = plan?.counts
  const toWrite = c ? c.products_created + c.packs_created + c.updated : 0
  const shown = plan?.rows.filter((r) => showUnchanged || r.action !== 'unchanged') ?? []
  return (
    <>
      <PageHeader
        title="Import and export"
        intro="The catalogue as a spreadsheet: one row per pack (SKU). Change prices, sizes, weights, barcodes and product details, add packs and products, then import: you see every change and every error first, and nothing is imported while any error is left. Stock is not imported: use a stock take."
        actions={
          <a href={catalogueCsvUrl} className={buttonClass('secondary')} download>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download catalogue CSV
          </a>
        }
      />
      <section className={panelClass} aria-label="Import a file">
        <label className="block text-sm font-semibold" htmlFor="catalogue-file">
          The catalogue CSV to import (the downloaded file's columns)
        </label>
        <input
          id="catalogue-file"
          type="file"
          accept=".csv,text/csv"
          className="mt-2 block max-w-full text-sm"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            setPlan(null)
          }}
        />
        <Button
          className="mt-4"
          onClick={() => file && check.mutate(file)}
          disabled={!file || check.isPending}
        >
          {check.isPending ? 'Checking…' : 'Check the file'}
        </Button>
      </section>
      {plan && c && (
        <section className="mt-6 flex flex-col gap-4" aria-label="Preview">
          <p className="text-sm text-ink" role="status">
            {plural(c.products_created, 'new product', 'new products')} ·{' '}
            {plural(c.packs_created, 'new pack', 'new packs')} ·{' '}
            {plural(c.updated, 'row changed', 'rows changed')} ·{' '}
            {plural(c.unchanged, 'row unchanged', 'rows unchanged')}
            {plan.errors.length > 0 && (
              <strong className="text-error"> · {plural(plan.errors.length, 'error', 'errors')}</strong>
            )}
          </p>
          {plan.errors.length > 0 && (
            <div
              role="alert"
              className="rounded-xl border border-error/30 bg-error-soft p-4 text-sm text-ink"
            >
              <p className="font-semibold text-error">
                Correct these in the file and check it again: nothing is imported while any is left.
              </p>
              <Table caption="Errors in the file">
                <thead>
                  <tr>
                    <th className={thClass}>Line</th>
                    <th className={thClass}>Column</th>
                    <th className={thClass}>What is wrong</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.errors.map((e) => (
                    <tr key={`${e.line}-${e.column}-${e.message}`}>
                      <td className={`${tdClass} tabular-nums`}>{e.line}</td>
                      <td className={`${tdClass} font-mono text-xs`}>{e.column ?? 'the row'}</td>
                      <td className={tdClass}>{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          )}
          {c.unchanged > 0 && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={showUnchanged}
                onChange={(e) => setShowUnchanged(e.target.checked)}
              />
              Show the rows that change nothing
            </label>
          )}
          {shown.length > 0 && (
            <Table caption="What the import does">
              <thead>
                <tr>
                  <th className={thClass}>Line</th>
                  <th className={thClass}>SKU</th>
                  <th className={`${thClass} hidden sm:table-cell`}>What</th>
                  <th className={thClass}>Changes</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <tr key={r.line}>
                    <td className={`${tdClass} tabular-nums`}>{r.line}</td>
                    <td className={tdClass}>
                      <span className="font-mono text-xs [overflow-wrap:anywhere]">{r.sku}</span>
                      <span className="block text-xs text-ink-soft">{r.product}</span>
                      <span className="block text-xs font-semibold sm:hidden">{ACTIONS[r.action]}</span>
                    </td>
                    <td className={`${tdClass} hidden whitespace-nowrap sm:table-cell`}>
                      {ACTIONS[r.action]}
                    </td>
                    <td className={`${tdClass} text-xs`}>
                      {r.action.startsWith('create')
                        ? newPackLine(r.changes)
                        : r.changes.map((x) => (
                            <span key={x.field} className="block">
                              <span className="font-mono">{x.field}</span> {x.from || '—'} → {x.to || '—'}
                            </span>
                          ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <div>
            <Button
              onClick={() => file && apply.mutate(file)}
              disabled={!file || apply.isPending || plan.errors.length > 0 || toWrite === 0}
            >
              {apply.isPending
                ? 'Importing…'
                : toWrite === 0
                  ? 'Nothing to import'
                  : `Import ${plural(toWrite, 'row', 'rows')}`}
            </Button>
          </div>
        </section>
      )}
    </>
  )
}
