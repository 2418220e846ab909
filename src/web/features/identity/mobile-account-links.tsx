import { LogIn, LogOut, Package, UserPlus, UserRound } from 'lucide-react'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link, useNavigate } from '#web/lib/router.tsx'
import { logout } from '#web/lib/session.ts'
import { initialsOf, useSession } from '#web/lib/use-session.ts'
import { toast } from '#web/ui/toast.tsx'
import '#web/lib/i18n/messages/identity-more.en.ts'

const primaryClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-leaf px-4 text-sm font-semibold text-white hover:bg-leaf-deep'
const secondaryClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-leaf px-4 text-sm font-semibold text-leaf hover:bg-leaf-soft'
const rowClass =
  'flex h-12 w-full items-center gap-3 rounded-xl px-4 text-base font-medium text-ink hover:bg-sand'

/**
 * docs/product.md, Routes and screens: the account part of the phone slide-in menu, mirroring the header's user menu.
 * `onNavigate` closes the menu.
 */
export function MobileAccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession()
  const navigate = useNavigate()
  const { t } = useT()

  if (!user) {
    return (
      <div className="grid grid-cols-2 gap-2">
        <Link to="/login" onClick={onNavigate} className={primaryClass}>
          <LogIn aria-hidden="true" className="h-4 w-4" />
          {t('usermenu.signin')}
        </Link>
        <Link to="/signup" onClick={onNavigate} className={secondaryClass}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          {t('usermenu.signup')}
        </Link>
      </div>
    )
  }

  const onLogout = async () => {
    onNavigate?.()
    await logout()
    toast.info(t('usermenu.signed.out'))
    navigate('/')
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="mb-2 flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-3">
        <span
          aria-hidden="true"
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf text-sm font-semibold text-white"
        >
          {initialsOf(user)}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink">
            {user.displayName || t('usermenu.user')}
          </span>
          <span className="block truncate text-sm text-ink-soft">{user.email}</span>
        </span>
      </div>
      <Link to="/profile" onClick={onNavigate} className={rowClass}>
        <UserRound aria-hidden="true" className="h-5 w-5 text-leaf" />
        {t('usermenu.profile')}
      </Link>
      <Link to="/orders" onClick={onNavigate} className={rowClass}>
        <Package aria-hidden="true" className="h-5 w-5 text-leaf" />
        {t('usermenu.orders')}
      </Link>
      <button type="button" onClick={() => void onLogout()} className={rowClass}>
        <LogOut aria-hidden="true" className="h-5 w-5 text-leaf" />
        {t('usermenu.logout')}
      </button>
    </div>
  )
}
