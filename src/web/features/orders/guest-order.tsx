import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, PackageCheck, XCircle } from 'lucide-react'
import { useState } from 'react'
import type { Order } from '#domain/contracts/checkout.ts'
import { formatRupees } from '#domain/money.ts'
import { canCancel, codConfirmationAwaited, type OrderStatus } from '#domain/orders.ts'
import { API_BASE, apiRequest } from '#web/lib/api-client.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import '#web/lib/i18n/messages/orders.en.ts'
import { type Translator, useT } from '#web/lib/i18n/use-language.ts'
import { Button } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { toast } from '#web/ui/toast.tsx'
import { OrderReturns } from './components/order-returns.tsx'
import { around } from './model/order-words.ts'

interface GuestOrderDetail {
  order: Order
  items: { product_id: number; product_name: string; size: string; quantity: number; total_price: number }[]
}

const STATUS_LABEL: Record<OrderStatus, MessageKey> = {
  pending: 'guest.order.status.pending',
  processing: 'guest.order.status.processing',
  shipped: 'guest.order.status.shipped',
  delivered: 'guest.order.status.delivered',
  cancelled: 'guest.order.status.cancelled',
  expired: 'guest.order.status.expired',
}

/** A cash order not yet confirmed: what it waits for (decision 049), its state and what happens next. */
function waitsFor(t: Translator['t'], order: Order): { status: string; body: string } | undefined {
  const awaited = codConfirmationAwaited(order)
  if (awaited === 'pending')
    return { status: t('order.cod.pending.status'), body: t('order.cod.pending.text') }
  if (awaited === 'held') return { status: t('order.cod.held.status'), body: t('order.cod.held.text') }
  return undefined
}

/** The order's state in words. */
function statusOf(t: Translator['t'], order: Order): string {
  const waiting = waitsFor(t, order)
  if (waiting) return waiting.status
  return Object.hasOwn(STATUS_LABEL, order.status)
    ? t(STATUS_LABEL[order.status as OrderStatus])
    : order.status
}

const tokenPath = (token: string) => `/guest/orders/${encodeURIComponent(token)}`

/**
 * An order by its private link (decision 057): no sign-in. Its state, items and totals, the invoice once issued,
 * cancelling while it is allowed, and its returns once delivered. A link altered or forged shows the server's
 * message.
 */
export function GuestOrder({ token }: { token: string }) {
  const queryClient = useQueryClient()
  const { t } = useT()
  const key = ['guest-order', token]
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await apiRequest<{ data: GuestOrderDetail }>(tokenPath(token))).data,
    retry: false,
  })
  const [confirming, setConfirming] = useState(false)
  const cancel = useMutation({
    mutationFn: async () =>
      apiRequest<{ message: string; data: { order: Order } }>(`${tokenPath(token)}/cancel`, {
        method: 'POST',
      }),
    onSuccess: (reply) => {
      toast.success(reply.message)
      setConfirming(false)
      void queryClient.invalidateQueries({ queryKey: key })
    },
    onError: (err) => toast.error(err.message),
  })

  if (query.isPending)
    return (
      <p className="text-ink-soft" aria-live="polite">
        {t('guest.order.loading')}
      </p>
    )
  if (query.isError)
    return (
      <Card as="section" className="flex flex-col gap-3 p-6" role="alert">
        <h1 className="text-2xl">{t('guest.order.failed')}</h1>
        <p className="text-ink-soft">{query.error.message}</p>
      </Card>
    )

  const { order, items } = query.data
  const a = order.shipping_address
  const waiting = waitsFor(t, order)
  const [titleBefore, titleAfter] = around(t, 'order.title', 'id')
  return (
    <>
      <Card as="section" aria-labelledby="guest-order-title" className="flex flex-col gap-5 p-5 sm:p-8">
        <header className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-[0.14em] text-turmeric-deep uppercase">
            {t('guest.order.yours')}
          </p>
          <h1 id="guest-order-title" className="text-2xl sm:text-3xl">
            {titleBefore}
            <span className="tabular">{order.id}</span>
            {titleAfter}
          </h1>
          <p className="flex items-start gap-2 text-ink">
            <PackageCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-leaf" />
            <span>
              <span data-testid="guest-order-status">{statusOf(t, order)}</span>
              {order.payment_method === 'cod' ? (
                <span className="text-sm whitespace-nowrap text-ink-soft"> · {t('guest.order.cod')}</span>
              ) : null}
            </span>
          </p>
          {waiting ? <p className="text-sm leading-relaxed text-ink-soft">{waiting.body}</p> : null}
        </header>
        <ul className="flex flex-col divide-y divide-line">
          {items.map((i) => (
            <li key={`${i.product_id}-${i.size}`} className="flex justify-between gap-3 py-2">
              <span>
                {i.product_name} <span className="text-ink-soft">({i.size})</span> × {i.quantity}
              </span>
              <span className="tabular">{formatRupees(i.total_price)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-soft">{t('guest.order.shipping')}</dt>
          <dd className="tabular">{formatRupees(order.shipping_charge)}</dd>
          {order.cod_fee > 0 ? (
            <>
              <dt className="text-ink-soft">{t('guest.order.cod.fee')}</dt>
              <dd className="tabular">{formatRupees(order.cod_fee)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t('guest.order.total')}</dt>
          <dd className="font-semibold tabular">{formatRupees(order.total_amount)}</dd>
        </dl>
        <p className="text-sm text-ink-soft">
          {t('guest.order.delivering', {
            address: `${a.first_name} ${a.last_name}, ${a.street}, ${a.city}, ${a.state} ${a.postal_code}`,
          })}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {order.invoice_number ? (
            <a
              href={`${API_BASE}${tokenPath(token)}/invoice`}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-line px-5 font-semibold text-ink hover:bg-sand"
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {t('guest.order.invoice')}
            </a>
          ) : null}
          {canCancel(order.status) && !confirming ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <XCircle aria-hidden="true" className="h-4 w-4" />
              {t('guest.order.cancel')}
            </Button>
          ) : null}
        </div>
        {confirming ? (
          <div
            role="alertdialog"
            aria-label={t('guest.order.cancel.title')}
            className="flex flex-col gap-3 rounded-lg bg-sand p-4"
          >
            <p>
              {order.payment_status === 'completed'
                ? t('guest.order.cancel.paid')
                : t('guest.order.cancel.unpaid')}
            </p>
            <div className="flex gap-3">
              <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                {cancel.isPending ? t('guest.order.cancelling') : t('guest.order.cancel.yes')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('guest.order.keep')}
              </Button>
            </div>
          </div>
        ) : null}
      </Card>
      <OrderReturns order={order} base={tokenPath(token)} />
    </>
  )
}
