import { LogIn, UserPlus, UserRound } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Link } from 'react-router'
import { iconButtonClass } from './header-styles.ts'
import { SIGNED_OUT_LINKS } from './nav-links.ts'

const icons = { '/login': LogIn, '/signup': UserPlus } as const

/** Mounted on the first click of the account button, so it opens at once. */
export default function UserMenuDropdown() {
  return (
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger aria-label="Account menu" className={iconButtonClass}>
        <UserRound aria-hidden="true" className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-[var(--radius-card)] border border-line bg-white p-2 shadow-[var(--shadow-soft)] data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in"
        >
          <DropdownMenu.Label className="px-3 pt-1 pb-2 text-xs text-ink-soft">
            Welcome! Sign in for your cart, wishlist and orders.
          </DropdownMenu.Label>
          {SIGNED_OUT_LINKS.map(({ to, label }) => {
            const Icon = icons[to]
            return (
              <DropdownMenu.Item key={to} asChild>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink outline-none data-[highlighted]:bg-leaf-soft data-[highlighted]:text-leaf-deep"
                >
                  <Icon aria-hidden="true" className="h-4 w-4 text-leaf" />
                  {label}
                </Link>
              </DropdownMenu.Item>
            )
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
