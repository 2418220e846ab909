// The cart page with lines (docs/product.md, "Cart page"): the lines, the summary, the coupon box and the way to
// checkout. Its own chunk: an empty cart never downloads it, and a cart known to hold something (a signed-in
// shopper's, a visitor's saved one) asks for it with the page (cart-page.tsx).
import { ArrowLeft, LockKeyhole, Trash2 } from 'lucide-react'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link, useNavigate } from '#web/lib/router.tsx'
import { Button, buttonClass } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { lineActions, PageLine } from './components/cart-line.tsx'
import { CartSummary } from './components/cart-summary.tsx'
import { CouponBox, type QuickOffer } from './components/coupon-box.tsx'
import { FreeShippingProgress } from './components/free-shipping-progress.tsx'
import { TrustBadges } from './components/trust-badges.tsx'
import type { CartView } from './model/cart-view.ts'
import type { useCart } from './use-cart.ts'
import '#web/lib/i18n/messages/cart.en.ts'
import '#web/lib/i18n/messages/shell.en.ts'

export default function FilledCart({
  cart,
  view,
  offers,
}: {
  cart: ReturnType<typeof useCart>
  view: CartView
  offers: readonly QuickOffer[]
}) {
  const { t } = useT()
  const navigate = useNavigate()
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
              <PageLine key={line.key} line={line} actions={lineActions(cart, line)} />
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
