import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import { orderStatusWord, paymentStatusWord } from '../model/order-words.ts'
import { type BadgeColour, orderStatusColour, paymentStatusColour } from '../model/orders-view.ts'

// Every pair is AA for small text (≥ 4.5:1): the deep shade of a hue on its soft tint.
const colours: Record<BadgeColour, { box: string; dot: string }> = {
  yellow: { box: 'bg-turmeric-soft text-turmeric-deep', dot: 'bg-turmeric' },
  blue: { box: 'bg-info-soft text-info', dot: 'bg-info' },
  purple: { box: 'bg-[#F1EAF8] text-[#5E3485]', dot: 'bg-[#7E4CB0]' },
  green: { box: 'bg-success-soft text-success', dot: 'bg-success' },
  red: { box: 'bg-error-soft text-error', dot: 'bg-error' },
  grey: { box: 'bg-sand text-ink-soft', dot: 'bg-ink-soft' },
}

function StatusPill({ colour, children, label }: { colour: BadgeColour; children: string; label?: string }) {
  const c = colours[colour]
  return (
    <span
      data-colour={colour}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold leading-5 whitespace-nowrap',
        c.box,
      )}
    >
      <span aria-hidden="true" className={cn('h-1.5 w-1.5 rounded-full', c.dot)} />
      {label && <span className="sr-only">{label} </span>}
      {children}
    </span>
  )
}

/** docs/product.md, States and transitions: pending yellow, processing blue, shipped purple, delivered green, cancelled red, other grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useT()
  return (
    <StatusPill colour={orderStatusColour(status)} label={t('order.status.label')}>
      {orderStatusWord(t, status)}
    </StatusPill>
  )
}

/** docs/product.md, Routes and screens: payment completed green, pending yellow, otherwise red. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useT()
  return (
    <StatusPill colour={paymentStatusColour(status)} label={t('order.paid.label')}>
      {paymentStatusWord(t, status)}
    </StatusPill>
  )
}
