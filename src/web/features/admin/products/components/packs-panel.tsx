// A product's pack sizes (decision 041, amended): each pack's size, SKU, price, MRP, weight, barcode, stock (read
// only: it changes through the stock panel and the ledger, decision 031) and whether it is on sale; add a pack, edit
// one in place with the version it was loaded with (decision 040), remove one never sold or stocked, make another the
// default (the product's own price, MRP, size and stock are the default pack's). A role without `products` reads it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  type AdminPack,
  adminPackView,
  packCreateInput,
  packUpdateInput,
} from '#domain/contracts/admin-packs.ts'
import { formatPaise } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { Pill, panelClass, tdClass, thClass } from '#web/features/admin/shell/components/admin-ui.tsx'
import {
  changedMeanwhile,
  editedFields,
  latestOf,
  onlyEdited,
  StaleEditNotice,
} from '#web/features/admin/shell/components/stale-edit.tsx'
import { Link } from '#web/lib/router.tsx'
import { applyServerError } from '#web/lib/use-zod-form.ts'
import { wireRupees } from '#web/lib/wire-money.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { adminPacksQuery, createPack, orderPacks, removePack, updatePack } from '../api/packs.ts'
import { productsPacksTexts } from '../texts-packs.en.ts'
import { STOCK_PANEL_ID } from './product-panels.tsx'

const say = adminSay(productsPacksTexts)

export const PACKS_PANEL_ID = 'packs-panel'

/** A pack as the editor holds it: what staff type, as text. */
interface PackValues {
  sku: string
  size: string
  price: string
  actual_price: string
  weight_grams: string
  barcode: string
  active: boolean
  /** the opening stock of a new pack */
  stock: string
}

const EMPTY: PackValues = {
  sku: '',
  size: '',
  price: '',
  actual_price: '',
  weight_grams: '',
  barcode: '',
  active: true,
  stock: '',
}

const valuesOf = (p: AdminPack): PackValues => ({
  sku: p.sku,
  size: p.size,
  // the reply's paise back as the rupees staff type (decision 039)
  price: String(wireRupees(p.price)),
  actual_price: String(wireRupees(p.actual_price)),
  weight_grams: String(p.weight_grams),
  barcode: p.barcode ?? '',
  active: p.active,
  stock: '',
})

/** A typed number as the wire takes it (an empty box stays a string, which the contract names). */
const numberOf = (v: string) => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v)

/** The body a save sends (rupees on the wire, decision 039). */
function bodyOf(v: PackValues, creating: boolean) {
  return {
    sku: v.sku,
    size: v.size,
    price: numberOf(v.price),
    actual_price: numberOf(v.actual_price),
    weight_grams: numberOf(v.weight_grams),
    barcode: v.barcode,
    active: v.active,
    ...(creating && v.stock.trim() !== '' ? { stock: numberOf(v.stock) } : {}),
  }
}

const LABELS: Partial<Record<keyof PackValues, string>> = {
  size: say('field.size'),
  sku: say('field.sku'),
  price: say('field.price'),
  actual_price: say('field.mrp'),
  weight_grams: say('field.weight'),
  barcode: say('field.barcode'),
  active: say('field.active'),
}

export function PacksPanel({ productId, readOnly }: { productId: number; readOnly: boolean }) {
  const queryClient = useQueryClient()
  const packs = useQuery(adminPacksQuery(productId))
  // which pack the editor holds: 'new' to add one, a pack's id to change it, null when closed
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all })
  const reorder = useMutation({
    mutationFn: (ids: number[]) => orderPacks(productId, ids),
    onSuccess: ({ data }) => {
      setError(null)
      toast.success(say('packs.toast.default', { size: data[0]!.size }))
      void refresh()
    },
    onError: (err) => setError(err.message),
  })
  const remove = useMutation({
    mutationFn: (pack: AdminPack) => removePack(productId, pack.id),
    onSuccess: () => {
      setError(null)
      toast.success(say('packs.toast.removed'))
      void refresh()
    },
    onError: (err) => setError(err.message),
  })
  // on or off sale in one click, with the version the table loaded (a 409 says so, and the table reads again)
  const toggle = useMutation({
    mutationFn: (pack: AdminPack) =>
      updatePack(productId, pack.id, { active: !pack.active, version: pack.version }),
    onSuccess: ({ data }) => {
      setError(null)
      toast.success(
        data.active
          ? say('packs.toast.on.sale', { size: data.size })
          : say('packs.toast.off.sale', { size: data.size }),
      )
      void refresh()
    },
    onError: (err) => {
      setError(err.message)
      void refresh()
    },
  })
  const list = packs.data ?? []
  const current = typeof editing === 'number' ? list.find((p) => p.id === editing) : undefined
  return (
    <section id={PACKS_PANEL_ID} aria-labelledby="packs-heading" className={`${panelClass} scroll-mt-4`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="packs-heading" className="text-lg">
          {say('packs.title')}
        </h2>
        {!readOnly && editing === null && list.length < 10 && (
          <Button type="button" variant="secondary" size="sm" onClick={() => setEditing('new')}>
            {say('packs.add')}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-ink-soft">{say('packs.intro')}</p>
      {packs.error && (
        <p role="alert" className="mt-3 text-sm text-error">
          {packs.error.message}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-error-soft px-4 py-3 text-sm text-error">
          {error}
        </p>
      )}
      {list.length > 0 && (
        // a narrow screen shows each pack as a card; a wide one scrolls the table rather than the page
        <div className="mt-4 md:overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{say('packs.caption')}</caption>
            <thead className="max-md:sr-only">
              <tr>
                <th scope="col" className={thClass}>
                  {say('packs.column.size')}
                </th>
                <th scope="col" className={thClass}>
                  {say('packs.column.sku')}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {say('packs.column.price')}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {say('packs.column.mrp')}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {say('packs.column.weight')}
                </th>
                <th scope="col" className={thClass}>
                  {say('packs.column.barcode')}
                </th>
                <th scope="col" className={thClass}>
                  {say('packs.column.stock')}
                </th>
                <th scope="col" className={thClass}>
                  {say('packs.column.status')}
                </th>
                {!readOnly && (
                  <th scope="col" className={thClass}>
                    <span className="sr-only">{say('packs.column.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr
                  key={p.id}
                  data-testid={`pack-${p.sku}`}
                  className="max-md:mb-3 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:rounded-xl max-md:border max-md:border-line max-md:p-3 [&>td]:max-md:border-0 [&>td]:max-md:px-0 [&>td]:max-md:py-1"
                >
                  <th scope="row" className={`${tdClass} font-semibold max-md:col-span-2`}>
                    {p.size}{' '}
                    {p.position === 0 && (
                      <span className="ml-1">
                        <Pill tone="green">{say('packs.default')}</Pill>
                      </span>
                    )}
                  </th>
                  <Cell
                    label={say('packs.column.sku')}
                    className="font-mono text-xs max-md:col-span-2 max-md:break-all"
                  >
                    {p.sku}
                  </Cell>
                  <Cell label={say('packs.column.price')} className="tabular-nums md:text-right">
                    {formatPaise(p.price)}
                  </Cell>
                  <Cell label={say('packs.column.mrp')} className="tabular-nums md:text-right">
                    {formatPaise(p.actual_price)}
                  </Cell>
                  <Cell label={say('packs.column.weight')} className="tabular-nums md:text-right">
                    {p.weight_grams > 0
                      ? say('packs.weight', { grams: String(p.weight_grams) })
                      : say('packs.weight.none')}
                  </Cell>
                  <Cell label={say('packs.column.barcode')} className="font-mono text-xs">
                    {p.barcode ?? '—'}
                  </Cell>
                  <Cell label={say('packs.column.stock')}>
                    <span className="font-semibold tabular-nums">{p.stock}</span>{' '}
                    <span className="whitespace-nowrap text-xs">
                      <a href={`#${STOCK_PANEL_ID}`} className="font-semibold text-leaf-deep underline">
                        {say('packs.adjust')}{' '}
                        <span className="sr-only">{say('packs.adjust.of', { size: p.size })}</span>
                      </a>
                      {' · '}
                      <Link
                        to={`/admin/products/${productId}/ledger?sku=${encodeURIComponent(p.sku)}`}
                        className="font-semibold text-leaf-deep underline"
                      >
                        {say('packs.ledger')}{' '}
                        <span className="sr-only">{say('packs.ledger.of', { size: p.size })}</span>
                      </Link>
                    </span>
                  </Cell>
                  <Cell label={say('packs.column.status')} className="whitespace-nowrap">
                    {p.active ? (
                      <Pill tone="green">{say('packs.on.sale')}</Pill>
                    ) : (
                      <Pill tone="grey">{say('packs.inactive')}</Pill>
                    )}
                  </Cell>
                  {!readOnly && (
                    <td className={`${tdClass} max-md:col-span-2`}>
                      <div className="flex flex-wrap gap-1 md:flex-col md:items-end [&>*]:whitespace-nowrap">
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          disabled={editing !== null}
                          onClick={() => setEditing(p.id)}
                        >
                          {say('packs.edit')} <span className="sr-only">{p.size}</span>
                        </Button>
                        {p.position !== 0 && p.active && (
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            disabled={reorder.isPending || editing !== null}
                            onClick={() =>
                              reorder.mutate([p.id, ...list.filter((k) => k !== p).map((k) => k.id)])
                            }
                          >
                            {say('packs.make.default')} <span className="sr-only">{p.size}</span>
                          </Button>
                        )}
                        {p.position !== 0 && (
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            disabled={toggle.isPending || editing !== null}
                            onClick={() => toggle.mutate(p)}
                          >
                            {p.active ? say('packs.deactivate') : say('packs.put.on.sale')}{' '}
                            <span className="sr-only">{p.size}</span>
                          </Button>
                        )}
                        {p.position !== 0 && !p.sold && p.stock === 0 && (
                          <ConfirmDialog
                            trigger={
                              <Button type="button" variant="ghost" size="sm" disabled={editing !== null}>
                                {say('packs.remove')} <span className="sr-only">{p.size}</span>
                              </Button>
                            }
                            title={say('packs.remove.title', { size: p.size })}
                            description={say('packs.remove.description', { sku: p.sku })}
                            confirmLabel={say('packs.remove.confirm')}
                            onConfirm={() => remove.mutate(p)}
                          />
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!readOnly && editing !== null && (editing === 'new' || current) && (
        <PackEditor
          key={editing}
          productId={productId}
          pack={current}
          onDone={() => {
            setEditing(null)
            void refresh()
          }}
        />
      )}
    </section>
  )
}

/** A cell that names its column on a phone, where the row is a card and the header is read by screen readers only. */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`${tdClass} ${className ?? ''}`}>
      <span aria-hidden="true" className="block font-sans text-xs text-ink-soft md:hidden">
        {label}
      </span>
      {children}
    </td>
  )
}

/** Adds a pack, or changes one: only the fields changed are sent, with the version it was loaded with. */
function PackEditor({
  productId,
  pack,
  onDone,
}: {
  productId: number
  pack?: AdminPack
  onDone: () => void
}) {
  const creating = !pack
  const form = useForm<PackValues>({ defaultValues: pack ? valuesOf(pack) : EMPTY })
  const { register, formState } = form
  const { errors, dirtyFields } = formState
  const base = useRef(pack)
  const [conflict, setConflict] = useState<{ latest: AdminPack; message: string } | null>(null)
  const first = useRef<HTMLInputElement | null>(null)
  useEffect(() => first.current?.focus(), [])
  const save = useMutation({
    mutationFn: (values: PackValues) => {
      const body = bodyOf(values, creating)
      if (creating || !base.current) return createPack(productId, body)
      return updatePack(productId, base.current.id, {
        ...onlyEdited(body, dirtyFields),
        version: base.current.version,
      })
    },
    onSuccess: ({ data }) => {
      toast.success(
        creating
          ? say('editor.toast.added', { size: data.size })
          : say('editor.toast.saved', { size: data.size }),
      )
      onDone()
    },
    onError: (err) => {
      const latest = latestOf(adminPackView, err)
      if (latest) return setConflict({ latest, message: err.message })
      // a SKU another pack has is a 409 whose message names the field: under the SKU box
      if (err.message.startsWith('SKU:'))
        return form.setError('sku', { message: err.message }, { shouldFocus: true })
      applyServerError(form, err)
    },
  })
  /** The contract the server checks with, on the typed values first: each message under its box. */
  const submit = form.handleSubmit((values) => {
    const body = bodyOf(values, creating)
    const checked = creating
      ? packCreateInput.safeParse(body)
      : packUpdateInput.safeParse({ ...onlyEdited(body, dirtyFields), version: 1 })
    if (!checked.success) {
      checked.error.issues.forEach((issue, i) => {
        const name = String(issue.path[0] ?? 'root.server') as keyof PackValues
        form.setError(name, { message: issue.message }, { shouldFocus: i === 0 })
      })
      return
    }
    save.mutate(values)
  })
  const applyToLatest = () => {
    if (!conflict) return
    const mine = form.getValues()
    const edited = editedFields<keyof PackValues>(dirtyFields)
    base.current = conflict.latest
    form.reset(valuesOf(conflict.latest))
    for (const k of edited) form.setValue(k, mine[k], { shouldDirty: true })
    setConflict(null)
    void submit()
  }
  const box = (
    name: keyof PackValues,
    label: string,
    opts: { hint?: string; inputMode?: 'decimal' | 'numeric'; required?: boolean } = {},
  ) => {
    const field = register(name)
    return (
      <Field label={label} hint={opts.hint} required={opts.required} error={errors[name]?.message}>
        {(a11y) => (
          <input
            {...a11y}
            inputMode={opts.inputMode}
            className={inputClass}
            {...field}
            ref={(el) => {
              field.ref(el)
              if (name === 'size') first.current = el
            }}
          />
        )}
      </Field>
    )
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="pack-editor-heading"
      className="mt-4 grid gap-4 rounded-xl border border-line bg-parchment p-4 sm:grid-cols-2"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone()
      }}
    >
      <h3 id="pack-editor-heading" className="text-base sm:col-span-2">
        {pack ? say('editor.title', { size: pack.size }) : say('editor.title.new')}
      </h3>
      {conflict && base.current && (
        <StaleEditNotice
          message={conflict.message}
          fields={changedMeanwhile(
            valuesOf(base.current),
            valuesOf(conflict.latest),
            form.getValues(),
            LABELS,
          )}
          onApply={applyToLatest}
          applying={save.isPending}
        />
      )}
      {errors.root?.server && (
        <p role="alert" className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error sm:col-span-2">
          {errors.root.server.message}
        </p>
      )}
      {box('size', say('editor.size'), { required: true, hint: say('editor.size.hint') })}
      {box('sku', say('editor.sku'), { required: true, hint: say('editor.sku.hint') })}
      {box('price', say('editor.price'), { required: true, inputMode: 'decimal' })}
      {box('actual_price', say('editor.mrp'), {
        required: true,
        inputMode: 'decimal',
        hint: say('editor.mrp.hint'),
      })}
      {box('weight_grams', say('editor.weight'), {
        required: true,
        inputMode: 'numeric',
        hint: say('editor.weight.hint'),
      })}
      {box('barcode', say('editor.barcode'), {
        inputMode: 'numeric',
        hint: say('editor.barcode.hint'),
      })}
      {creating &&
        box('stock', say('editor.stock'), {
          inputMode: 'numeric',
          hint: say('editor.stock.hint'),
        })}
      {pack?.position !== 0 && (
        <label className="flex items-center gap-3 text-sm sm:col-span-2">
          <input type="checkbox" className="size-5 accent-leaf" {...register('active')} />
          <span>
            <span className="font-semibold">{say('editor.active')}</span>
            <span className="block text-ink-soft">{say('editor.active.hint')}</span>
          </span>
        </label>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? say('editor.saving') : creating ? say('editor.add') : say('editor.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {say('editor.cancel')}
        </Button>
      </div>
    </form>
  )
}
