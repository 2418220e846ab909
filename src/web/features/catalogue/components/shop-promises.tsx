import { BadgeCheck, Leaf, RotateCcw, Truck } from 'lucide-react'
import { rupeesShort } from '#domain/free-shipping.ts'
import { useSettings } from '#web/lib/api/get-settings.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { paiseOf } from '#web/lib/wire-money.ts'
import '#web/lib/i18n/messages/listing.en.ts'

const PROMISES: { Icon: typeof Truck; title: MessageKey; body: MessageKey }[] = [
  // body from the shop's free-shipping setting (below)
  { Icon: Truck, title: 'promises.shipping', body: 'promises.shipping.india' },
  { Icon: Leaf, title: 'promises.natural', body: 'promises.natural.text' },
  // title from the shop's return window (below)
  { Icon: RotateCcw, title: 'promises.returns', body: 'promises.returns.text' },
  { Icon: BadgeCheck, title: 'promises.organic', body: 'promises.organic.text' },
]

/**
 * docs/product.md (Routes and screens, "Products page"): the info block under the list (free shipping over the shop's threshold, 100% natural,
 * returns within the owner's return window (decision 043), certified organic). Below the fold, so the page loads it as the shopper scrolls towards it.
 */
export default function ShopPromises() {
  const settings = useSettings().data
  const threshold = settings?.free_shipping_threshold
  const returnDays = settings?.promises?.return_window_days
  const { t } = useT()
  // the same words as freeShippingCondition (#domain/free-shipping.ts), in the page's language
  const freeShipping =
    threshold === undefined
      ? t('promises.shipping.india')
      : paiseOf(threshold) <= 0
        ? t('promises.shipping.every')
        : t('promises.shipping.over', { amount: rupeesShort(paiseOf(threshold)) })
  return (
    <section aria-labelledby="promises-heading">
      <h2 id="promises-heading" className="sr-only">
        {t('promises.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 rounded-[var(--radius-card)] border border-line bg-leaf-soft/60 p-4 sm:gap-6 sm:p-6 lg:grid-cols-4">
        {PROMISES.map(({ Icon, title, body }) => (
          <li key={title} className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-leaf">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-semibold text-leaf-deep">
                {Icon === RotateCcw && returnDays !== undefined
                  ? t('promises.returns.days', { days: returnDays })
                  : t(title)}
              </span>
              <span className="block text-sm text-ink-soft">{Icon === Truck ? freeShipping : t(body)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
