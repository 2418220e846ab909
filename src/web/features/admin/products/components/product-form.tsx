// One product in the back office: the form that creates or edits it, checked by the same contract the server
// checks with; pictures, stock and archiving beside it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  type AdminProduct,
  adminProductView,
  GST_RATES,
  STOCK_STATUSES,
} from '#domain/contracts/admin-catalogue.ts'
import { useCan } from '#web/features/admin/shell/api/me.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { ListState, PageHeader, panelClass } from '#web/features/admin/shell/components/admin-ui.tsx'
import { LanguageTabs } from '#web/features/admin/shell/components/language-tabs.tsx'
import {
  changedMeanwhile,
  editedFields,
  latestOf,
  onlyEdited,
  StaleEditNotice,
} from '#web/features/admin/shell/components/stale-edit.tsx'
import { useNavigate, useParams, useUnsavedChanges } from '#web/lib/router.tsx'
import { applyServerError } from '#web/lib/use-zod-form.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { categoriesQuery } from '../api/categories.ts'
import { createProduct, productQuery, updateProduct } from '../api/product.ts'
import { productKeys } from '../api/query-keys.ts'
import { contractResolver, EMPTY, type FormValues, fromProduct, toInput } from '../model/product-values.ts'
import { PacksPanel } from './packs-panel.tsx'
import { ArchivePanel } from './product-archive.tsx'
import { PicturesPanel, STOCK_PANEL_ID, StockPanel, StockPill } from './product-panels.tsx'

export function ProductFormPage() {
  const { id } = useParams()
  const creating = id === undefined
  const product = useQuery(productQuery(id ?? '', !creating))
  if (!creating && (product.isPending || product.error))
    return <ListState loading={product.isPending} error={product.error} empty={false} emptyText="" />
  return <ProductForm key={id ?? 'new'} product={product.data} />
}

/** The category select's options: the shop's categories in order, a hidden one marked, and `current` if missing. */
export function categoryChoices(
  list: readonly { name: string; hidden: boolean }[],
  current: string,
): [string, string][] {
  const options: [string, string][] = list.map((c) => [c.name, c.hidden ? `${c.name} (hidden)` : c.name])
  if (current && !list.some((c) => c.name === current)) options.unshift([current, current])
  return options
}

function ProductForm({ product }: { product?: AdminProduct }) {
  const creating = !product
  // A role that counts stock but may not change products (a packer, decision 044) reads the details and prices,
  // greyed, and adjusts the stock: no box it could type into only to be refused.
  const readOnly = !useCan()('products')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm<FormValues>({
    defaultValues: product ? fromProduct(product) : EMPTY,
    resolver: contractResolver(creating),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { register, formState } = form
  const errors = formState.errors
  // The shop's categories (decision 051), hidden ones marked; the product's own is kept even if the list lacks it.
  const categories = useQuery(categoriesQuery())
  const current = form.watch('category')
  const categoryOptions = categoryChoices(categories.data ?? [], current)
  // A new product starts in the first category the shop has (the default names Superfoods, which staff may rename).
  useEffect(() => {
    const first = categories.data?.[0]
    if (creating && first && !categories.data!.some((c) => c.name === form.getValues('category')))
      form.setValue('category', first.name)
  }, [creating, categories.data, form])
  // read here so that the form follows which fields the person changed (sent alone on a save, decision 040)
  const { dirtyFields } = formState
  // the product as the form was loaded (or last saved, or re-based): its version is the one a save names
  const base = useRef(product)
  const [conflict, setConflict] = useState<{ latest: AdminProduct; message: string } | null>(null)
  // Dirty while a value differs from what the form loaded (its defaultValues; a save resets them): decision 028.
  const { release } = useUnsavedChanges(formState.isDirty)
  // A save of the default pack in the packs table (or a new default) changed the product's price, MRP or size and
  // its version: an untouched form takes the latest as its base; one with edits keeps them, and its save meets the
  // 409 and the notice (decision 040).
  useEffect(() => {
    if (product && base.current && product.version !== base.current.version && !form.formState.isDirty) {
      base.current = product
      form.reset(fromProduct(product))
    }
  }, [product, form])
  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const input = toInput(values, creating)
      if (creating || !base.current) return createProduct(input)
      // Only the fields the person changed are sent, with the version they were edited from (decision 040); never
      // the stock, which the stock panel changes with a reason (decision 031).
      const { stock: _stock, ...changed } = onlyEdited(input, dirtyFields)
      return updateProduct(base.current.id, { ...changed, version: base.current.version })
    },
    onSuccess: ({ data }) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.all })
      queryClient.setQueryData(productKeys.detail(String(data.id)), data)
      toast.success(creating ? `${data.name} added to the shop` : 'Saved. The shop shows it now.')
      setConflict(null)
      if (creating) {
        release()
        navigate(`/admin/products/${data.id}`, { replace: true })
      } else {
        base.current = data
        form.reset(fromProduct(data))
      }
    },
    onError: (err) => {
      // someone saved it since it was loaded: the edits stay in the form, the notice shows what changed meanwhile
      const latest = latestOf(adminProductView, err)
      if (latest) return setConflict({ latest, message: err.message })
      // the route's field issues under their boxes (decision 037), anything else at the top of the form
      applyServerError(form, err)
    },
  })
  /** Takes the latest as the form's base (its version, its values) with the person's changes on top, and saves. */
  const applyToLatest = () => {
    if (!conflict) return
    const mine = form.getValues()
    const edited = editedFields<keyof FormValues>(dirtyFields)
    base.current = conflict.latest
    form.reset(fromProduct(conflict.latest))
    for (const k of edited) form.setValue(k, mine[k], { shouldDirty: true })
    setConflict(null)
    form.handleSubmit((v) => save.mutate(v))()
  }
  const text = (
    name: keyof FormValues,
    label: string,
    opts: { required?: boolean; hint?: string; type?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <Field label={label} required={opts.required} hint={opts.hint} error={errors[name]?.message}>
      {(a11y) => (
        <input
          {...a11y}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          className={inputClass}
          {...register(name)}
        />
      )}
    </Field>
  )
  const area = (name: keyof FormValues, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message} className="sm:col-span-2">
      {(a11y) => <textarea {...a11y} rows={3} className={`${inputClass} h-auto py-3`} {...register(name)} />}
    </Field>
  )
  // the English form with its panels; another language's text is edited in its tab (decision 059)
  const details = (
    <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
      <form
        onSubmit={form.handleSubmit((v) => save.mutate(v))}
        noValidate
        className={`${panelClass} grid gap-4 sm:grid-cols-2`}
      >
        {conflict && base.current && (
          <StaleEditNotice
            message={conflict.message}
            fields={changedMeanwhile(
              fromProduct(base.current),
              fromProduct(conflict.latest),
              form.getValues(),
              FIELD_LABELS,
            )}
            onApply={applyToLatest}
            applying={save.isPending}
          />
        )}
        {errors.root?.server && (
          <div role="alert" className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error sm:col-span-2">
            {errors.root.server.message}
          </div>
        )}
        {readOnly && (
          <p className="rounded-lg bg-sand px-4 py-3 text-sm text-ink-soft sm:col-span-2">
            Your role counts and adjusts stock. The product’s details and prices are changed by a manager or
            the owner.
          </p>
        )}
        <fieldset disabled={readOnly} className="contents">
          <div className="sm:col-span-2">{text('name', 'Name', { required: true })}</div>
          <Field
            label="Category"
            required
            error={errors.category?.message}
            hint={categories.isError ? 'The categories could not be loaded: reload the page' : undefined}
          >
            {(a11y) => (
              <select {...a11y} className={inputClass} {...register('category')}>
                {categoryOptions.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('size', 'Net quantity', { required: true, hint: "As on the pack: '100g', '6 × 100g'" })}
          {text('price', 'Price (₹)', { required: true, inputMode: 'decimal' })}
          {text('actual_price', 'MRP (₹)', {
            required: true,
            inputMode: 'decimal',
            hint: 'The price may not be above it',
          })}
          {creating ? (
            text('stock', 'Opening stock', {
              inputMode: 'numeric',
              hint: 'Units on the shelf now; recorded in the stock history',
            })
          ) : (
            <CurrentStock product={product} />
          )}
          <Field label="Stock status" error={errors.stock_status?.message}>
            {(a11y) => (
              <select {...a11y} className={inputClass} {...register('stock_status')}>
                {STOCK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s === 'Comming Soon' ? 'Coming soon' : s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('hsn_code', 'HSN code', { required: true, inputMode: 'numeric', hint: '4, 6 or 8 digits' })}
          <Field label="GST rate" required error={errors.gst_rate?.message}>
            {(a11y) => (
              <select {...a11y} className={inputClass} {...register('gst_rate')}>
                {GST_RATES.map((r) => (
                  <option key={r} value={r}>
                    {r}%
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('country_of_origin', 'Country of origin')}
          {text('best_before_months', 'Best before (months)', { inputMode: 'numeric' })}
          {area('description', 'Description')}
          {area('ingredients', 'Ingredients')}
          {area('usage_info', 'How to use')}
          {area('storage_info', 'Storage')}
          {area('benefits', 'Benefits', 'One per line')}
          {area(
            'search_aliases',
            'Other names shoppers search for',
            "Hindi and regional names: 'sahjan, murungai'",
          )}
          <label className="flex items-start gap-3 text-sm sm:col-span-2">
            <input type="checkbox" className="mt-0.5 size-5 accent-leaf" {...register('featured')} />
            <span>
              <span className="font-semibold">Featured on the home page</span>
              <span className="block text-ink-soft">
                Shown first in the home page’s featured products, before the moringa range.
              </span>
            </span>
          </label>
        </fieldset>
        <div className="flex gap-3 sm:col-span-2">
          {!readOnly && (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : creating ? 'Add product' : 'Save changes'}
            </Button>
          )}
          <ButtonLink variant="ghost" to="/admin/products">
            Back to products
          </ButtonLink>
        </div>
      </form>
      {!creating && (
        <div className="xl:col-span-2 xl:row-start-2">
          <PacksPanel productId={product.id} readOnly={readOnly} />
        </div>
      )}
      {!creating && (
        <div className="flex flex-col gap-6 xl:row-start-1 xl:col-start-2">
          {!readOnly && <PicturesPanel product={product} />}
          <StockPanel product={product} />
          {!readOnly && <ArchivePanel product={product} />}
        </div>
      )}
    </div>
  )
  return (
    <>
      <PageHeader
        title={creating ? 'Add a product' : product.name}
        intro={
          creating
            ? 'It appears in the shop as soon as it is saved.'
            : `#${product.id} · ${product.slug}${product.ordered ? ' · ordered before' : ''}`
        }
        actions={
          !creating && (
            <ButtonLink variant="secondary" to={`/product/${product.id}`} target="_blank">
              View in shop
            </ButtonLink>
          )
        }
      />
      {creating ? (
        details
      ) : (
        <LanguageTabs kind="product" id={product.id} readOnly={readOnly}>
          {details}
        </LanguageTabs>
      )}
    </>
  )
}

/** The form's fields as the conflict notice names them (decision 040). */
const FIELD_LABELS: Partial<Record<keyof FormValues, string>> = {
  name: 'Name',
  category: 'Category',
  size: 'Net quantity',
  price: 'Price (₹)',
  actual_price: 'MRP (₹)',
  stock_status: 'Stock status',
  hsn_code: 'HSN code',
  gst_rate: 'GST rate',
  country_of_origin: 'Country of origin',
  best_before_months: 'Best before (months)',
  description: 'Description',
  ingredients: 'Ingredients',
  usage_info: 'How to use',
  storage_info: 'Storage',
  benefits: 'Benefits',
  search_aliases: 'Other names shoppers search for',
  featured: 'Featured on the home page',
}

/**
 * An existing product's stock, read-only: the form never sends it (decision 031). It changes in the stock panel,
 * with a reason, as a relative change that sales at the same moment cannot undo.
 */
function CurrentStock({ product }: { product: AdminProduct }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold">Stock</span>
      <p className="flex min-h-11 flex-wrap items-center gap-3 text-sm" data-testid="current-stock">
        <StockPill p={product} />
        <a href={`#${STOCK_PANEL_ID}`} className="font-semibold text-leaf-deep underline underline-offset-2">
          Change it in the stock panel
        </a>
      </p>
      <span className="text-xs text-ink-soft">Saving this form never changes the stock.</span>
    </div>
  )
}
