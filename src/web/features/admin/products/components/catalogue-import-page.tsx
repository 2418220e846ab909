// The catalogue as CSV (decision 053): download it, change it in a spreadsheet, upload it; first a preview of every
// row's change and every error with its line and column, then imported all or nothing.
import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useState } from 'react'
import type { CatalogueCsvPlanView } from '#domain/contracts/admin-catalogue-csv.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
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
import { productsCatalogueTexts } from '../texts-catalogue.en.ts'

const say = adminSay(productsCatalogueTexts)

const ACTIONS: Record<CatalogueCsvPlanView['rows'][number]['action'], string> = {
  create_product: say('import.action.create.product'),
  create_pack: say('import.action.create.pack'),
  update: say('import.action.update'),
  unchanged: say('import.action.unchanged'),
}

/** A new pack in a line: '100g at ₹149.00 (MRP ₹149.00), 100 g, in Superfoods'. */
function newPackLine(changes: CatalogueCsvPlanView['rows'][number]['changes']): string {
  const v = Object.fromEntries(changes.map((c) => [c.field, c.to]))
  return [
    say('import.pack.price', { size: String(v.size), price: String(v.price), mrp: String(v.mrp) }),
    say('import.pack.weight', { grams: String(v.weight_grams) }),
    v.barcode ? say('import.pack.barcode', { barcode: v.barcode }) : '',
    v.active === 'no' ? say('import.pack.off.sale') : '',
    say('import.pack.tax', {
      category: String(v.category),
      status: String(v.stock_status),
      hsn: String(v.hsn_code),
      gst: String(v.gst_rate),
    }),
  ]
    .filter(Boolean)
    .join(' · ')
}

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
        say('import.toast.imported', {
          products: say('import.new.products', { count: c.products_created }),
          packs: say('import.new.packs', { count: c.packs_created }),
          changes: say('import.changes', { count: c.updated }),
        }),
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
        title={say('import.title')}
        intro={say('import.intro')}
        actions={
          <a href={catalogueCsvUrl} className={buttonClass('secondary')} download>
            <Download aria-hidden="true" className="h-4 w-4" />
            {say('import.download')}
          </a>
        }
      />
      <section className={panelClass} aria-label={say('import.file.region')}>
        <label className="block text-sm font-semibold" htmlFor="catalogue-file">
          {say('import.file')}
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
          {check.isPending ? say('import.checking') : say('import.check')}
        </Button>
      </section>
      {plan && c && (
        <section className="mt-6 flex flex-col gap-4" aria-label={say('import.preview.region')}>
          <p className="text-sm text-ink" role="status">
            {say('import.summary', {
              products: say('import.new.products', { count: c.products_created }),
              packs: say('import.new.packs', { count: c.packs_created }),
              changed: say('import.rows.changed', { count: c.updated }),
              unchanged: say('import.rows.unchanged', { count: c.unchanged }),
            })}
            {plan.errors.length > 0 && (
              <strong className="text-error">
                {say('import.summary.errors', {
                  errors: say('import.errors', { count: plan.errors.length }),
                })}
              </strong>
            )}
          </p>
          {plan.errors.length > 0 && (
            <div
              role="alert"
              className="rounded-xl border border-error/30 bg-error-soft p-4 text-sm text-ink"
            >
              <p className="font-semibold text-error">{say('import.errors.intro')}</p>
              <Table caption={say('import.errors.caption')}>
                <thead>
                  <tr>
                    <th className={thClass}>{say('import.errors.column.line')}</th>
                    <th className={thClass}>{say('import.errors.column.column')}</th>
                    <th className={thClass}>{say('import.errors.column.wrong')}</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.errors.map((e) => (
                    <tr key={`${e.line}-${e.column}-${e.message}`}>
                      <td className={`${tdClass} tabular-nums`}>{e.line}</td>
                      <td className={`${tdClass} font-mono text-xs`}>
                        {e.column ?? say('import.errors.whole.row')}
                      </td>
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
              {say('import.show.unchanged')}
            </label>
          )}
          {shown.length > 0 && (
            <Table caption={say('import.plan.caption')}>
              <thead>
                <tr>
                  <th className={thClass}>{say('import.plan.column.line')}</th>
                  <th className={thClass}>{say('import.plan.column.sku')}</th>
                  <th className={`${thClass} hidden sm:table-cell`}>{say('import.plan.column.what')}</th>
                  <th className={thClass}>{say('import.plan.column.changes')}</th>
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
                ? say('import.importing')
                : toWrite === 0
                  ? say('import.nothing')
                  : say('import.import', { count: toWrite })}
            </Button>
          </div>
        </section>
      )}
    </>
  )
}
