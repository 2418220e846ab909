import { useQueries } from '@tanstack/react-query'
import { ImageOff, RotateCcw } from 'lucide-react'
import { formatRupees } from '#domain/money.ts'
import { productQuery } from '#web/lib/api/get-product.ts'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Card } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { Stars } from '#web/ui/stars.tsx'
import type { OrderItem } from '../api/get-order.ts'
import type { LookupState } from '../model/orders-view.ts'

/**
 * docs/product.md (Routes and screens, Order detail items): each line looks its product up (name, image, category, rating, reviews);
 * 'x of y products loaded' counts them, and a failed lookup shows 'Product {id}' with Retry.
 */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t } = useT()
  // One lookup per product: a product bought in two packs is two lines of one product (decision 048).
  const ids = [...new Set(items.map((item) => item.product_id))]
  const byProduct = useQueries({
    queries: ids.map((id) => ({ ...productQuery(id), retry: false, staleTime: 5 * 60_000 })),
  })
  const lookups = items.map((item) => byProduct[ids.indexOf(item.product_id)]!)
  const states: LookupState[] = lookups.map((q) =>
    q.isSuccess ? 'loaded' : q.isError && !q.isFetching ? 'failed' : 'loading',
  )
  return (
    <Card as="section" aria-labelledby="order-items-title" className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-items-title" className="text-xl">
          {t('order.items.heading')}
        </h2>
        <p className="text-sm text-ink-soft tabular" aria-live="polite">
          {t('order.products.loaded', {
            loaded: states.filter((s) => s === 'loaded').length,
            count: states.length,
          })}
        </p>
      </div>
      <ul className="flex flex-col divide-y divide-line">
        {items.map((item, i) => {
          const q = lookups[i]!
          const product = q.data
          const state = states[i]!
          return (
            // a product bought in two packs is two lines, one per SKU (decision 048)
            <li
              key={`${item.product_id}:${item.sku}`}
              className="flex gap-4 py-4 first:pt-0 last:pb-0"
              data-testid="order-line"
            >
              {state === 'loaded' && product ? (
                <img
                  src={product.image_url}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="h-20 w-20 shrink-0 rounded-lg border border-line bg-sand object-cover"
                />
              ) : state === 'loading' ? (
                <Skeleton className="h-20 w-20 shrink-0" />
              ) : (
                <span className="flex h-20 w-20 shrink-0 items-center justify-center rounded-lg border border-dashed border-line bg-sand/60 text-ink-soft">
                  <ImageOff aria-hidden="true" className="h-6 w-6" />
                </span>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {state === 'loaded' && product ? (
                  <>
                    <p className="text-xs font-semibold tracking-wide text-turmeric-deep uppercase">
                      {product.category}
                    </p>
                    <p className="font-semibold text-ink">{product.name}</p>
                    <p className="flex items-center gap-2 text-xs text-ink-soft">
                      <Stars rating={product.rating} size={14} />
                      <span className="tabular">
                        {product.rating.toFixed(1)} (
                        {t('order.item.reviews', { count: product.review_count })})
                      </span>
                    </p>
                  </>
                ) : state === 'loading' ? (
                  <>
                    <Skeleton className="h-3 w-20" />
                    <Skeleton className="h-5 w-40" />
                    <span className="sr-only">{t('order.item.loading', { id: item.product_id })}</span>
                  </>
                ) : (
                  <>
                    <p className="font-semibold text-ink">
                      {t('order.item.product', { id: item.product_id })}
                    </p>
                    <p className="text-sm text-ink-soft">{item.product_name}</p>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-error">
                      {t('order.item.failed')}
                      <button
                        type="button"
                        onClick={() => void q.refetch()}
                        className="inline-flex items-center gap-1 rounded-full border border-leaf px-2.5 py-1 font-semibold text-leaf hover:bg-leaf-soft"
                      >
                        <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
                        {t('order.item.retry')}
                        <span className="sr-only">
                          {' '}
                          {t('order.item.retry.what', { id: item.product_id })}
                        </span>
                      </button>
                    </p>
                  </>
                )}
                {item.size && (
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-soft">
                    <span>
                      {t('order.item.net')}{' '}
                      <span className="inline-flex items-center rounded-full border border-leaf/40 bg-leaf-soft px-2 py-px font-semibold text-leaf-deep">
                        {item.size}
                      </span>
                    </span>
                    {item.sku && (
                      <span className="text-[11px] break-words uppercase">
                        <span className="sr-only">SKU </span>
                        {item.sku}
                      </span>
                    )}
                  </p>
                )}
                <p className="mt-1 text-sm text-ink-soft tabular">
                  {t('order.item.qty', { quantity: item.quantity, price: formatRupees(item.unit_price) })}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-ink tabular">{formatRupees(item.total_price)}</p>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
