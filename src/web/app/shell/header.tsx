import { Heart, type LucideIcon, ShoppingBag } from 'lucide-react'
import { UserMenu } from '#web/features/identity/user-menu.tsx'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link, NavLink } from '#web/lib/router.tsx'
import { cn } from '#web/ui/cn.ts'
import { BrandLink } from './brand-mark.tsx'
import { CountBadge } from './count-badge.tsx'
import { iconButtonClass } from './header-styles.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { NAV_LINKS } from './nav-links.ts'
import { SearchSlot } from './search-slot.tsx'
import { useCartCount, useWishlistCount } from './use-counts.ts'
import '#web/lib/i18n/messages/shell.en.ts'

/** Sticky bar, 64 px high (the toasts sit under it through --header-height). */
export function Header() {
  const cartCount = useCartCount()
  const wishlistCount = useWishlistCount()
  const { t } = useT()
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-parchment/95 backdrop-blur-sm">
      <div className="container-page relative flex h-16 items-center gap-1 sm:gap-2">
        <MobileMenu className="-ml-2 lg:hidden" />
        <BrandLink className="mr-auto lg:mr-0" />
        <nav aria-label={t('nav.main')} className="ml-6 hidden flex-1 lg:block xl:ml-10">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map(({ to, label, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'relative inline-flex h-10 items-center rounded-full px-3.5 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-leaf-soft text-leaf-deep'
                        : 'text-ink hover:bg-sand hover:text-leaf-deep',
                    )
                  }
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="-mr-2 flex items-center gap-0.5 sm:gap-1 lg:mr-0 lg:gap-2">
          <SearchSlot />
          <div className="flex items-center gap-0.5 sm:gap-1">
            <CountLink to="/wishlist" label={t('header.wishlist')} icon={Heart} count={wishlistCount} />
            <CountLink to="/cart" label={t('header.cart')} icon={ShoppingBag} count={cartCount} />
            <LanguageSwitch className="hidden lg:block" />
            <div className="hidden sm:block">
              <UserMenu />
            </div>
          </div>
        </div>
      </div>
    </header>
  )
}

function CountLink({
  to,
  label,
  icon: Icon,
  count,
}: {
  to: string
  label: string
  icon: LucideIcon
  count: number
}) {
  const { t } = useT()
  const name = count > 0 ? t('header.countLabel', { label, count }) : label
  return (
    <Link to={to} aria-label={name} title={label} className={iconButtonClass}>
      <Icon aria-hidden="true" className="h-5 w-5" />
      <CountBadge count={count} />
    </Link>
  )
}
