// Products in the back office: the list (search, filters, sort, pages) and the form that creates or edits one,
// checked by the same contract the server checks with; stock is adjusted with a reason beside it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router'
import {
  type AdminProduct,
  GST_RATES,
  productCreateInput,
  productUpdateInput,
  STOCK_REASONS,
  STOCK_STATUSES,
} from '../../../domain/contracts/admin.ts'
import { CATEGORY_VALUES } from '../../../domain/messages.ts'
import { LOW_STOCK_THRESHOLD } from '../../../domain/stock.ts'
import { Button, ButtonLink } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Field, inputClass } from '../../ui/field.tsx'
import { toast } from '../../ui/toast.tsx'
import { adminApi, type Page } from './admin-api.ts'
import { ArchivePanel } from './admin-product-archive.tsx'
import {
  ListState,
  PageHeader,
  Pager,
  Pill,
  panelClass,
  rupees,
  SortHeader,
  Table,
  TextField,
  tdClass,
  thClass,
  when,
  wideOnly,
} from './admin-ui.tsx'

function StockPill({ p }: { p: Pick<AdminProduct, 'stock' | 'stock_status'> }) {
  if (p.stock_status === 'Comming Soon') return <Pill tone="blue">Coming soon</Pill>
  if (p.stock <= 0) return <Pill tone="red">Out of stock</Pill>
  if (p.stock < LOW_STOCK_THRESHOLD) return <Pill tone="amber">Low: {p.stock}</Pill>
  return <Pill tone="green">{p.stock} in stock</Pill>
}

export function ProductsPage() {
  const [q, setQ] = useState('')
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState('')
  const [stock, setStock] = useState('')
  const [status, setStatus] = useState('active')
  const [sort, setSort] = useState('name')
  const [page, setPage] = useState(1)
  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(q.trim())
      setPage(1)
    }, 250)
    return () => clearTimeout(t)
  }, [q])
  const list = useQuery({
    queryKey: ['admin', 'products', { search, category, stock, status, sort, page }],
    queryFn: () =>
      adminApi.get<Page<AdminProduct>>('/products', {
        q: search,
        category,
        stock,
        status,
        sort,
        page,
        per_page: 20,
      }),
    placeholderData: keepPreviousData,
  })
  const rows = list.data?.data ?? []
  return (
    <>
      <PageHeader
        title="Products"
        intro="Prices, stock and everything shoppers and invoices read. Changes show in the shop at once."
        actions={<ButtonLink to="/admin/products/new">Add a product</ButtonLink>}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-[1fr_11rem_11rem_11rem]">
        <TextField
          label="Search"
          type="search"
          placeholder="Name, Hindi name or id"
          value={q}
          onChange={setQ}
        />
        <Field label="Category">
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value)
                setPage(1)
              }}
            >
              <option value="">All</option>
              {CATEGORY_VALUES.products.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Stock">
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={stock}
              onChange={(e) => {
                setStock(e.target.value)
                setPage(1)
              }}
            >
              <option value="">Any</option>
              <option value="low">Low (under {LOW_STOCK_THRESHOLD})</option>
              <option value="out">Out of stock</option>
            </select>
          )}
        </Field>
        <Field label="Status">
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value)
                setPage(1)
              }}
            >
              <option value="active">On sale</option>
              <option value="archived">Archived</option>
              <option value="all">All</option>
            </select>
          )}
        </Field>
      </div>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText="No product matches."
        onRetry={() => list.refetch()}
      />
      {rows.length > 0 && (
        <Table caption="Products">
          <thead>
            <tr>
              <SortHeader label="Product" field="name" sort={sort} onSort={setSort} />
              <th className={`${thClass} ${wideOnly}`}>Category</th>
              <SortHeader label="Price" field="price" sort={sort} onSort={setSort} />
              <SortHeader label="Stock" field="stock" sort={sort} onSort={setSort} />
              <th className={`${thClass} ${wideOnly}`}>Updated</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id} className="hover:bg-parchment">
                <td className={tdClass}>
                  <Link
                    to={`/admin/products/${p.id}`}
                    className="font-semibold text-leaf-deep hover:underline"
                  >
                    {p.name}
                  </Link>
                  <span className="block text-xs text-ink-soft">
                    #{p.id} · {p.size}
                    {p.archived_at && ' · archived'}
                  </span>
                </td>
                <td className={`${tdClass} ${wideOnly}`}>{p.category}</td>
                <td className={tdClass}>
                  {rupees(p.price)}
                  {p.actual_price > p.price && (
                    <span className="block text-xs text-ink-soft line-through">{rupees(p.actual_price)}</span>
                  )}
                </td>
                <td className={tdClass}>
                  <StockPill p={p} />
                </td>
                <td className={`${tdClass} ${wideOnly} whitespace-nowrap text-ink-soft`}>
                  {when(p.updated_at)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager pagination={list.data?.pagination} onPage={setPage} />
    </>
  )
}

/** What the form holds: text as typed; turned into the API's input (and checked by its contract) on submit. */
interface FormValues {
  name: string
  description: string
  category: string
  price: string
  actual_price: string
  stock: string
  stock_status: string
  size: string
  hsn_code: string
  gst_rate: string
  country_of_origin: string
  best_before_months: string
  ingredients: string
  usage_info: string
  storage_info: string
  benefits: string
  search_aliases: string
  featured: boolean
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s))

function toInput(v: FormValues) {
  return {
    name: v.name,
    description: v.description,
    category: v.category,
    price: num(v.price),
    actual_price: num(v.actual_price),
    stock: num(v.stock),
    stock_status: v.stock_status,
    size: v.size,
    hsn_code: v.hsn_code,
    gst_rate: num(v.gst_rate),
    country_of_origin: v.country_of_origin,
    best_before_months: num(v.best_before_months),
    ingredients: v.ingredients,
    usage_info: v.usage_info,
    storage_info: v.storage_info,
    benefits: v.benefits
      .split('\n')
      .map((b) => b.trim())
      .filter(Boolean),
    search_aliases: v.search_aliases,
    featured: v.featured,
  }
}

/** The server's own contract checks the form: the same messages in the browser and from the API. */
const contractResolver =
  (creating: boolean): Resolver<FormValues> =>
  async (values) => {
    const input = toInput(values)
    const schema = creating ? productCreateInput : productUpdateInput
    const parsed = schema.safeParse(input)
    const errors: FieldErrors<FormValues> = {}
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'name') as keyof FormValues
        if (!errors[key]) errors[key] = { type: 'contract', message: issue.message }
      }
    if (!creating && input.price > input.actual_price && !errors.price)
      errors.price = { type: 'contract', message: 'The price cannot be above the MRP' }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
  }

const EMPTY: FormValues = {
  name: '',
  description: '',
  category: 'Superfoods',
  price: '',
  actual_price: '',
  stock: '0',
  stock_status: 'In Stock',
  size: '100g',
  hsn_code: '',
  gst_rate: '5',
  country_of_origin: 'India',
  best_before_months: '12',
  ingredients: '',
  usage_info: '',
  storage_info: '',
  benefits: '',
  search_aliases: '',
  featured: false,
}

function fromProduct(p: AdminProduct): FormValues {
  return {
    name: p.name,
    description: p.description,
    category: p.category,
    price: String(p.price),
    actual_price: String(p.actual_price),
    stock: String(p.stock),
    stock_status: p.stock_status,
    size: p.size,
    hsn_code: p.hsn_code,
    gst_rate: String(p.gst_rate),
    country_of_origin: p.country_of_origin,
    best_before_months: String(p.best_before_months),
    ingredients: p.ingredients,
    usage_info: p.usage_info,
    storage_info: p.storage_info,
    benefits: p.benefits.join('\n'),
    search_aliases: p.search_aliases,
    featured: p.featured,
  }
}

export function ProductFormPage() {
  const { id } = useParams()
  const creating = id === undefined
  const product = useQuery({
    queryKey: ['admin', 'product', id],
    queryFn: () => adminApi.get<{ data: AdminProduct }>(`/products/${id}`).then((r) => r.data),
    enabled: !creating,
  })
  if (!creating && (product.isPending || product.error))
    return <ListState loading={product.isPending} error={product.error} empty={false} emptyText="" />
  return <ProductForm key={id ?? 'new'} product={product.data} />
}

function ProductForm({ product }: { product?: AdminProduct }) {
  const creating = !product
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<FormValues>({
    defaultValues: product ? fromProduct(product) : EMPTY,
    resolver: contractResolver(creating),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { register, formState } = form
  const errors = formState.errors
  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const input = toInput(values)
      if (creating) return adminApi.post<{ data: AdminProduct }>('/products', input)
      // Only what changed is sent, so a concurrent change of another field is not overwritten.
      const before = toInput(fromProduct(product))
      const changed = Object.fromEntries(
        Object.entries(input).filter(
          ([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k as keyof typeof before]),
        ),
      )
      return adminApi.patch<{ data: AdminProduct }>(`/products/${product.id}`, changed)
    },
    onSuccess: ({ data }) => {
      setServerError(null)
      queryClient.invalidateQueries({ queryKey: ['admin'] })
      queryClient.setQueryData(['admin', 'product', String(data.id)], data)
      toast.success(creating ? `${data.name} added to the shop` : 'Saved. The shop shows it now.')
      if (creating) navigate(`/admin/products/${data.id}`, { replace: true })
      else form.reset(fromProduct(data))
    },
    onError: (err) => setServerError(err.message),
  })
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
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <form
          onSubmit={form.handleSubmit((v) => save.mutate(v))}
          noValidate
          className={`${panelClass} grid gap-4 sm:grid-cols-2`}
        >
          {serverError && (
            <div role="alert" className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error sm:col-span-2">
              {serverError}
            </div>
          )}
          <div className="sm:col-span-2">{text('name', 'Name', { required: true })}</div>
          <Field label="Category" required error={errors.category?.message}>
            {(a11y) => (
              <select {...a11y} className={inputClass} {...register('category')}>
                {CATEGORY_VALUES.products.map((c) => (
                  <option key={c}>{c}</option>
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
          {text('stock', 'Stock', {
            inputMode: 'numeric',
            hint: creating ? undefined : 'Or adjust with a reason beside the form',
          })}
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
          <div className="flex gap-3 sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : creating ? 'Add product' : 'Save changes'}
            </Button>
            <ButtonLink variant="ghost" to="/admin/products">
              Back to products
            </ButtonLink>
          </div>
        </form>
        {!creating && (
          <div className="flex flex-col gap-6">
            <PicturesPanel product={product} />
            <StockPanel product={product} />
            <ArchivePanel product={product} />
          </div>
        )}
      </div>
    </>
  )
}

function PicturesPanel({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const done = ({ data }: { data: AdminProduct }) => {
    setError(null)
    queryClient.setQueryData(['admin', 'product', String(data.id)], data)
    void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] })
  }
  const add = useMutation({
    mutationFn: (file: File) =>
      adminApi.upload<{ data: AdminProduct }>(`/products/${product.id}/images`, 'image', file),
    onSuccess: (r) => {
      done(r)
      toast.success('Picture added')
    },
    onError: (err) => setError(err.message),
  })
  const remove = useMutation({
    mutationFn: (position: number) =>
      adminApi.delete<{ data: AdminProduct }>(`/products/${product.id}/images/${position}`),
    onSuccess: (r) => {
      done(r)
      toast.success('Picture removed')
    },
    onError: (err) => setError(err.message),
  })
  const full = product.images.length >= 5
  return (
    <section aria-labelledby="pictures-heading" className={`${panelClass} h-fit`}>
      <h2 id="pictures-heading" className="text-lg">
        Pictures
      </h2>
      <p className="mt-1 text-xs text-ink-soft">
        The first is the one on cards. Up to 5; JPEG, PNG, WebP or AVIF.
      </p>
      {product.images.length === 0 && (
        <p className="mt-3 text-sm text-ink-soft">No pictures yet: the shop shows the product’s artwork.</p>
      )}
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {product.images.map((url, i) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={`${product.name}, view ${i + 1}`}
              className="aspect-square w-full rounded-lg border border-line bg-sand object-cover"
            />
            <ConfirmDialog
              trigger={
                <button
                  type="button"
                  className="mt-1 w-full text-xs font-semibold text-error hover:underline"
                >
                  Remove<span className="sr-only"> view {i + 1}</span>
                </button>
              }
              title="Remove this picture?"
              description="It leaves the shop at once and its files are deleted."
              confirmLabel="Remove picture"
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
        {add.isPending ? 'Uploading…' : full ? 'Five pictures: remove one to add' : 'Add a picture'}
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

interface Movement {
  id: number
  change: number
  stock_after: number
  reason: string
  note: string
  actor: string
  at: string
}

function StockPanel({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient()
  const [change, setChange] = useState('')
  const [reason, setReason] = useState<string>('received')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const history = useQuery({
    queryKey: ['admin', 'stock', product.id],
    queryFn: () => adminApi.get<{ data: Movement[] }>(`/products/${product.id}/stock`).then((r) => r.data),
  })
  const adjust = useMutation({
    mutationFn: () =>
      adminApi.post<{ data: Movement }>(`/products/${product.id}/stock`, {
        change: Number(change),
        reason,
        note,
      }),
    onSuccess: ({ data }) => {
      setChange('')
      setNote('')
      setError(null)
      toast.success(`Stock is now ${data.stock_after}`)
      queryClient.invalidateQueries({ queryKey: ['admin'] })
    },
    onError: (err) => setError(err.message),
  })
  return (
    <section aria-labelledby="stock-heading" className={`${panelClass} h-fit`}>
      <h2 id="stock-heading" className="text-lg">
        Stock
      </h2>
      <p className="mt-1 text-sm">
        <StockPill p={product} />
      </p>
      <form
        className="mt-4 flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!/^-?\d+$/.test(change.trim()) || Number(change) === 0)
            return setError('Enter how many to add (or, with a minus, to take away)')
          adjust.mutate()
        }}
      >
        <Field label="Add or take away" hint="25 received, -3 damaged" error={error ?? undefined}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="numeric"
              className={inputClass}
              value={change}
              onChange={(e) => setChange(e.target.value)}
            />
          )}
        </Field>
        <Field label="Reason">
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            >
              {STOCK_REASONS.map((r) => (
                <option key={r} value={r}>
                  {r[0]!.toUpperCase() + r.slice(1)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField label="Note" placeholder="Batch, supplier…" value={note} onChange={setNote} />
        <Button type="submit" variant="secondary" disabled={adjust.isPending}>
          {adjust.isPending ? 'Saving…' : 'Adjust stock'}
        </Button>
      </form>
      <h3 className="mt-6 text-base">History</h3>
      {history.data?.length === 0 && <p className="mt-2 text-sm text-ink-soft">No adjustments yet.</p>}
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
