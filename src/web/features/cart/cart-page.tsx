import { AlertTriangle, BadgeCheck, ShieldCheck, ShoppingBag, Truck } from 'lucide-react'
import { Suspense } from 'react'
import { rupeesShort } from '#domain/free-shipping.ts'
import { useSettings } from '#web/lib/api/get-settings.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { lazyWithTexts, withTexts } from '#web/lib/i18n/lazy.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { useNavigate } from '#web/lib/router.tsx'
import { paiseOf } from '#web/lib/wire-money.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { PageStatus } from '#web/ui/status-view.tsx'
import { useCart } from './use-cart.ts'
import { useRestoreLink } from './use-restore-link.ts'

// The lines, summary and coupon box (filled-cart.tsx) come when there is something to show, asked for with the page
// when the browser already holds a cart or a signed-in shopper (as the header's counts decide, use-counts.ts).
const loadFilledCart = () => import('./filled-cart.tsx')
const FilledCart = lazyWithTexts(loadFilledCart)
try {
  if (
    typeof window !== 'undefined' &&
    (localStorage.getItem('user') !== null || localStorage.getItem('cart') !== null)
  )
    void withTexts(loadFilledCart())
} catch {}

import '#web/lib/i18n/messages/cart.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'

const EMPTY_NOTES: { Icon: typeof Truck; title: MessageKey; text: MessageKey }[] = [
  // the text follows FREE_SHIPPING_THRESHOLD_RUPEES (see EmptyNotes)
  { Icon: Truck, title: 'cart.note.shipping', text: 'cart.note.door' },
  { Icon: BadgeCheck, title: 'cart.note.quality', text: 'cart.note.quality.text' },
  { Icon: ShieldCheck, title: 'cart.note.secure', text: 'cart.note.secure.text' },
]

/** docs/product.md (Routes and screens, "Cart page"): loading, error, empty and filled states. */
/** No quick buttons while the shop's settings load. */
const NO_OFFERS: readonly never[] = []

export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('cart.meta.title'), description: t('cart.meta.description') })
  const cart = useCart()
  useRestoreLink()
  const _navigate = useNavigate()
  const view = cart.view
  const settings = useSettings().data
  const threshold = settings?.free_shipping_threshold
  const offers = settings?.coupons ?? NO_OFFERS
  // freeShippingCondition (#domain/free-shipping.ts), then 'delivered to your door', in the page's language
  const freeShippingNote =
    threshold === undefined
      ? t('cart.note.door')
      : paiseOf(threshold) <= 0
        ? t('cart.note.door.every')
        : t('cart.note.door.over', { amount: rupeesShort(paiseOf(threshold)) })

  if (cart.status === 'loading') return <CartSkeleton />

  if (cart.status === 'error' || !view) {
    return (
      <PageStatus
        tone="error"
        icon={<AlertTriangle className="h-9 w-9" />}
        title={t('cart.error.title')}
        text={t('cart.error.text')}
        actions={
          <>
            <Button onClick={cart.retry}>{t('common.try.again')}</Button>
            <ButtonLink to="/products" variant="secondary">
              {t('cart.continue')}
            </ButtonLink>
          </>
        }
      />
    )
  }

  if (view.lines.length === 0) {
    return (
      <div className="container-page py-12 sm:py-20">
        <PageStatus
          icon={<ShoppingBag className="h-11 w-11" />}
          title={t('cart.empty.title')}
          text={t('cart.empty.text')}
          actions={
            <ButtonLink to="/products" size="lg" className="mt-8">
              {t('cart.empty.products')}
            </ButtonLink>
          }
          empty={{ width: '2xl', after: <EmptyNotes note={freeShippingNote} /> }}
        />
      </div>
    )
  }

  return (
    <Suspense fallback={<CartSkeleton />}>
      <FilledCart cart={cart} view={view} offers={offers} />
    </Suspense>
  )
}

/** While the cart, or its lines' code, loads. */
function CartSkeleton() {
  const { t } = useT()
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl sm:text-4xl">{t('cart.heading')}</h1>
      <div role="status" aria-label={t('cart.loading')} className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-4">
              <Skeleton className="h-24 w-24 shrink-0 rounded-xl" />
              <div className="flex flex-1 flex-col gap-2 py-1">
                <Skeleton className="h-3 w-20" />
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-3 w-full max-w-sm" />
                <Skeleton className="mt-2 h-9 w-32 rounded-full" />
              </div>
            </div>
          ))}
        </Card>
        <Skeleton className="h-72 rounded-[var(--radius-card)]" />
      </div>
    </div>
  )
}

function EmptyNotes({ note }: { note: string }) {
  const { t } = useT()
  return (
    <ul className="mt-12 grid w-full gap-4 text-left sm:grid-cols-3">
      {EMPTY_NOTES.map(({ Icon, title, text }) => ({
        Icon,
        title,
        text: Icon === Truck ? note : t(text),
      })).map(({ Icon, title, text }) => (
        <Card as="li" key={title} className="flex gap-3 p-4">
          <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-leaf" />
          <span>
            <span className="block text-sm font-semibold text-ink">{t(title)}</span>
            <span className="block text-sm text-ink-soft">{text}</span>
          </span>
        </Card>
      ))}
    </ul>
  )
}
