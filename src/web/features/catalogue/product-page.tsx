import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, CircleCheck, ShoppingBag, Sprout } from 'lucide-react'
import { type ReactNode, Suspense, useState } from 'react'
import type { Product } from '#domain/contracts/catalogue.ts'
import { formatRupees } from '#domain/money.ts'
import { percentOff } from '#domain/pricing.ts'
import { isUnavailable, type StockState } from '#domain/stock.ts'
import { type ProductRead, productQuery } from '#web/lib/api/get-product.ts'
import type { ProductPage } from '#web/lib/api/get-products.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { useEarlyTap } from '#web/lib/early-taps.ts'
import { localBatchLine } from '#web/lib/i18n/batch-line.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { lazyWithTexts } from '#web/lib/i18n/lazy.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import type { LoaderArgs } from '#web/lib/page-loader.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link, useParams, useSearchParams } from '#web/lib/router.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { Price } from '#web/ui/price.tsx'
import { Spinner } from '#web/ui/skeleton.tsx'
import { Stars } from '#web/ui/stars.tsx'
import { BelowFold } from './components/below-fold.tsx'
import { PackSizeSelector } from './components/pack-size-selector.tsx'
import { ProductGallery } from './components/product-gallery.tsx'
import { QuantityStepper } from './components/quantity-stepper.tsx'
import {
  buildGallery,
  chosenPack,
  lineTotal,
  PACK_SIZE_PARAM,
  type PackChoice,
  packChoices,
  packStockState,
} from './model/product-view.ts'
import type { ProductActions } from './product-actions.ts'
import '#web/lib/i18n/messages/product.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'
import { categoryShown } from '#domain/category-shown.ts'

// What the first screen of a phone does not show loads later: the parts under it as the shopper scrolls
// near them (BelowFold), the rest only when the product needs it.
const DeliveryCheck = lazyWithTexts(() =>
  import('./components/delivery-check.tsx').then((m) => ({ default: m.DeliveryCheck })),
)
const ProductInfoSections = lazyWithTexts(() =>
  import('./components/product-info-sections.tsx').then((m) => ({ default: m.ProductInfoSections })),
)
const RelatedProducts = lazyWithTexts(() =>
  import('./components/related-products.tsx').then((m) => ({ default: m.RelatedProducts })),
)
/** only for a product that cannot be bought now: 'Notify me' and the stock line's icon */
const NotifyMe = lazyWithTexts(() =>
  import('./components/notify-me.tsx').then((m) => ({ default: m.NotifyMe })),
)
const UnavailableIcon = lazyWithTexts(() =>
  import('./components/notify-me.tsx').then((m) => ({ default: m.UnavailableIcon })),
)
/** only when there is no product to show */
const ProductStatus = lazyWithTexts(() => import('./components/product-status.tsx'))

/** Warms the cache so the page renders with data; a missing product is left to the page's not-found view. */
export async function loader({ params, queryClient }: LoaderArgs) {
  const id = params.id ?? ''
  const detail = productQuery(id)
  // Coming from a list, the product is already in memory: show it at once instead of waiting for the network.
  if (queryClient.getQueryData(detail.queryKey) === undefined) {
    const known = queryClient
      .getQueriesData<ProductPage>({ queryKey: ['products', 'list'] })
      .flatMap(([, page]) => (Array.isArray(page?.products) ? page.products : []))
      .find((p) => String(p.id) === id)
    // Stale from the start: the page reads the product itself too, for its packs (decision 041).
    if (known) queryClient.setQueryData(detail.queryKey, known, { updatedAt: 0 })
  }
  // In the browser the page renders at once inside the shop's header and footer and says 'Loading product
  // details...' itself; the server waits for the data so the HTML carries it.
  if (typeof window !== 'undefined') {
    void queryClient.prefetchQuery(detail)
    return null
  }
  await queryClient.ensureQueryData(detail).catch(() => undefined)
  return null
}

interface Slots {
  actions: ProductActions
  /** the product's reviews (features/reviews), below the page */
  reviews: (product: Product) => ReactNode
}

/** docs/product.md, Routes and screens: "Product page"; the route composes it with the cart, the wishlist and the reviews (app/routes). */
export function ProductDetailPage(slots: Slots) {
  const { id = '' } = useParams()
  // The loader already tried once; a 404 must not be fetched again on mount.
  const query = useQuery({ ...productQuery(id), retryOnMount: false })

  if (query.isPending) return <Loading />

  if (query.isError)
    return (
      <Suspense fallback={null}>
        <ProductStatus
          notFound={query.error instanceof ApiError && query.error.status === 404}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Suspense>
    )

  return <ProductView key={query.data.id} product={query.data} {...slots} />
}

function Loading() {
  usePageMeta({})
  const { t } = useT()
  return (
    <div className="container-page flex min-h-[50vh] items-center justify-center py-16">
      <Spinner label={t('product.loading')} />
    </div>
  )
}

/** 'In stock', 'Only 3 left', 'Out of stock', 'Coming soon' (describeStock in model/product-view.ts), translated. */
const PACK_STOCK_KEYS: Record<StockState, MessageKey> = {
  in_stock: 'product.stock.in',
  low_stock: 'product.stock.low',
  out_of_stock: 'product.stock.out',
  coming_soon: 'product.stock.soon',
}

const STOCK_TONES = {
  in_stock: 'text-success',
  low_stock: 'text-turmeric-deep',
  out_of_stock: 'text-error',
  coming_soon: 'text-info',
}

function ProductView({ product, actions, reviews }: { product: ProductRead } & Slots) {
  usePageMeta({ title: product.name, description: product.description })
  const [quantity, setQuantity] = useState(1)
  const { addToCart, isAdding, WishlistButton } = actions
  // The pack shown is the address's (`?size=250g`, decision 041): a shared link opens it, the server renders it, and
  // choosing another rewrites the address in place (no new history entry). Unknown or absent: the default pack.
  const [params, setParams] = useSearchParams()
  const asked = params.get(PACK_SIZE_PARAM)
  // The chip answers at once; the address (a navigation in a transition) follows a moment later.
  const [picked, setPicked] = useState<{ size: string | null; from: string | null } | null>(null)
  const packs = packChoices(product)
  const pack = chosenPack(packs, picked && picked.from === asked ? picked.size : asked)
  const choose = (next: PackChoice) => {
    setPicked({ size: next.size, from: asked })
    setParams(
      (prev) => {
        if (next.variant_index === 0) prev.delete(PACK_SIZE_PARAM)
        else prev.set(PACK_SIZE_PARAM, next.size)
        return prev
      },
      { replace: true },
    )
  }
  const off = percentOff(pack.price, pack.actual_price)
  const unavailable = !pack.in_stock
  const busy = isAdding(product.id)
  // a tap before hydration is replayed here once hydrated (decision 012, amended 2026-11-27)
  const addTap = useEarlyTap(`add-to-cart:${product.id}`)
  const stockState = packStockState(pack)
  // where the pack a shopper receives comes from: its pack's next batch, first expiry first out (decision 052)
  const batch = product.packs?.find((k) => k.variant_index === pack.variant_index)?.batch
  const { t, lang } = useT()

  return (
    <div className="container-page pt-6 pb-16">
      <Link
        to="/products"
        className="inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-leaf hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('product.back')}
      </Link>

      <div className="mt-4 grid gap-8 lg:grid-cols-2 lg:gap-14">
        <div className="relative lg:sticky lg:top-24 lg:self-start">
          <ProductGallery images={buildGallery(product)} name={product.name} />
          {off > 0 && (
            <Badge tone="clay" className="absolute top-4 left-4 px-3 py-1 text-sm">
              {t('price.off', { percent: off })}
            </Badge>
          )}
        </div>

        <div className="flex flex-col">
          <p className="text-sm font-semibold tracking-wider text-leaf uppercase">{categoryShown(product)}</p>
          <h1 className="mt-2 text-3xl leading-tight [overflow-wrap:anywhere] sm:text-4xl">{product.name}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
            <Stars rating={product.rating} size={18} />
            {product.review_count > 0 ? (
              <>
                <span className="font-semibold text-ink tabular">{product.rating.toFixed(1)}</span>
                <a href="#reviews" className="underline-offset-4 hover:underline">
                  ({t('product.reviews.count', { count: product.review_count })})
                </a>
              </>
            ) : (
              <a href="#reviews" className="underline-offset-4 hover:underline">
                {t('stars.none')}
              </a>
            )}
          </p>
          <p className="mt-5 leading-relaxed text-ink-soft">{product.description}</p>

          <Card className="mt-6 p-5 sm:p-6">
            <div className="flex flex-wrap items-center gap-3">
              <Price price={pack.price} actualPrice={pack.actual_price} size="lg" />
              {off > 0 && <Badge tone="clay">{t('product.save', { percent: off })}</Badge>}
            </div>
            <p className="mt-1 text-sm text-ink-soft">
              {pack.actual_price > pack.price && (
                <span data-testid="mrp">{t('product.mrp', { amount: formatRupees(pack.actual_price) })}</span>
              )}
              {t('product.taxes')}
            </p>

            <PackSizeSelector
              packs={packs}
              chosen={pack}
              onChoose={choose}
              name={`pack-size-${product.id}`}
            />
            {batch && (
              <p className="mt-3 flex items-start gap-2 text-sm text-ink-soft" data-testid="batch-line">
                <Sprout aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-leaf" />
                <span>{localBatchLine(lang, batch)}</span>
              </p>
            )}

            <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
              <QuantityStepper value={quantity} onChange={setQuantity} disabled={unavailable} />
              <p className="text-sm text-ink-soft">
                {t('product.total')}{' '}
                <span className="ml-1 text-lg font-semibold text-ink tabular" data-testid="line-total">
                  {formatRupees(lineTotal(pack.price, quantity))}
                </span>
              </p>
            </div>

            <div className="mt-5 flex items-center gap-3">
              <Button
                size="lg"
                className="flex-1 tracking-wide"
                disabled={unavailable || busy}
                onClick={() => void addToCart(product, quantity, pack)}
                data-tap={`add-to-cart:${product.id}`}
                ref={addTap}
              >
                {unavailable ? (
                  t('product.coming.soon')
                ) : busy ? (
                  t('product.adding')
                ) : (
                  <>
                    <ShoppingBag aria-hidden="true" className="h-5 w-5" />
                    {t('product.add')}
                  </>
                )}
              </Button>
              <WishlistButton product={product} size="lg" />
            </div>

            <p className={cn('mt-4 flex items-center gap-2 text-sm font-medium', STOCK_TONES[stockState])}>
              {unavailable ? (
                <Suspense fallback={<span className="h-4 w-4" />}>
                  <UnavailableIcon comingSoon={stockState === 'coming_soon'} />
                </Suspense>
              ) : (
                <CircleCheck aria-hidden="true" className="h-4 w-4" />
              )}
              {stockState === 'low_stock'
                ? t('product.stock.low', { count: pack.stock })
                : t(PACK_STOCK_KEYS[stockState])}
            </p>
            {/* 'Notify me' is the product's: shown when its default pack cannot be bought. */}
            {unavailable && isUnavailable(product) && (
              <Suspense fallback={<div className="mt-4 min-h-28" />}>
                <NotifyMe productId={product.id} productName={product.name} />
              </Suspense>
            )}
            <BelowFold reserve="mt-4 h-[113px]">
              <DeliveryCheck value={lineTotal(pack.price, quantity)} />
            </BelowFold>
          </Card>

          <LegalDeclarations product={product} pack={pack} />

          <BelowFold className="mt-8" reserve="h-72 lg:h-64">
            <ProductInfoSections product={product} />
          </BelowFold>
        </div>
      </div>

      <BelowFold reserve="mt-16 h-[534px]">
        <RelatedProducts product={product} />
      </BelowFold>
      <BelowFold id="reviews" className="scroll-mt-24" reserve="mt-16 min-h-[40rem]">
        {reviews(product)}
      </BelowFold>
    </div>
  )
}

/**
 * What the Legal Metrology (Packaged Commodities) Rules require an online seller to show before purchase: net
 * quantity, MRP inclusive of taxes, country of origin and best before (decision 021).
 */
function LegalDeclarations({ product, pack }: { product: Product; pack: PackChoice }) {
  const { t } = useT()
  const rows: [string, string][] = [
    [t('product.details.net'), pack.size],
    [t('product.details.mrp'), t('product.details.mrp.value', { amount: formatRupees(pack.actual_price) })],
    [t('product.details.origin'), product.country_of_origin],
    [t('product.details.best'), t('product.details.best.value', { months: product.best_before_months })],
  ]
  return (
    <section aria-labelledby="product-details-title" className="mt-6">
      <h2
        id="product-details-title"
        className="font-sans text-sm font-semibold tracking-wider text-ink uppercase"
      >
        {t('product.details')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="font-medium [overflow-wrap:anywhere] text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
