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
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
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
import { productsTexts } from '../texts.en.ts'
import { PacksPanel } from './packs-panel.tsx'
import { ArchivePanel } from './product-archive.tsx'
import { PicturesPanel, STOCK_PANEL_ID, StockPanel, StockPill } from './product-panels.tsx'

const say = adminSay(productsTexts)

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
  const options: [string, string][] = list.map((c) => [
    c.name,
    c.hidden ? say('form.category.hidden', { name: c.name }) : c.name,
  ])
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
      toast.success(creating ? say('form.toast.added', { name: data.name }) : say('form.toast.saved'))
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
            {say('form.read.only')}
          </p>
        )}
        <fieldset disabled={readOnly} className="contents">
          <div className="sm:col-span-2">{text('name', say('form.name'), { required: true })}</div>
          <Field
            label={say('form.category')}
            required
            error={errors.category?.message}
            hint={categories.isError ? say('form.categories.failed') : undefined}
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
          {text('size', say('form.size'), { required: true, hint: say('form.size.hint') })}
          {text('price', say('form.price'), { required: true, inputMode: 'decimal' })}
          {text('actual_price', say('form.mrp'), {
            required: true,
            inputMode: 'decimal',
            hint: say('form.mrp.hint'),
          })}
          {creating ? (
            text('stock', say('form.stock.opening'), {
              inputMode: 'numeric',
              hint: say('form.stock.opening.hint'),
            })
          ) : (
            <CurrentStock product={product} />
          )}
          <Field label={say('form.stock.status')} error={errors.stock_status?.message}>
            {(a11y) => (
              <select {...a11y} className={inputClass} {...register('stock_status')}>
                {STOCK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {say(STOCK_STATUS_LABELS[s])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('hsn_code', say('form.hsn'), {
            required: true,
            inputMode: 'numeric',
            hint: say('form.hsn.hint'),
          })}
          <Field label={say('form.gst')} required error={errors.gst_rate?.message}>
            {(a11y) => (
              <select {...a11y} className={inputClass} {...register('gst_rate')}>
                {GST_RATES.map((r) => (
                  <option key={r} value={r}>
                    {say('form.gst.rate', { rate: String(r) })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('country_of_origin', say('form.origin'))}
          {text('best_before_months', say('form.best.before'), { inputMode: 'numeric' })}
          {area('description', say('form.description'))}
          {area('ingredients', say('form.ingredients'))}
          {area('usage_info', say('form.usage'))}
          {area('storage_info', say('form.storage'))}
          {area('benefits', say('form.benefits'), say('form.benefits.hint'))}
          {area('search_aliases', say('form.aliases'), say('form.aliases.hint'))}
          <label className="flex items-start gap-3 text-sm sm:col-span-2">
            <input type="checkbox" className="mt-0.5 size-5 accent-leaf" {...register('featured')} />
            <span>
              <span className="font-semibold">{say('form.featured')}</span>
              <span className="block text-ink-soft">{say('form.featured.hint')}</span>
            </span>
          </label>
        </fieldset>
        <div className="flex gap-3 sm:col-span-2">
          {!readOnly && (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? say('form.saving') : creating ? say('form.add') : say('form.save')}
            </Button>
          )}
          <ButtonLink variant="ghost" to="/admin/products">
            {say('form.back')}
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
        title={creating ? say('form.title.new') : product.name}
        intro={
          creating
            ? say('form.intro.new')
            : say(product.ordered ? 'form.intro.ordered' : 'form.intro', {
                id: String(product.id),
                slug: product.slug,
              })
        }
        actions={
          !creating && (
            <ButtonLink variant="secondary" to={`/product/${product.id}`} target="_blank">
              {say('form.view')}
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
  name: say('form.name'),
  category: say('form.category'),
  size: say('form.size'),
  price: say('form.price'),
  actual_price: say('form.mrp'),
  stock_status: say('form.stock.status'),
  hsn_code: say('form.hsn'),
  gst_rate: say('form.gst'),
  country_of_origin: say('form.origin'),
  best_before_months: say('form.best.before'),
  description: say('form.description'),
  ingredients: say('form.ingredients'),
  usage_info: say('form.usage'),
  storage_info: say('form.storage'),
  benefits: say('form.benefits'),
  search_aliases: say('form.aliases'),
  featured: say('form.featured'),
}

/** The stock statuses as the select shows them (the API's values stay as they are). */
const STOCK_STATUS_LABELS = {
  'In Stock': 'form.stock.status.in',
  'Out of Stock': 'form.stock.status.out',
  'Comming Soon': 'form.stock.status.soon',
} as const satisfies Record<(typeof STOCK_STATUSES)[number], keyof typeof productsTexts>

/**
 * An existing product's stock, read-only: the form never sends it (decision 031). It changes in the stock panel,
 * with a reason, as a relative change that sales at the same moment cannot undo.
 */
function CurrentStock({ product }: { product: AdminProduct }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold">{say('form.stock')}</span>
      <p className="flex min-h-11 flex-wrap items-center gap-3 text-sm" data-testid="current-stock">
        <StockPill p={product} />
        <a href={`#${STOCK_PANEL_ID}`} className="font-semibold text-leaf-deep underline underline-offset-2">
          {say('form.stock.change')}
        </a>
      </p>
      <span className="text-xs text-ink-soft">{say('form.stock.never')}</span>
    </div>
  )
}
