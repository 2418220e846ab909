import {
  AlertTriangle,
  ArrowLeft,
  BadgeCheck,
  LockKeyhole,
  ShieldCheck,
  ShoppingBag,
  Trash2,
  Truck,
} from 'lucide-react'
import { rupeesShort } from '#domain/free-shipping.ts'
import { useSettings } from '#web/lib/api/get-settings.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link, useNavigate } from '#web/lib/router.tsx'
import { paiseOf } from '#web/lib/wire-money.ts'
import { Button, ButtonLink, buttonClass } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { PageStatus } from '#web/ui/status-view.tsx'
import { PageLine } from './components/cart-line.tsx'
import { CartSummary } from './components/cart-summary.tsx'
import { CouponBox } from './components/coupon-box.tsx'
import { FreeShippingProgress } from './components/free-shipping-progress.tsx'
import { TrustBadges } from './components/trust-badges.tsx'
import { useCart } from './use-cart.ts'
import { useRestoreLink } from './use-restore-link.ts'
import '#web/lib/i18n/messages/cart.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'
import '#web/lib/i18n/messages/shell.en.ts'

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
  const navigate = useNavigate()
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

  if (cart.status === 'loading') {
    return (
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl sm:text-4xl">{t('cart.heading')}</h1>
        <div
          role="status"
          aria-label={t('cart.loading')}
          className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]"
        >
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
    <div className="container-page py-8 sm:py-12">
      <Link
        to="/products"
        className="inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-leaf hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('cart.continue')}
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">
          {t('cart.heading')}
          <span className="ml-3 align-middle font-sans text-base font-medium text-ink-soft">
            ({t('cart.items', { count: view.itemCount })})
          </span>
        </h1>
      </div>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <Card as="section" aria-labelledby="cart-items" className="px-4 sm:px-6">
          <div className="flex items-center justify-between gap-4 border-b border-line py-4">
            <h2 id="cart-items" className="font-sans text-base font-semibold text-ink">
              {t('cart.lines')}
            </h2>
            <ConfirmDialog
              title={t('cart.clear')}
              description={t('cart.clear.confirm')}
              confirmLabel={t('cart.clear')}
              onConfirm={() => void cart.clear()}
              trigger={
                <button
                  type="button"
                  disabled={cart.clearing}
                  className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-error hover:bg-error-soft disabled:opacity-60"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {cart.clearing ? t('cart.clearing') : t('cart.clear')}
                </button>
              }
            />
          </div>
          <ul className="divide-y divide-line">
            {view.lines.map((line) => (
              <PageLine
                key={line.key}
                line={line}
                actions={{
                  busy: cart.isLineBusy(line.key),
                  onDecrease: () => cart.decrement(line),
                  onIncrease: () => cart.increment(line),
                  onRemove: () => cart.remove(line),
                }}
              />
            ))}
          </ul>
        </Card>

        <Card
          as="aside"
          aria-labelledby="order-summary"
          className="flex flex-col gap-5 p-5 sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="order-summary" className="text-2xl">
            {t('cart.summary')}
          </h2>
          <FreeShippingProgress total={view.total} />
          <CartSummary view={view} />
          <p className="-mt-3 text-xs text-ink-soft">{t('cart.taxes')}</p>
          <div className="border-t border-line pt-5">
            <CouponBox
              offers={offers}
              appliedCode={view.couponCode}
              discount={view.discount}
              busy={cart.couponBusy}
              onApply={cart.applyCoupon}
              onRemove={() => void cart.removeCoupon()}
            />
          </div>
          <div className="flex flex-col gap-3">
            {!cart.isSignedIn && (
              <p className="flex items-start gap-2 rounded-xl bg-info-soft px-3 py-2.5 text-sm text-info">
                <LockKeyhole aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  {t('cart.signin')}.{' '}
                  <Link to="/login" state={{ from: '/cart' }} className="font-semibold underline">
                    {t('cart.signin.link')}
                  </Link>{' '}
                  {t('cart.signin.rest')}
                </span>
              </p>
            )}
            <Button
              size="lg"
              className="w-full tracking-wide"
              disabled={cart.clearing}
              onClick={() => navigate('/checkout')}
            >
              {t('cart.checkout')}
            </Button>
            <Link to="/products" className={buttonClass('ghost', 'sm', 'w-full')}>
              {t('cart.more')}
            </Link>
          </div>
          <TrustBadges className="border-t border-line pt-5" />
        </Card>
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
