import { SlidersHorizontal, X } from 'lucide-react'
import { type ComponentProps, Suspense, useMemo, useState } from 'react'
import type { Category } from '#domain/contracts/catalogue.ts'
import { prefetchCategories, useCategories } from '#web/lib/api/get-categories.ts'
import { allProductsQuery, prefetchProductList, useProductList } from '#web/lib/api/get-products.ts'
import { HydrateLater, useReleaseAfterHydration } from '#web/lib/hydrate-later.tsx'
import { lazyWithTexts, withTexts } from '#web/lib/i18n/lazy.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import type { LoaderArgs } from '#web/lib/page-loader.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { useSearchParams } from '#web/lib/router.tsx'
import { useNearViewport } from '#web/lib/use-near-viewport.ts'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { FilterSidebar } from './components/filter-sidebar.tsx'
import { ProductCard } from './components/product-card.tsx'
import {
  DEFAULT_FILTERS,
  filterProducts,
  hasActiveFilters,
  type ProductFilters,
  readListingParams,
  SORT_OPTIONS,
  type SortKey,
  sortProducts,
  writeListingParams,
} from './model/catalogue-view.ts'
import type { ProductActions } from './product-actions.ts'
import '#web/lib/i18n/messages/listing.en.ts'

const FIRST_ROW = 3
/** The cards a first screen can show (three rows of two on a phone, two of three on a wide screen). */
const FIRST_SCREEN = 6
/**
 * The cards under them are hydrated after the rest of the page (HydrateLater), and laid out and painted only as
 * they come near the viewport (decision 012: the listing's blocking time): until then each holds the size of a
 * card at that width (the size it last had, once drawn). They stay in the page, its accessibility tree and
 * find-in-page.
 */
const OFF_SCREEN_CARD =
  '[content-visibility:auto] [contain-intrinsic-height:auto_330px] sm:[contain-intrinsic-height:auto_560px]'

/**
 * Starts the request while the page chunk arrives; the server renders the page with the same list. When the list
 * at hand (the server's, on the first load) shows no product for these filters, or failed, the page waits for the
 * message's code too: a server-rendered message then hydrates with the page and its buttons answer at once.
 */
export function loader({ queryClient, search }: LoaderArgs) {
  prefetchProductList(queryClient)
  prefetchCategories(queryClient)
  if (typeof window === 'undefined') return null
  const state = queryClient.getQueryState(allProductsQuery().queryKey)
  const none =
    state?.status === 'error' ||
    (state?.data !== undefined &&
      filterProducts(state.data.products, readListingParams(search).filters, Date.now()).length === 0)
  return none ? loadListingState() : null
}

/** docs/product.md, Routes and screens: "Products page"; the route gives the cards' cart and wishlist actions (app/routes/products-page.tsx). */
export function ProductsPage({ actions }: { actions: ProductActions }) {
  const { t } = useT()
  usePageMeta({ title: t('products.meta.title'), description: t('products.meta.description') })
  const [searchParams, setSearchParams] = useSearchParams()
  // The URL is the source of truth (Back, shared links), but the router applies it in a transition, so
  // the controls keep their own copy that changes at once and is re-read whenever the URL changes.
  const urlKey = searchParams.toString()
  const [seenKey, setSeenKey] = useState(urlKey)
  const [listing, setListing] = useState(() => readListingParams(searchParams))
  if (urlKey !== seenKey) {
    setSeenKey(urlKey)
    setListing(readListingParams(searchParams))
  }
  const { filters, sort } = listing
  const query = useProductList() // docs/product.md, Calls: the products screen loads the first 100
  // the category filter's options and counts: the categories the shop shows (decision 051)
  const categories = useCategories().data
  useReleaseAfterHydration()

  // Replace rather than push: Back from a product returns to the same filtered list, and one more
  // Back leaves the page instead of undoing filters one by one.
  const update = (next: ProductFilters, nextSort: SortKey = sort) => {
    setListing({ filters: next, sort: nextSort })
    setSearchParams(writeListingParams(next, nextSort), { replace: true, preventScrollReset: true })
  }
  const clearAll = () => update(DEFAULT_FILTERS)

  const visible = useMemo(
    () => sortProducts(filterProducts(query.data?.products ?? [], filters, Date.now()), sort),
    [query.data, filters, sort],
  )
  const active = hasActiveFilters(filters)

  return (
    <div className="pb-16">
      <header className="border-b border-line bg-sand/60">
        <div className="container-page py-8 sm:py-10">
          <p className="text-sm font-semibold tracking-wider text-leaf uppercase">{t('products.kicker')}</p>
          <h1 className="mt-1 text-3xl sm:text-4xl">{t('products.heading')}</h1>
          <p className="mt-3 max-w-2xl text-ink-soft">{t('products.lead')}</p>
        </div>
      </header>

      <div className="container-page mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <Card className="sticky top-24 p-5">
            <h2 id="filters-heading" className="mb-5 text-xl">
              {t('products.filters')}
            </h2>
            <FilterSidebar filters={filters} categories={categories} onChange={update} />
          </Card>
        </aside>

        <section aria-labelledby="results-heading" className="min-w-0">
          <h2 id="results-heading" className="sr-only">
            {t('products.results')}
          </h2>
          <div className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-3">
            <div className="order-1 lg:hidden">
              <FilterDrawer filters={filters} categories={categories} active={active} onApply={update} />
            </div>
            <label className="order-2 ml-auto flex items-center gap-2 text-sm font-medium text-ink lg:order-3">
              {t('products.sort')}
              <select
                value={sort}
                onChange={(e) => update(filters, e.target.value as SortKey)}
                className="h-10 rounded-full border border-line bg-white pr-8 pl-4 text-sm text-ink hover:border-leaf"
              >
                {SORT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {t(o.label)}
                  </option>
                ))}
              </select>
            </label>
            <div className="order-3 flex w-full flex-wrap items-center gap-x-3 gap-y-2 lg:order-1 lg:w-auto">
              <p role="status" className="text-sm text-ink-soft">
                {query.isPending ? (
                  t('products.loading')
                ) : (
                  <>
                    {t('products.showing')}{' '}
                    <span className="font-semibold text-ink tabular">{visible.length}</span>{' '}
                    {t('products.count', { count: visible.length })}
                  </>
                )}
              </p>
              {active && (
                <span className="flex items-center gap-2">
                  <Badge tone="turmeric">{t('products.filters.applied')}</Badge>
                  <button
                    type="button"
                    onClick={clearAll}
                    className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-leaf hover:bg-leaf-soft"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                    {t('products.clear')}
                  </button>
                </span>
              )}
            </div>
          </div>

          {query.isPending ? (
            <ProductGridSkeleton />
          ) : query.isError || visible.length === 0 ? (
            <Suspense fallback={null}>
              <ListingState
                failed={query.isError}
                retrying={query.isError && query.isFetching}
                onRetry={() => void query.refetch()}
                filtered={active}
                onClear={clearAll}
              />
            </Suspense>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3">
              {visible.map((product, i) => (
                <li key={product.id} className={i < FIRST_SCREEN ? undefined : OFF_SCREEN_CARD}>
                  {i < FIRST_SCREEN ? (
                    <ProductCard product={product} priority={i < FIRST_ROW} actions={actions} />
                  ) : (
                    <HydrateLater>
                      <ProductCard product={product} actions={actions} />
                    </HydrateLater>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <ShopPromisesWhenNear />
    </div>
  )
}

// Shown instead of the grid: a failed load, or no product matching (not on the first load's list).
type ListingStateModule = typeof import('./components/listing-states.tsx')
let listingState: ListingStateModule['default'] | undefined
const loadListingState = () =>
  withTexts(import('./components/listing-states.tsx')).then((m: ListingStateModule) => {
    listingState = m.default
    return m
  })
const LazyListingState = lazyWithTexts(loadListingState)
/**
 * Drawn at once when the loader has loaded it (React's lazy would still wait a tick, and miss a first click).
 * Chosen once, so the message is not drawn anew (losing focus on Try Again) when the code arrives.
 */
function ListingState(props: ComponentProps<ListingStateModule['default']>) {
  const [Loaded] = useState(() => listingState ?? LazyListingState)
  return <Loaded {...props} />
}
const ShopPromises = lazyWithTexts(() => import('./components/shop-promises.tsx'))

/** The promises under the list arrive as the shopper scrolls towards them (below 20 cards, on any screen). */
function ShopPromisesWhenNear() {
  const [ref, near] = useNearViewport<HTMLDivElement>('400px')
  return (
    <div
      ref={ref}
      className="container-page mt-14 min-h-[17.625rem] sm:min-h-[10.125rem] lg:min-h-[7.375rem] xl:min-h-[5.875rem]"
    >
      {near && (
        <Suspense fallback={null}>
          <ShopPromises />
        </Suspense>
      )}
    </div>
  )
}

// The drawer (Radix Dialog, its focus trap and scroll lock) arrives on the first press of Filters.
const FilterDrawerOpen = lazyWithTexts(() => import('./components/filter-drawer.tsx'))

/** Phone and tablet: the Filters button; the drawer it opens applies the filters only on 'Apply Filters'. */
function FilterDrawer({
  filters,
  categories,
  active,
  onApply,
}: {
  filters: ProductFilters
  categories?: readonly Category[]
  active: boolean
  onApply: (next: ProductFilters) => void
}) {
  const [wanted, setWanted] = useState(false)
  const { t } = useT()
  const button = (
    <Button
      variant="secondary"
      size="sm"
      className="lg:hidden"
      aria-haspopup="dialog"
      onClick={() => setWanted(true)}
    >
      <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
      {t('products.filters')}
      {active && <span className="sr-only">{t('products.filters.applied.short')}</span>}
    </Button>
  )
  if (!wanted) return button
  return (
    <Suspense fallback={button}>
      <FilterDrawerOpen trigger={button} filters={filters} categories={categories} onApply={onApply} />
    </Suspense>
  )
}

function ProductGridSkeleton() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Card as="li" key={i} className="overflow-hidden">
          <Skeleton className="aspect-square rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-9 w-full rounded-full" />
          </div>
        </Card>
      ))}
    </ul>
  )
}
