// The stock take (decision 042): counted quantities typed (one `product,counted` a line) or a CSV file uploaded
// (`sku_or_product,counted`); first a preview of every line's change and every error with its line, then applied
// all or nothing as one correction per product that differs, by the counter.
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { StockTakePreview } from '#domain/contracts/admin-stock.ts'
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
      toast.success(`Stock take applied: ${(r.data as { corrected: number }).corrected} products corrected`)
      setPreview(null)
      invalidate()
    },
    onError: (e) => toast.error(e.message),
  })
  const changed = () => setPreview(null)
  return (
    <>
      <PageHeader
        title="Stock take"
        intro="Enter what you counted, check the preview, then apply: each pack whose count differs gets one correction in its ledger, in your name."
      />
      <section className={panelClass} aria-label="Counts">
        <label className="block text-sm font-semibold" htmlFor="stock-take-lines">
          Counts (one <code>sku_or_product,counted</code> a line: a pack's SKU, or a product's number or name
          for its default pack)
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
          placeholder={'MORINGA-POWDER-250G,42\n101,17'}
        />
        <label className="mt-4 block text-sm font-semibold" htmlFor="stock-take-file">
          Or upload a CSV file (columns <code>sku_or_product,counted</code>)
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
            label="Note (kept on each correction)"
            value={note}
            onChange={(v) => {
              setNote(v)
              changed()
            }}
          />
        </div>
        <Button className="mt-4" onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? 'Checking…' : 'Preview'}
        </Button>
      </section>
      {preview && (
        <section className="mt-6" aria-label="Preview">
          {preview.errors.length > 0 && (
            <div
              role="alert"
              className="mb-4 rounded-xl border border-error/30 bg-error-soft p-4 text-sm text-error"
            >
              <p className="font-semibold">
                {preview.errors.length} {preview.errors.length === 1 ? 'error' : 'errors'}: correct them and
                preview again. Nothing is applied while any is left.
              </p>
              <ul className="mt-2 list-disc pl-5">
                {preview.errors.map((e) => (
                  <li key={`${e.line}-${e.column}-${e.message}`}>{e.message}</li>
                ))}
              </ul>
            </div>
          )}
          {preview.lines.length > 0 && (
            <Table caption="Stock take preview">
              <thead>
                <tr>
                  <th className={thClass}>Line</th>
                  <th className={thClass}>Product</th>
                  <th className={`${thClass} text-right`}>On hand</th>
                  <th className={`${thClass} text-right`}>Counted</th>
                  <th className={`${thClass} text-right`}>Change</th>
                </tr>
              </thead>
              <tbody>
                {preview.lines.map((l) => (
                  <tr key={l.line}>
                    <td className={tdClass}>{l.line}</td>
                    <td className={tdClass}>
                      {l.name} {l.size} <span className="text-ink-soft">#{l.product_id}</span>
                      <span className="block text-xs text-ink-soft">SKU {l.sku}</span>
                    </td>
                    <td className={`${tdClass} text-right`}>{l.on_hand}</td>
                    <td className={`${tdClass} text-right`}>{l.counted}</td>
                    <td
                      className={`${tdClass} text-right font-semibold ${l.change > 0 ? 'text-success' : l.change < 0 ? 'text-error' : 'text-ink-soft'}`}
                    >
                      {l.change > 0 ? `+${l.change}` : l.change === 0 ? 'no change' : l.change}
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
            {apply.isPending
              ? 'Applying…'
              : `Apply: correct ${preview.changes} ${preview.changes === 1 ? 'product' : 'products'}`}
          </Button>
        </section>
      )}
    </>
  )
}
