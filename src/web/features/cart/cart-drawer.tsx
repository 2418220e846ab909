import { LockKeyhole, ShoppingBag, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useSettings } from '#web/lib/api/get-settings.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link, useNavigate } from '#web/lib/router.tsx'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { ToastOutlet } from '#web/ui/toast.tsx'
import { lineActions } from './components/cart-line.tsx'
import { CartSummary } from './components/cart-summary.tsx'
import { CouponBox } from './components/coupon-box.tsx'
import { DrawerLine } from './components/drawer-line.tsx'
import { FreeShippingProgress } from './components/free-shipping-progress.tsx'
import { TrustBadges } from './components/trust-badges.tsx'
import { useCart } from './use-cart.ts'
import '#web/lib/i18n/messages/cart.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'
import '#web/lib/i18n/messages/shell.en.ts'
import '#web/lib/i18n/messages/cart-drawer.en.ts'

/** No quick buttons while the shop's settings load. */
const NO_OFFERS: readonly never[] = []

/** docs/product.md (Routes and screens, "Cart drawer"): a side sheet from the right; Radix locks the page scroll and traps focus. */
export default function CartDrawer({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const cart = useCart()
  const offers = useSettings().data?.coupons ?? NO_OFFERS
  const navigate = useNavigate()
  const { t } = useT()
  const close = () => onOpenChange(false)
  const view = cart.view
  const empty = cart.status === 'ready' && (view?.lines.length ?? 0) === 0

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-parchment shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in"
        >
          <header className="flex h-16 shrink-0 items-center gap-3 border-b border-line px-4 sm:px-6">
            <ShoppingBag aria-hidden="true" className="h-5 w-5 text-leaf" />
            <Dialog.Title className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 font-serif text-xl leading-tight text-leaf-deep">
              <span className="whitespace-nowrap">{t('cart.heading')}</span>
              {view && view.itemCount > 0 && (
                <span className="font-sans text-sm font-medium whitespace-nowrap text-ink-soft">
                  ({t('cart.items', { count: view.itemCount })})
                </span>
              )}
            </Dialog.Title>
            {view && view.lines.length > 0 && (
              <Link
                to="/cart"
                onClick={close}
                className="rounded-full px-3 py-2 text-sm font-semibold text-leaf hover:bg-leaf-soft hover:text-leaf-deep"
              >
                {t('cart.view')}
              </Link>
            )}
            <Dialog.Close
              aria-label={t('cart.close')}
              className="-mr-2 inline-flex h-10 w-10 items-center justify-center rounded-full text-leaf-deep hover:bg-sand"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </header>
          <ToastOutlet className="shrink-0 border-b border-line px-4 py-3 sm:px-6" />

          {cart.status === 'loading' && (
            <div className="flex flex-1 flex-col gap-4 p-6" role="status" aria-label={t('cart.loading')}>
              {[0, 1, 2].map((i) => (
                <div key={i} className="flex gap-3">
                  <Skeleton className="h-20 w-20 shrink-0" />
                  <div className="flex flex-1 flex-col gap-2 py-1">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-3 w-1/2" />
                    <Skeleton className="mt-2 h-8 w-28 rounded-full" />
                  </div>
                </div>
              ))}
            </div>
          )}

          {cart.status === 'error' && (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
              <p className="font-serif text-xl text-leaf-deep">{t('cart.error.title')}</p>
              <p className="text-ink-soft">{t('cart.error.short')}</p>
              <Button variant="secondary" onClick={cart.retry}>
                {t('common.try.again')}
              </Button>
            </div>
          )}

          {empty && (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
              <span
                aria-hidden="true"
                className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-leaf-soft text-leaf"
              >
                <ShoppingBag className="h-9 w-9" />
              </span>
              <p className="font-serif text-2xl text-leaf-deep">{t('cart.drawer.empty')}</p>
              <p className="max-w-xs text-ink-soft">{t('cart.drawer.empty.text')}</p>
              <ButtonLink to="/products" onClick={close} className="mt-2">
                {t('cart.drawer.start')}
              </ButtonLink>
            </div>
          )}

          {view && !empty && (
            <>
              <div className="flex-1 overflow-y-auto px-4 sm:px-6">
                <ul className="divide-y divide-line">
                  {view.lines.map((line) => (
                    <DrawerLine
                      key={line.key}
                      line={line}
                      onNavigate={close}
                      actions={lineActions(cart, line)}
                    />
                  ))}
                </ul>
                <div className="border-t border-line py-5">
                  <CouponBox
                    offers={offers}
                    appliedCode={view.couponCode}
                    discount={view.discount}
                    busy={cart.couponBusy}
                    onApply={cart.applyCoupon}
                    onRemove={() => void cart.removeCoupon()}
                  />
                </div>
              </div>

              <footer className="shrink-0 border-t border-line bg-white/70 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
                <FreeShippingProgress total={view.total} className="mb-3" />
                <CartSummary view={view} compact />
                {!cart.isSignedIn && (
                  <p className="mt-3 flex items-center gap-2 text-xs text-ink-soft">
                    <LockKeyhole aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                    {t('cart.signin')}
                  </p>
                )}
                <Button
                  size="lg"
                  className="mt-3 w-full tracking-wide"
                  onClick={() => {
                    close()
                    navigate('/checkout')
                  }}
                >
                  {t('cart.checkout')}
                </Button>
                <TrustBadges compact className="mt-3" />
              </footer>
            </>
          )}

          {(empty || cart.status !== 'ready') && (
            <footer className="shrink-0 border-t border-line px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
              {empty && (
                <Button size="lg" className="mb-3 w-full tracking-wide" disabled>
                  {t('cart.drawer.none')}
                </Button>
              )}
              <TrustBadges compact />
            </footer>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
