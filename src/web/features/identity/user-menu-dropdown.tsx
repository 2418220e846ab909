import { LogIn, LogOut, type LucideIcon, Package, UserPlus, UserRound } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link, useNavigate } from '#web/lib/router.tsx'
import { logout, type SessionUser } from '#web/lib/session.ts'
import { toast } from '#web/ui/toast.tsx'
import { SIGNED_IN_ACCOUNT_LINKS, SIGNED_OUT_ACCOUNT_LINKS } from './account-links.ts'
import { AccountButton } from './user-menu.tsx'
import '#web/lib/i18n/messages/identity-more.en.ts'

const icons: Record<string, LucideIcon> = {
  '/login': LogIn,
  '/signup': UserPlus,
  '/profile': UserRound,
  '/orders': Package,
}

const itemClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink outline-none data-[highlighted]:bg-leaf-soft data-[highlighted]:text-leaf-deep'

/** Mounted on the first click of the account button, so it opens at once. */
export default function UserMenuDropdown({ user }: { user: SessionUser | null }) {
  const navigate = useNavigate()
  const { t } = useT()
  const links = user ? SIGNED_IN_ACCOUNT_LINKS : SIGNED_OUT_ACCOUNT_LINKS
  const onLogout = async () => {
    await logout()
    toast.info(t('usermenu.signed.out'))
    navigate('/')
  }
  return (
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger asChild>
        <AccountButton user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 max-w-[min(20rem,calc(100vw-2rem))] rounded-[var(--radius-card)] border border-line bg-white p-2 shadow-[var(--shadow-soft)] data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in"
        >
          {user ? (
            <DropdownMenu.Label className="px-3 pt-1.5 pb-2.5">
              <span className="block truncate text-sm font-semibold text-ink">
                {user.displayName || t('usermenu.user')}
              </span>
              <span className="block truncate text-xs text-ink-soft">{user.email}</span>
            </DropdownMenu.Label>
          ) : (
            <DropdownMenu.Label className="px-3 pt-1 pb-2 text-xs text-ink-soft">
              {t('usermenu.welcome')}
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-line" />
          {links.map(({ to, label }) => {
            const Icon = icons[to] ?? UserRound
            return (
              <DropdownMenu.Item key={to} asChild>
                <Link to={to} className={itemClass}>
                  <Icon aria-hidden="true" className="h-4 w-4 text-leaf" />
                  {t(label)}
                </Link>
              </DropdownMenu.Item>
            )
          })}
          {user && (
            <>
              <DropdownMenu.Separator className="mx-1 my-1 h-px bg-line" />
              <DropdownMenu.Item onSelect={() => void onLogout()} className={itemClass}>
                <LogOut aria-hidden="true" className="h-4 w-4 text-leaf" />
                {t('usermenu.logout')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
