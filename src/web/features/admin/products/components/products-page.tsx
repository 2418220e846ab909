// Products in the back office: the list with search, filters (category, stock, on sale or archived), sort and pages.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { formatPaise } from '#domain/money.ts'
import { LOW_STOCK_THRESHOLD } from '#domain/stock.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { useCan } from '#web/features/admin/shell/api/me.ts'
import { missingTranslationsQuery } from '#web/features/admin/shell/api/translations.ts'
import {
  ListState,
  PageHeader,
  Pager,
  SelectField,
  SortHeader,
  Table,
  TextField,
  tdClass,
  thClass,
  when,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { LANGUAGE_NAMES } from '#web/features/admin/shell/components/language-tabs.tsx'
import { Link } from '#web/lib/router.tsx'
import { ButtonLink } from '#web/ui/button.tsx'
import { categoriesQuery } from '../api/categories.ts'
import { productsQuery } from '../api/get-products.ts'
import { productsTexts } from '../texts.en.ts'
import { StockPill } from './product-panels.tsx'

const say = adminSay(productsTexts)

export function ProductsPage() {
  const [q, setQ] = useState('')
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState('')
  const [stock, setStock] = useState('')
  const [status, setStatus] = useState('active')
  const [sort, setSort] = useState('name')
  const [page, setPage] = useState(1)
  // a filter changed: back to its first page
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value)
    setPage(1)
  }
  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(q.trim())
      setPage(1)
    }, 250)
    return () => clearTimeout(t)
  }, [q])
  const list = useQuery(productsQuery({ search, category, stock, status, sort, page }))
  // the shop's categories (decision 051), hidden ones marked
  const categories = useQuery(categoriesQuery())
  const can = useCan()
  const rows = list.data?.data ?? []
  // the languages each product lacks a field in (decision 059): shoppers reading them see English there
  const translations = useQuery(missingTranslationsQuery('product', can('products')))
  const lacking = new Map((translations.data ?? []).map((t) => [t.id, t.missing_languages]))
  return (
    <>
      <PageHeader
        title={say('list.title')}
        intro={say('list.intro')}
        actions={
          <>
            <ButtonLink to="/admin/stock-take" variant="secondary">
              {say('list.stock.take')}
            </ButtonLink>
            {can('products') && (
              <ButtonLink to="/admin/categories" variant="secondary">
                {say('list.categories')}
              </ButtonLink>
            )}
            {can('products') && (
              <ButtonLink to="/admin/catalogue-import" variant="secondary">
                {say('list.import')}
              </ButtonLink>
            )}
            <ButtonLink to="/admin/products/new">{say('list.add')}</ButtonLink>
          </>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-[1fr_11rem_11rem_11rem]">
        <TextField
          label={say('list.search')}
          type="search"
          placeholder={say('list.search.placeholder')}
          value={q}
          onChange={setQ}
        />
        <SelectField
          label={say('list.category')}
          value={category}
          onChange={filter(setCategory)}
          options={[
            ['', say('list.all')],
            ...(categories.data ?? []).map(
              (c) => [c.name, c.hidden ? say('list.category.hidden', { name: c.name }) : c.name] as const,
            ),
          ]}
        />
        <SelectField
          label={say('list.stock')}
          value={stock}
          onChange={filter(setStock)}
          options={[
            ['', say('list.stock.any')],
            ['low', say('list.stock.low', { threshold: String(LOW_STOCK_THRESHOLD) })],
            ['out', say('list.stock.out')],
          ]}
        />
        <SelectField
          label={say('list.status')}
          value={status}
          onChange={filter(setStatus)}
          options={[
            ['active', say('list.status.active')],
            ['archived', say('list.status.archived')],
            ['all', say('list.status.all')],
          ]}
        />
      </div>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={say('list.empty')}
        onRetry={() => list.refetch()}
      />
      {rows.length > 0 && (
        <Table caption={say('list.caption')}>
          <thead>
            <tr>
              <SortHeader label={say('list.column.product')} field="name" sort={sort} onSort={setSort} />
              <th className={`${thClass} ${wideOnly}`}>{say('list.column.category')}</th>
              <SortHeader label={say('list.column.price')} field="price" sort={sort} onSort={setSort} />
              <SortHeader label={say('list.column.stock')} field="stock" sort={sort} onSort={setSort} />
              <th className={`${thClass} ${wideOnly}`}>{say('list.column.updated')}</th>
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
                    {p.archived_at && say('list.archived')}
                  </span>
                  {(lacking.get(p.id)?.length ?? 0) > 0 && (
                    <span className="block text-xs text-turmeric-deep" data-testid={`untranslated-${p.id}`}>
                      {say('list.untranslated', {
                        languages: lacking
                          .get(p.id)!
                          .map((l) => LANGUAGE_NAMES[l])
                          .join(', '),
                      })}
                    </span>
                  )}
                </td>
                <td className={`${tdClass} ${wideOnly}`}>{p.category}</td>
                <td className={tdClass}>
                  {formatPaise(p.price)}
                  {p.actual_price > p.price && (
                    <span className="block text-xs text-ink-soft line-through">
                      {formatPaise(p.actual_price)}
                    </span>
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
