import { UserRound } from 'lucide-react'
import { type ComponentType, forwardRef, Suspense, useState } from 'react'
import { lazyWithTexts } from '#web/lib/i18n/lazy.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { type SessionUser, useSession } from '#web/lib/use-session.ts'
import { cn } from '#web/ui/cn.ts'
import '#web/lib/i18n/messages/identity-more.en.ts'

// The dropdown (Radix and its positioning code) is fetched on first use, so it stays out of the JavaScript
// every visitor downloads. If the chunk cannot be fetched the plain button stays.
const loadDropdown = () => import('./user-menu-dropdown.tsx')
const UserMenuDropdown = lazyWithTexts<ComponentType<{ user: SessionUser | null }>>(() =>
  loadDropdown().catch(() => ({ default: (() => null) as ComponentType<{ user: SessionUser | null }> })),
)

export const accountButtonClass =
  'relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-leaf-deep transition-colors hover:bg-sand data-[state=open]:bg-sand'

/** The round account button of the header: a filled person when signed in, an outline otherwise. */
export const AccountButton = forwardRef<
  HTMLButtonElement,
  { user: SessionUser | null } & React.ButtonHTMLAttributes<HTMLButtonElement>
>(function AccountButton({ user, className, ...rest }, ref) {
  const { t } = useT()
  return (
    <button
      ref={ref}
      type="button"
      aria-label={
        user ? t('usermenu.menu.for', { name: user.displayName || user.email }) : t('usermenu.menu')
      }
      aria-haspopup="menu"
      className={cn(accountButtonClass, className)}
      {...rest}
    >
      {user ? (
        // The name is in the button's label; a filled circle marks the signed-in state (visible text here
        // would have to match the label).
        <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-leaf text-white">
          <UserRound aria-hidden="true" className="h-[1.125rem] w-[1.125rem]" />
        </span>
      ) : (
        <UserRound aria-hidden="true" className="h-5 w-5" />
      )}
    </button>
  )
})

/**
 * docs/product.md, Routes and screens: user menu for the header. Signed out it offers Sign In and Sign Up; signed in it shows the
 * display name and email, My Profile, My Orders and Logout.
 */
export function UserMenu() {
  const { user } = useSession()
  const [armed, setArmed] = useState(false)
  const button = (onClick?: () => void) => (
    <AccountButton
      user={user}
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={onClick}
    />
  )
  if (!armed) return button(() => setArmed(true))
  return (
    <Suspense fallback={button()}>
      <UserMenuDropdown user={user} />
    </Suspense>
  )
}
