import { Truck } from 'lucide-react'
import { freeShippingProgress, rupeesShort } from '#domain/free-shipping.ts'
import { useSettings } from '#web/lib/api/get-settings.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { paiseOf } from '#web/lib/wire-money.ts'
import { cn } from '#web/ui/cn.ts'
import '#web/lib/i18n/messages/cart.en.ts'

/**
 * 'Add ₹151 more for free shipping', with a bar that fills as the cart grows; from the shop's one
 * free-shipping setting (the same the checkout's shipping options use). Nothing until settings are known.
 */
export function FreeShippingProgress({ total, className }: { total: number; className?: string }) {
  const threshold = useSettings().data?.free_shipping_threshold
  const { t } = useT()
  if (threshold === undefined) return null
  const p = freeShippingProgress(paiseOf(total), paiseOf(threshold))
  return (
    <div
      data-testid="free-shipping-progress"
      className={cn(
        'flex flex-col gap-2 rounded-lg px-3 py-2.5 text-sm',
        p.free ? 'bg-success-soft text-success' : 'bg-leaf-soft/70 text-leaf-deep',
        className,
      )}
    >
      <p aria-live="polite" className="flex items-center gap-2 font-medium">
        <Truck aria-hidden="true" className="h-4 w-4 shrink-0" />
        {p.free ? t('cart.free.done') : t('cart.free.more', { amount: rupeesShort(p.remainingPaise) })}
      </p>
      {!p.free && (
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-white/80">
          <div
            className="h-full rounded-full bg-leaf transition-[width] duration-300"
            style={{ width: `${p.percent}%` }}
          />
        </div>
      )}
    </div>
  )
}
