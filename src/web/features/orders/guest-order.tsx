import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, PackageCheck, XCircle } from 'lucide-react'
import { useState } from 'react'
import type { Order } from '#domain/contracts/checkout.ts'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import { formatRupees } from '#domain/money.ts'
import { canCancel, codConfirmationAwaited } from '#domain/orders.ts'
import { API_BASE, apiRequest } from '#web/lib/api-client.ts'
import { Button } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { toast } from '#web/ui/toast.tsx'
import { OrderReturns } from './components/order-returns.tsx'

interface GuestOrderDetail {
  order: Order
  items: { product_id: number; product_name: string; size: string; quantity: number; total_price: number }[]
}

const STATUS_LABEL: Record<string, string> = {
  pending: 'Waiting for payment',
  processing: 'Confirmed, being packed',
  shipped: 'On its way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
}

/** A cash order not yet confirmed: what it waits for (decision 049). */
function waitsFor(order: Order) {
  const awaited = codConfirmationAwaited(order)
  return awaited ? whatsappMessages.codNotice[awaited] : undefined
}

/** The order's state in words. */
function statusOf(order: Order): string {
  return waitsFor(order)?.status ?? STATUS_LABEL[order.status] ?? order.status
}

const tokenPath = (token: string) => `/guest/orders/${encodeURIComponent(token)}`

/**
 * An order by its private link (decision 057): no sign-in. Its state, items and totals, the invoice once issued,
 * cancelling while it is allowed, and its returns once delivered. A link altered or forged shows the server's
 * message.
 */
export function GuestOrder({ token }: { token: string }) {
  const queryClient = useQueryClient()
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
        Loading your order...
      </p>
    )
  if (query.isError)
    return (
      <Card as="section" className="flex flex-col gap-3 p-6" role="alert">
        <h1 className="text-2xl">We could not open this order</h1>
        <p className="text-ink-soft">{query.error.message}</p>
      </Card>
    )

  const { order, items } = query.data
  const a = order.shipping_address
  return (
    <>
      <Card as="section" aria-labelledby="guest-order-title" className="flex flex-col gap-5 p-5 sm:p-8">
        <header className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-[0.14em] text-turmeric-deep uppercase">Your order</p>
          <h1 id="guest-order-title" className="text-2xl sm:text-3xl">
            Order <span className="tabular">{order.id}</span>
          </h1>
          <p className="flex items-start gap-2 text-ink">
            <PackageCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-leaf" />
            <span>
              <span data-testid="guest-order-status">{statusOf(order)}</span>
              {order.payment_method === 'cod' ? (
                <span className="text-sm whitespace-nowrap text-ink-soft"> · Cash on delivery</span>
              ) : null}
            </span>
          </p>
          {waitsFor(order) ? (
            <p className="text-sm leading-relaxed text-ink-soft">{waitsFor(order)?.body}</p>
          ) : null}
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
          <dt className="text-ink-soft">Shipping</dt>
          <dd className="tabular">{formatRupees(order.shipping_charge)}</dd>
          {order.cod_fee > 0 ? (
            <>
              <dt className="text-ink-soft">Cash on delivery fee</dt>
              <dd className="tabular">{formatRupees(order.cod_fee)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold tabular">{formatRupees(order.total_amount)}</dd>
        </dl>
        <p className="text-sm text-ink-soft">
          Delivering to {a.first_name} {a.last_name}, {a.street}, {a.city}, {a.state} {a.postal_code}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {order.invoice_number ? (
            <a
              href={`${API_BASE}${tokenPath(token)}/invoice`}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-line px-5 font-semibold text-ink hover:bg-sand"
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Download invoice
            </a>
          ) : null}
          {canCancel(order.status) && !confirming ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <XCircle aria-hidden="true" className="h-4 w-4" />
              Cancel order
            </Button>
          ) : null}
        </div>
        {confirming ? (
          <div
            role="alertdialog"
            aria-label="Cancel this order?"
            className="flex flex-col gap-3 rounded-lg bg-sand p-4"
          >
            <p>
              Cancel this order? Its items go back on the shelf
              {order.payment_status === 'completed' ? ' and your payment is refunded in full' : ''}.
            </p>
            <div className="flex gap-3">
              <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep my order
              </Button>
            </div>
          </div>
        ) : null}
      </Card>
      <OrderReturns order={order} base={tokenPath(token)} />
    </>
  )
}
