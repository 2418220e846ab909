import { Heart, ShoppingBag, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { RefObject } from 'react'
import { MobileAccountLinks } from '#web/features/identity/mobile-account-links.tsx'
import { formatBadgeCount } from '#web/lib/count-labels.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link, NavLink } from '#web/lib/router.tsx'
import { cn } from '#web/ui/cn.ts'
import { BrandLink } from './brand-mark.tsx'
import { HeaderSearch } from './header-search.tsx'
import { iconButtonClass } from './header-styles.ts'
import { LanguageLinks } from './language-links.tsx'
import { NAV_LINKS } from './nav-links.ts'
import { useCartCount, useWishlistCount } from './use-counts.ts'
import '#web/lib/i18n/messages/shell.en.ts'
import '#web/lib/i18n/messages/shell-more.en.ts'

export default function MobileMenuDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  const close = () => onOpenChange(false)
  const cartCount = useCartCount()
  const wishlistCount = useWishlistCount()
  const { t } = useT()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            // There is no Radix trigger; give focus back to the menu button.
            e.preventDefault()
            returnFocusTo.current?.focus()
          }}
          onEscapeKeyDown={(e) => {
            // Escape in an open search first closes its results, not the whole menu.
            const target = e.target as HTMLElement | null
            if (
              target?.getAttribute('role') === 'combobox' &&
              target.getAttribute('aria-expanded') === 'true'
            )
              e.preventDefault()
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-parchment shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
            <BrandLink onClick={close} />
            <Dialog.Close aria-label={t('menu.close')} className={iconButtonClass}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('menu.title')}</Dialog.Title>

          <div className="flex flex-1 flex-col gap-6 px-4 py-5">
            <HeaderSearch variant="panel" onPick={close} />

            <nav aria-label={t('menu.title')}>
              <ul className="flex flex-col gap-1">
                {NAV_LINKS.map(({ to, label, end }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      end={end}
                      onClick={close}
                      className={({ isActive }) =>
                        cn(
                          'flex h-12 items-center rounded-xl px-4 text-base font-medium',
                          isActive ? 'bg-leaf-soft text-leaf-deep' : 'text-ink hover:bg-sand',
                        )
                      }
                    >
                      {t(label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>

            <section aria-labelledby="mobile-menu-account" className="flex flex-col gap-3">
              <h2
                id="mobile-menu-account"
                className="px-1 font-sans text-xs font-semibold tracking-wider text-ink-soft uppercase"
              >
                {t('menu.account')}
              </h2>
              <div className="grid grid-cols-2 gap-2">
                <Link
                  to="/wishlist"
                  onClick={close}
                  className="flex h-12 items-center gap-2 rounded-xl border border-line bg-white px-3 text-sm font-medium text-ink hover:border-leaf"
                >
                  <Heart aria-hidden="true" className="h-5 w-5 text-leaf" />
                  {t('header.wishlist')}
                  <CountInline count={wishlistCount} />
                </Link>
                <Link
                  to="/cart"
                  onClick={close}
                  className="flex h-12 items-center gap-2 rounded-xl border border-line bg-white px-3 text-sm font-medium text-ink hover:border-leaf"
                >
                  <ShoppingBag aria-hidden="true" className="h-5 w-5 text-leaf" />
                  {t('header.cart')}
                  <CountInline count={cartCount} />
                </Link>
              </div>
              <MobileAccountLinks onNavigate={close} />
            </section>

            <section aria-labelledby="mobile-menu-language" className="flex flex-col gap-3">
              <h2
                id="mobile-menu-language"
                className="px-1 font-sans text-xs font-semibold tracking-wider text-ink-soft uppercase"
              >
                {t('language.switch')}
              </h2>
              <LanguageLinks className="grid grid-cols-2 gap-2" itemClassName="border border-line bg-white" />
            </section>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function CountInline({ count }: { count: number }) {
  const { t } = useT()
  const text = formatBadgeCount(count, true)
  if (text === null) return null
  return (
    <span className="ml-auto rounded-full bg-clay px-2 py-0.5 text-xs font-bold text-white tabular">
      <span className="sr-only">(</span>
      {text}
      <span className="sr-only">{t('menu.countItems', { count })}</span>
    </span>
  )
}
