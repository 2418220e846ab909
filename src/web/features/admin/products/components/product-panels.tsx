// Beside a product's form: its pictures (re-encoded by the shop) and its stock, adjusted with a reason.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { type AdminProduct, STOCK_REASONS } from '#domain/contracts/admin-catalogue.ts'
import { LOW_STOCK_THRESHOLD } from '#domain/stock.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { Pill, panelClass, TextField, when } from '#web/features/admin/shell/components/admin-ui.tsx'
import { Link } from '#web/lib/router.tsx'
import { applyServerError, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { adminPacksQuery } from '../api/packs.ts'
import { addPicture, removePicture } from '../api/product.ts'
import { productKeys } from '../api/query-keys.ts'
import { adjustStock, stockQuery } from '../api/stock.ts'
import { productsTexts } from '../texts.en.ts'

const say = adminSay(productsTexts)

/** A product's stock at a glance: coming soon, out, low or how many. */
export function StockPill({ p }: { p: Pick<AdminProduct, 'stock' | 'stock_status'> }) {
  if (p.stock_status === 'Comming Soon') return <Pill tone="blue">{say('pill.soon')}</Pill>
  if (p.stock <= 0) return <Pill tone="red">{say('pill.out')}</Pill>
  if (p.stock < LOW_STOCK_THRESHOLD)
    return <Pill tone="amber">{say('pill.low', { count: String(p.stock) })}</Pill>
  return <Pill tone="green">{say('pill.in', { count: String(p.stock) })}</Pill>
}

export function PicturesPanel({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const done = ({ data }: { data: AdminProduct }) => {
    setError(null)
    queryClient.setQueryData(productKeys.detail(String(data.id)), data)
    void queryClient.invalidateQueries({ queryKey: productKeys.lists })
  }
  const add = useMutation({
    mutationFn: (file: File) => addPicture(product.id, file),
    onSuccess: (r) => {
      done(r)
      toast.success(say('pictures.toast.added'))
    },
    onError: (err) => setError(err.message),
  })
  const remove = useMutation({
    mutationFn: (position: number) => removePicture(product.id, position),
    onSuccess: (r) => {
      done(r)
      toast.success(say('pictures.toast.removed'))
    },
    onError: (err) => setError(err.message),
  })
  const full = product.images.length >= 5
  return (
    <section aria-labelledby="pictures-heading" className={`${panelClass} h-fit`}>
      <h2 id="pictures-heading" className="text-lg">
        {say('pictures.title')}
      </h2>
      <p className="mt-1 text-xs text-ink-soft">{say('pictures.intro')}</p>
      {product.images.length === 0 && <p className="mt-3 text-sm text-ink-soft">{say('pictures.none')}</p>}
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {product.images.map((url, i) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={say('pictures.alt', { name: product.name, n: String(i + 1) })}
              className="aspect-square w-full rounded-lg border border-line bg-sand object-cover"
            />
            <ConfirmDialog
              trigger={
                <button
                  type="button"
                  className="mt-1 w-full text-xs font-semibold text-error hover:underline"
                >
                  {say('pictures.remove')}
                  <span className="sr-only">{say('pictures.remove.view', { n: String(i + 1) })}</span>
                </button>
              }
              title={say('pictures.remove.title')}
              description={say('pictures.remove.description')}
              confirmLabel={say('pictures.remove.confirm')}
              onConfirm={() => remove.mutate(i)}
            />
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-error-soft px-3 py-2 text-sm text-error">
          {error}
        </p>
      )}
      <label
        className={`mt-4 flex h-11 cursor-pointer items-center justify-center rounded-full border border-leaf text-sm font-semibold text-leaf hover:bg-leaf-soft ${full || add.isPending ? 'pointer-events-none opacity-60' : ''}`}
      >
        {add.isPending ? say('pictures.uploading') : full ? say('pictures.full') : say('pictures.add')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          disabled={full || add.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) add.mutate(file)
          }}
        />
      </label>
    </section>
  )
}

/** The stock panel's anchor: the product form links to it (the form itself never changes stock). */
export const STOCK_PANEL_ID = 'stock-panel'

/** A stock change as typed (POST /products/{id}/stock): a whole number other than zero, the reason, a note. */
const stockForm = z
  .object({
    change: z.string().refine((c) => /^-?\d+$/.test(c.trim()) && Number(c) !== 0, {
      error: say('stock.change.invalid'),
    }),
    reason: z.string(),
    note: z.string(),
    /** the pack (SKU) whose stock changes; '' for the default pack (decision 041) */
    sku: z.string(),
  })
  .transform((v) => ({
    change: Number(v.change),
    reason: v.reason,
    note: v.note,
    ...(v.sku ? { sku: v.sku } : {}),
  }))

/** The reasons for a stock change as the select shows them (the API's values stay as they are). */
const REASON_LABELS = {
  received: 'stock.reason.received',
  damaged: 'stock.reason.damaged',
  written_off: 'stock.reason.written.off',
  correction: 'stock.reason.correction',
} as const satisfies Record<(typeof STOCK_REASONS)[number], keyof typeof productsTexts>

export function StockPanel({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient()
  const form = useZodForm(stockForm, { defaultValues: { change: '', reason: 'received', note: '', sku: '' } })
  const { errors } = form.formState
  const history = useQuery(stockQuery(product.id))
  // a product in several packs: each pack's stock is its own, adjusted by its SKU
  const packs = useQuery(adminPacksQuery(product.id)).data ?? []
  const adjust = useMutation({
    mutationFn: (input: z.output<typeof stockForm>) => adjustStock(product.id, input),
    onSuccess: ({ data }) => {
      form.reset({ change: '', reason: form.getValues('reason'), note: '', sku: form.getValues('sku') })
      toast.success(say('stock.toast', { count: String(data.stock_after) }))
      queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
    // the route's field issues under their boxes; any other refusal under the change, as the panel always said it
    onError: (err) => applyServerError(form, err),
  })
  return (
    <section
      id={STOCK_PANEL_ID}
      aria-labelledby="stock-heading"
      className={`${panelClass} h-fit scroll-mt-4`}
    >
      <h2 id="stock-heading" className="text-lg">
        {say('stock.title')}
      </h2>
      <p className="mt-1 text-sm">
        <StockPill p={product} />
      </p>
      <form
        className="mt-4 flex flex-col gap-3"
        noValidate
        onSubmit={form.handleSubmit((input) => adjust.mutate(input))}
      >
        {packs.length > 1 && (
          <Field label={say('stock.pack')} error={errors.sku?.message}>
            {(a11y) => (
              <select {...a11y} className={inputClass} {...form.register('sku')}>
                {packs.map((k) => (
                  <option key={k.id} value={k.position === 0 ? '' : k.sku}>
                    {say('stock.pack.option', { size: k.size, sku: k.sku, count: String(k.stock) })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field
          label={say('stock.change')}
          hint={say('stock.change.hint')}
          error={errors.change?.message ?? errors.root?.server?.message}
        >
          {(a11y) => (
            <input {...a11y} inputMode="numeric" className={inputClass} {...form.register('change')} />
          )}
        </Field>
        <Field label={say('stock.reason')} error={errors.reason?.message}>
          {(a11y) => (
            <select {...a11y} className={inputClass} {...form.register('reason')}>
              {STOCK_REASONS.map((r) => (
                <option key={r} value={r}>
                  {say(REASON_LABELS[r])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={say('stock.note')}
          placeholder={say('stock.note.placeholder')}
          field={form.register('note')}
          error={errors.note?.message}
        />
        <Button type="submit" variant="secondary" disabled={adjust.isPending}>
          {adjust.isPending ? say('stock.saving') : say('stock.adjust')}
        </Button>
      </form>
      <h3 className="mt-6 text-base">{say('stock.history')}</h3>
      <Link to={`/admin/products/${product.id}/ledger`} className="text-sm font-semibold text-leaf underline">
        {say('stock.ledger')}
      </Link>
      <Link
        to={`/admin/products/${product.id}/batches`}
        className="block text-sm font-semibold text-leaf underline"
      >
        {say('stock.batches')}
      </Link>
      {history.data?.length === 0 && <p className="mt-2 text-sm text-ink-soft">{say('stock.none')}</p>}
      <ol className="mt-2 flex flex-col gap-2 text-sm">
        {history.data?.map((m) => (
          <li key={m.id} className="rounded-lg bg-parchment px-3 py-2">
            <span className={m.change > 0 ? 'font-semibold text-success' : 'font-semibold text-error'}>
              {m.change > 0 ? `+${m.change}` : m.change}
            </span>{' '}
            {m.reason} → {m.stock_after}
            {m.note && <span className="block text-xs text-ink-soft">{m.note}</span>}
            <span className="block text-xs text-ink-soft">
              {when(m.at)} · {m.actor}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
