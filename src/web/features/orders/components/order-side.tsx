// The order page's side column: the summary with its invoice, credit notes and Cancel, and the payment facts.
import { Download, FileText, ShoppingBag } from 'lucide-react'
import type { CreditNoteLink, Order } from '#domain/contracts/checkout.ts'
import { formatRupees } from '#domain/money.ts'
import { canCancel } from '#domain/orders.ts'
import { ApiError } from '#web/lib/api-client.ts'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button, ButtonLink, buttonClass } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { toast } from '#web/ui/toast.tsx'
import { useCancelOrder } from '../api/cancel-order.ts'
import { summaryLineWord } from '../model/order-words.ts'
import { orderSummaryLines, paymentAmountRupees } from '../model/orders-view.ts'
import { CancelOrderDialog } from './cancel-order-dialog.tsx'
import { InfoRow } from './order-status-sections.tsx'

const card = `${cardClass} p-5 sm:p-6`

/** Order Summary (totals, refunds, invoice and credit-note downloads, Cancel Order) and Additional Information. */
export function OrderSide({
  order,
  creditNotes,
  onViewInvoice,
}: {
  order: Order
  creditNotes: CreditNoteLink[]
  onViewInvoice: () => void
}) {
  const cancel = useCancelOrder()
  const { t } = useT()
  const onCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) =>
        toast.error(err instanceof ApiError && err.status === 409 ? err.message : t('order.cancel.failed')),
    })
  return (
    <div className="flex flex-col gap-6 lg:sticky lg:top-24">
      <section aria-labelledby="order-summary-title" className={cn(card, 'flex flex-col gap-4')}>
        <h2 id="order-summary-title" className="text-xl">
          {t('order.summary')}
        </h2>
        <dl className="flex flex-col gap-2.5 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('order.summary.id')}</dt>
            <dd className="font-medium text-ink tabular">{order.id}</dd>
          </div>
          {orderSummaryLines(order).map((line) => (
            <div
              key={line.kind}
              className={cn(
                'flex justify-between gap-4',
                line.kind === 'total' && 'mt-1 items-baseline border-t border-line pt-3',
              )}
            >
              <dt className={line.kind === 'total' ? 'text-base font-semibold text-ink' : 'text-ink-soft'}>
                {summaryLineWord(t, line, order.coupon_code)}
              </dt>
              <dd
                className={cn(
                  'tabular',
                  line.kind === 'total'
                    ? 'font-serif text-2xl font-semibold text-leaf-deep'
                    : line.kind === 'discount'
                      ? 'font-medium text-success'
                      : 'font-medium text-ink',
                )}
              >
                {line.kind === 'discount' && '−'}
                {line.kind === 'shipping' && line.amount === 0 ? t('order.free') : formatRupees(line.amount)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="-mt-2 text-right text-xs text-ink-soft">{t('order.summary.taxes')}</p>
        {order.refunded_amount > 0 && (
          <dl className="flex justify-between gap-4 rounded-lg bg-parchment px-3 py-2.5 text-sm">
            <dt className="text-ink-soft">
              {order.payment_status === 'partially_refunded' ? t('order.refunded.part') : t('order.refunded')}
            </dt>
            <dd className="font-semibold text-ink tabular">{formatRupees(order.refunded_amount)}</dd>
          </dl>
        )}
        <div className="flex flex-col gap-3 border-t border-line pt-4">
          {order.invoice_url && (
            <>
              <Button size="lg" onClick={onViewInvoice} className="w-full">
                <FileText aria-hidden="true" className="h-4 w-4" />
                {t('order.invoice.view')}
              </Button>
              <a
                href={order.invoice_url}
                target="_blank"
                rel="noopener"
                className={buttonClass('secondary', 'lg', 'w-full')}
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {t('order.invoice.download')}
                <span className="sr-only">{t('order.new.tab')}</span>
              </a>
            </>
          )}
          {creditNotes.map((n) => (
            <a
              key={n.number}
              href={n.url}
              target="_blank"
              rel="noopener"
              className={buttonClass('secondary', 'lg', 'w-full')}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {t('order.credit.note.download')}
              <span className="sr-only">
                {` ${t('order.credit.note.of', { number: n.number, amount: formatRupees(n.amount) })} ${t('order.new.tab')}`}
              </span>
            </a>
          ))}
          <ButtonLink to="/products" variant="ghost" size="lg" className="w-full">
            <ShoppingBag aria-hidden="true" className="h-4 w-4" />
            {t('order.continue')}
          </ButtonLink>
          {canCancel(order.status) && (
            <CancelOrderDialog
              orderId={order.id}
              paid={order.payment_status === 'completed'}
              busy={cancel.isPending}
              onConfirm={onCancel}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="order-info-title" className={cn(card, 'flex flex-col gap-3')}>
        <h2 id="order-info-title" className="text-xl">
          {t('order.info')}
        </h2>
        <dl className="flex flex-col gap-2.5 text-sm">
          <InfoRow label={t('order.info.payment.id')} value={order.razorpay_order_id ?? '—'} />
          <InfoRow label={t('order.info.receipt')} value={order.razorpay_receipt} />
          {order.invoice_number && <InfoRow label={t('order.info.invoice')} value={order.invoice_number} />}
          {creditNotes.map((n) => (
            <InfoRow
              key={n.number}
              label={t('order.info.credit.note')}
              value={`${n.number} · ${formatRupees(n.amount)}`}
            />
          ))}
          <InfoRow
            label={
              order.payment_method === 'cod' && order.payment_status === 'pending'
                ? t('order.info.cod.due')
                : t('order.info.amount')
            }
            value={formatRupees(paymentAmountRupees(order.razorpay_amount_paisa))}
          />
          {order.notes && <InfoRow label={t('order.info.notes')} value={order.notes} />}
        </dl>
      </section>
    </div>
  )
}
