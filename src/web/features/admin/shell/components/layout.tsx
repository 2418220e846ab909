// The back office's frame around every signed-in page (decision 022).
import { useQueryClient } from '@tanstack/react-query'
import { LogOut, Menu, X } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { allows, type RoutePermission } from '#domain/admin-permissions.ts'
import { NavLink, useLocation } from '#web/lib/router.tsx'
import { cn } from '#web/ui/cn.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { adminSay } from '../admin-texts.ts'
import type { Me } from '../api/admin-client.ts'
import { signOut as endSession } from '../api/auth.ts'
import { adminKeys, ME_KEY } from '../api/query-keys.ts'
import { shellTexts } from '../texts.en.ts'

const say = adminSay(shellTexts)

/** Each page with the permission it needs (decision 044), as the server's routes behind it declare. */
export const NAV: { to: string; label: string; permission: RoutePermission }[] = [
  { to: '/admin', label: say('nav.overview'), permission: 'reports' },
  { to: '/admin/orders', label: say('nav.orders'), permission: 'orders.view' },
  { to: '/admin/ndr', label: say('nav.ndr'), permission: 'orders.view' },
  { to: '/admin/returns', label: say('nav.returns'), permission: 'orders.view' },
  { to: '/admin/cod-remittance', label: say('nav.cod.remittance'), permission: 'orders.refund' },
  { to: '/admin/products', label: say('nav.products'), permission: ['products', 'stock'] },
  { to: '/admin/categories', label: say('nav.categories'), permission: 'products' },
  { to: '/admin/recipes', label: say('nav.recipes'), permission: 'products' },
  { to: '/admin/coupons', label: say('nav.coupons'), permission: 'coupons' },
  { to: '/admin/reviews', label: say('nav.reviews'), permission: 'reviews' },
  { to: '/admin/messages', label: say('nav.messages'), permission: 'reviews' },
  { to: '/admin/customers', label: say('nav.customers'), permission: 'customers' },
  { to: '/admin/gst', label: say('nav.gst'), permission: 'reports' },
  { to: '/admin/staff', label: say('nav.staff'), permission: 'staff' },
  { to: '/admin/roles', label: say('nav.roles'), permission: 'staff' },
  { to: '/admin/audit', label: say('nav.audit'), permission: 'audit' },
  { to: '/admin/settings', label: say('nav.settings'), permission: 'settings' },
  { to: '/admin/pages', label: say('nav.pages'), permission: 'settings' },
]

/** The back office's frame: the navigation (the pages the operator's role may open), who is signed in, sign-out. */
export function AdminLayout({ me, children }: { me: Me; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  // The phone menu closes when a link in it is followed.
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen(false)
  }
  async function signOut() {
    await endSession().catch(() => {})
    // Nothing of the back office stays in memory after signing out; the page shows the sign-in form.
    queryClient.setQueryData(ME_KEY, null)
    queryClient.removeQueries({ queryKey: adminKeys.all, predicate: (q) => q.queryKey[1] !== 'me' })
  }
  const links = NAV.filter((n) => allows(me.permissions, n.permission))
  return (
    <div className="min-h-dvh bg-parchment [--header-height:57px] lg:grid lg:grid-cols-[15rem_1fr] lg:[--header-height:0px]">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {say('layout.skip')}
      </a>
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-line bg-white px-4 py-3 lg:hidden">
        <span className="font-serif text-lg text-leaf-deep">{say('layout.back.office')}</span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => setOpen(!open)}
          className="rounded-full p-2 text-leaf-deep hover:bg-sand"
        >
          {open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">{open ? say('layout.menu.close') : say('layout.menu.open')}</span>
        </button>
      </header>
      <aside
        id="admin-nav"
        className={cn(
          'border-line bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:border-r',
          open ? 'block border-b' : 'hidden',
        )}
      >
        <p className="hidden px-6 pb-2 pt-6 font-serif text-xl text-leaf-deep lg:block">
          <span aria-hidden="true">☀ </span>
          {say('layout.shop')}
        </p>
        <p className="hidden px-6 text-xs uppercase tracking-wide text-ink-soft lg:block">
          {say('layout.back.office')}
        </p>
        {/* On a laptop the menu scrolls inside the sidebar, so who is signed in and Sign out stay in view however
            many screens a role has. */}
        <nav
          aria-label={say('layout.back.office')}
          className="flex flex-col gap-1 p-3 lg:mt-4 lg:min-h-0 lg:flex-1 lg:overflow-y-auto"
        >
          {links.map((n) => (
            <NavLink
              key={n.to}
              to={n.to}
              end={n.to === '/admin'}
              className={({ isActive }) =>
                cn(
                  'rounded-xl px-4 py-2.5 text-sm font-medium text-ink hover:bg-sand',
                  isActive && 'bg-leaf-soft font-semibold text-leaf-deep',
                )
              }
            >
              {n.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto shrink-0 border-t border-line p-4 text-sm">
          <p className="font-semibold text-ink">{me.name}</p>
          <p className="truncate text-xs text-ink-soft">
            {say('layout.who', { email: me.email, role: me.role })}
          </p>
          <button
            type="button"
            onClick={signOut}
            className="mt-3 inline-flex items-center gap-2 font-semibold text-leaf hover:underline"
          >
            <LogOut aria-hidden="true" className="size-4" /> {say('layout.sign.out')}
          </button>
        </div>
      </aside>
      <main id="admin-main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
        {children}
      </main>
      <Toaster />
    </div>
  )
}
