import { UserRound } from 'lucide-react'
import { Suspense, useState } from 'react'
import { iconButtonClass } from './header-styles.ts'
import { lazyOrNothing } from './lazy-or-nothing.ts'

// Radix DropdownMenu (and the positioning library under it) is loaded on first use, so it stays out of
// the JavaScript every visitor downloads for the first page.
const loadDropdown = () => import('./user-menu-dropdown.tsx')
const UserMenuDropdown = lazyOrNothing(loadDropdown)

/** Spec §2: the account menu. Signed out it offers Sign In and Sign Up. */
export function UserMenu() {
  const [armed, setArmed] = useState(false)
  const button = (onClick?: () => void) => (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={onClick}
      className={iconButtonClass}
    >
      <UserRound aria-hidden="true" className="h-5 w-5" />
    </button>
  )
  if (!armed) return button(() => setArmed(true))
  return (
    <Suspense fallback={button()}>
      <UserMenuDropdown />
    </Suspense>
  )
}
