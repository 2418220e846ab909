import {
  AlertTriangle,
  ChevronLeft,
  ChevronRight,
  Home,
  PackageOpen,
  RefreshCw,
  RotateCcw,
} from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import type { Order } from '#domain/contracts/checkout.ts'
import type { OrderSort } from '#domain/orders.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { useSearchParams } from '#web/lib/router.tsx'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { inputClass, SelectChevron } from '#web/ui/field.tsx'
import { Skeleton, Spinner } from '#web/ui/skeleton.tsx'
import { StatusView } from '#web/ui/status-view.tsx'
import { toast } from '#web/ui/toast.tsx'
import { useOrders } from './api/get-orders.ts'
import { InvoiceDialog } from './components/invoice-dialog.tsx'
import { OrderCard } from './components/order-card.tsx'
import { ORDER_SORT_OPTIONS, ORDERS_PAGE_SIZE, readOrderSort, readPage } from './model/orders-view.ts'

const SORT_WORDS: Record<OrderSort, MessageKey> = {
  latest: 'orders.sort.latest',
  oldest: 'orders.sort.oldest',
  status: 'orders.sort.status',
}

/** docs/product.md, Routes and screens: Orders list (/orders): sort, Refresh, cards, pagination; loading, empty and error views. */
export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('orders.meta.title'), description: t('orders.meta.description') })
  const [params, setParams] = useSearchParams()
  const sort = readOrderSort(params.get('sort'))
  const page = readPage(params.get('page'))
  const orders = useOrders({ page, limit: ORDERS_PAGE_SIZE, sort })
  const [invoiceOf, setInvoiceOf] = useState<Order | null>(null)

  // docs/product.md, Error catalogue: the error view comes with the notification 'Failed to load orders'.
  useEffect(() => {
    if (orders.isError) toast.error(t('orders.load.failed'))
  }, [orders.isError, t])

  const update = (next: { sort?: string; page?: number }) =>
    setParams((p) => {
      const out = new URLSearchParams(p)
      if (next.sort !== undefined) {
        if (next.sort === 'latest') out.delete('sort')
        else out.set('sort', next.sort)
        out.delete('page')
      }
      if (next.page !== undefined) {
        if (next.page <= 1) out.delete('page')
        else out.set('page', String(next.page))
      }
      return out
    })

  let body: ReactNode
  if (orders.isPending) body = <OrdersLoading />
  else if (orders.isError)
    body = (
      <LoadError
        reason={orders.error.message}
        retrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
      />
    )
  else if (orders.data.orders.length === 0 && page === 1) body = <NoOrders />
  else {
    const { pagination } = orders.data
    body = (
      <>
        <p className="text-sm text-ink-soft" aria-live="polite">
          {t('orders.count', { count: pagination.total })}
          {pagination.total_pages > 1 &&
            ` · ${t('orders.count.page', { page: pagination.page, pages: pagination.total_pages })}`}
        </p>
        <ul
          className={cn('flex flex-col gap-4 transition-opacity', orders.isPlaceholderData && 'opacity-60')}
        >
          {orders.data.orders.map((o) => (
            <li key={o.id}>
              <OrderCard order={o} onInvoice={setInvoiceOf} />
            </li>
          ))}
        </ul>
        {pagination.total_pages > 1 && (
          <nav aria-label={t('orders.pages')} className="flex items-center justify-center gap-2 pt-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={!pagination.has_prev}
              onClick={() => update({ page: page - 1 })}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {t('orders.previous')}
            </Button>
            <span className="px-3 text-sm text-ink-soft tabular">
              {t('orders.page', { page: pagination.page, pages: pagination.total_pages })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={!pagination.has_next}
              onClick={() => update({ page: page + 1 })}
            >
              {t('orders.next')}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          </nav>
        )}
      </>
    )
  }

  const showControls = !orders.isError
  // Sorting an empty list means nothing; Refresh still helps right after paying elsewhere.
  const showSort = !(orders.data && orders.data.pagination.total === 0)
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:gap-8 sm:py-12">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <p className="text-xs font-semibold tracking-[0.14em] text-turmeric-deep uppercase">
            {t('orders.account')}
          </p>
          <h1 className="text-[2rem] leading-tight sm:text-4xl">{t('orders.heading')}</h1>
          <p className="text-ink-soft">{t('orders.lead')}</p>
        </div>
        {showControls && (
          <div className="flex items-end gap-3">
            {showSort && (
              <div className="flex flex-1 flex-col gap-1.5 sm:w-48 sm:flex-none">
                <label htmlFor="orders-sort" className="text-sm font-semibold text-ink">
                  {t('orders.sort')}
                </label>
                <div className="relative">
                  <select
                    id="orders-sort"
                    value={sort}
                    onChange={(e) => update({ sort: e.target.value })}
                    className={cn(inputClass, 'h-11 appearance-none pr-10')}
                  >
                    {ORDER_SORT_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {t(SORT_WORDS[o.value])}
                      </option>
                    ))}
                  </select>
                  <SelectChevron />
                </div>
              </div>
            )}
            <Button
              variant="secondary"
              onClick={() => void orders.refetch()}
              disabled={orders.isFetching}
              aria-label={orders.isFetching ? t('orders.refreshing') : t('orders.refresh')}
            >
              <RefreshCw aria-hidden="true" className={cn('h-4 w-4', orders.isFetching && 'animate-spin')} />
              <span>{t('orders.refresh')}</span>
            </Button>
          </div>
        )}
      </header>
      <div className="flex flex-col gap-4">{body}</div>
      {invoiceOf?.invoice_url && (
        <InvoiceDialog
          open
          onOpenChange={(open) => !open && setInvoiceOf(null)}
          orderId={invoiceOf.id}
          invoiceUrl={invoiceOf.invoice_url}
          invoiceNumber={invoiceOf.invoice_number}
        />
      )}
    </div>
  )
}

function OrdersLoading() {
  const { t } = useT()
  return (
    <div className="flex flex-col gap-4">
      <Spinner label={t('orders.loading')} />
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className={`${cardClass} flex flex-col gap-5 p-6`}>
          <div className="flex justify-between">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="h-10 w-full" />
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}

function NoOrders() {
  const { t } = useT()
  return (
    <StatusView
      badge="lg"
      icon={<PackageOpen aria-hidden="true" className="h-7 w-7" />}
      title={t('orders.none.title')}
      actions={
        <ButtonLink to="/products" size="lg">
          {t('orders.start')}
        </ButtonLink>
      }
    >
      <p className="text-ink-soft">{t('orders.none.text')}</p>
    </StatusView>
  )
}

function LoadError({
  reason,
  retrying,
  onRetry,
}: {
  reason: string
  retrying: boolean
  onRetry: () => void
}) {
  const { t } = useT()
  return (
    <StatusView
      tone="error"
      badge="lg"
      icon={<AlertTriangle aria-hidden="true" className="h-7 w-7" />}
      title={t('orders.load.failed.title')}
      actions={
        <>
          <Button size="lg" onClick={onRetry} disabled={retrying}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {retrying ? t('orders.retrying') : t('orders.retry')}
          </Button>
          <ButtonLink to="/" variant="secondary" size="lg">
            <Home aria-hidden="true" className="h-4 w-4" />
            {t('orders.home')}
          </ButtonLink>
        </>
      }
    >
      <p className="text-ink-soft">{t('orders.load.failed.with', { reason })}</p>
    </StatusView>
  )
}
