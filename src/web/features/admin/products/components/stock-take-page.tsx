// The stock take (decision 042): counted quantities typed (one `product,counted` a line) or a CSV file uploaded
// (`sku_or_product,counted`); first a preview of every line's change and every error with its line, then applied
// all or nothing as one correction per product that differs, by the counter.
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { StockTakePreview } from '#domain/contracts/admin-stock.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import {
  PageHeader,
  panelClass,
  Table,
  TextField,
  tdClass,
  thClass,
  useInvalidate,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { Button } from '#web/ui/button.tsx'
import { inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { type StockTakeSource, sendStockTake } from '../api/stock.ts'
import { productsStockTexts } from '../texts-stock.en.ts'

const say = adminSay(productsStockTexts)

/** The columns of a stock take's lines and file, as the server reads them (not words to translate). */
const COUNTS_COLUMNS = 'sku_or_product,counted'

/** A sentence with the counts' columns in it, shown as code where the message says {format}. */
function withFormat(message: string) {
  const [before, after] = message.split('{format}')
  return (
    <>
      {before}
      <code>{COUNTS_COLUMNS}</code>
      {after}
    </>
  )
}

/** The typed counts: one `sku_or_product,counted` a line (a SKU, or the product's number or name: its default pack). */
function typedLines(text: string) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const at = l.lastIndexOf(',')
      return at < 0 ? { product: l, counted: '' } : { product: l.slice(0, at), counted: l.slice(at + 1) }
    })
}

export function StockTakePage() {
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [note, setNote] = useState('')
  const [preview, setPreview] = useState<StockTakePreview | null>(null)
  const invalidate = useInvalidate()
  const source = (): StockTakeSource => (file ? { file } : { lines: typedLines(text), note })
  const check = useMutation({
    mutationFn: () => sendStockTake(source(), false),
    onSuccess: (r) => setPreview(r.data as StockTakePreview),
    onError: (e) => toast.error(e.message),
  })
  const apply = useMutation({
    mutationFn: () => sendStockTake(source(), true),
    onSuccess: (r) => {
      toast.success(say('take.toast.applied', { count: String((r.data as { corrected: number }).corrected) }))
      setPreview(null)
      invalidate()
    },
    onError: (e) => toast.error(e.message),
  })
  const changed = () => setPreview(null)
  return (
    <>
      <PageHeader title={say('take.title')} intro={say('take.intro')} />
      <section className={panelClass} aria-label={say('take.counts')}>
        <label className="block text-sm font-semibold" htmlFor="stock-take-lines">
          {withFormat(say('take.counts.label'))}
        </label>
        <textarea
          id="stock-take-lines"
          className={`${inputClass} mt-2 h-32 font-mono`}
          value={text}
          disabled={file !== null}
          onChange={(e) => {
            setText(e.target.value)
            changed()
          }}
          placeholder={say('take.counts.placeholder')}
        />
        <label className="mt-4 block text-sm font-semibold" htmlFor="stock-take-file">
          {withFormat(say('take.file'))}
        </label>
        <input
          id="stock-take-file"
          type="file"
          accept=".csv,text/csv"
          className="mt-2 block text-sm"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            changed()
          }}
        />
        <div className="mt-4">
          <TextField
            label={say('take.note')}
            value={note}
            onChange={(v) => {
              setNote(v)
              changed()
            }}
          />
        </div>
        <Button className="mt-4" onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? say('take.checking') : say('take.preview')}
        </Button>
      </section>
      {preview && (
        <section className="mt-6" aria-label={say('take.preview.region')}>
          {preview.errors.length > 0 && (
            <div
              role="alert"
              className="mb-4 rounded-xl border border-error/30 bg-error-soft p-4 text-sm text-error"
            >
              <p className="font-semibold">{say('take.errors', { count: String(preview.errors.length) })}</p>
              <ul className="mt-2 list-disc pl-5">
                {preview.errors.map((e) => (
                  <li key={`${e.line}-${e.column}-${e.message}`}>{e.message}</li>
                ))}
              </ul>
            </div>
          )}
          {preview.lines.length > 0 && (
            <Table caption={say('take.caption')}>
              <thead>
                <tr>
                  <th className={thClass}>{say('take.column.line')}</th>
                  <th className={thClass}>{say('take.column.product')}</th>
                  <th className={`${thClass} text-right`}>{say('take.column.on.hand')}</th>
                  <th className={`${thClass} text-right`}>{say('take.column.counted')}</th>
                  <th className={`${thClass} text-right`}>{say('take.column.change')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.lines.map((l) => (
                  <tr key={l.line}>
                    <td className={tdClass}>{l.line}</td>
                    <td className={tdClass}>
                      {l.name} {l.size} <span className="text-ink-soft">#{l.product_id}</span>
                      <span className="block text-xs text-ink-soft">{say('take.sku', { sku: l.sku })}</span>
                    </td>
                    <td className={`${tdClass} text-right`}>{l.on_hand}</td>
                    <td className={`${tdClass} text-right`}>{l.counted}</td>
                    <td
                      className={`${tdClass} text-right font-semibold ${l.change > 0 ? 'text-success' : l.change < 0 ? 'text-error' : 'text-ink-soft'}`}
                    >
                      {l.change > 0 ? `+${l.change}` : l.change === 0 ? say('take.no.change') : l.change}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <Button
            className="mt-4"
            onClick={() => apply.mutate()}
            disabled={apply.isPending || preview.errors.length > 0 || preview.changes === 0}
          >
            {apply.isPending ? say('take.applying') : say('take.apply', { count: String(preview.changes) })}
          </Button>
        </section>
      )}
    </>
  )
}
