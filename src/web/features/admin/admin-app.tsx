// The back office (decision 022): its own lazily loaded part of the app under /admin, never loaded by shop pages.
// Who may open it is the server's decision (GET /api/admin/v1/me): the page only follows the answer.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { LogOut, Menu, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { NavLink, Route, Routes, useLocation, useNavigate, useSearchParams } from '#web/lib/router.tsx'
import { cn } from '#web/ui/cn.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { AdminApiError, adminApi, type Me } from './admin-api.ts'
import { CouponPage } from './admin-coupon.tsx'
import { CouponsPage } from './admin-coupons.tsx'
import { CustomerPage, CustomersPage } from './admin-customers.tsx'
import { Dashboard } from './admin-dashboard.tsx'
import { GstReturnsPage } from './admin-gst.tsx'
import { MessagePage, MessagesPage } from './admin-messages.tsx'
import { OrderPage } from './admin-order.tsx'
import { OrdersPage } from './admin-orders.tsx'
import { ProductFormPage } from './admin-product-form.tsx'
import { ProductsPage } from './admin-products.tsx'
import { RecipeFormPage } from './admin-recipe-form.tsx'
import { RecipesPage } from './admin-recipes.tsx'
import { ReviewsPage } from './admin-reviews.tsx'
import { SetUpSecondFactor } from './admin-second-factor.tsx'
import { Setup } from './admin-setup.tsx'
import { SignIn } from './admin-sign-in.tsx'
import { AuditPage, StaffPage } from './admin-staff.tsx'

export const ME_KEY = ['admin', 'me'] as const

function useMe() {
  return useQuery<Me | null, Error>({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        return (await adminApi.get<{ data: Me }>('/me')).data
      } catch (err) {
        if (err instanceof AdminApiError && err.status === 401) return null
        throw err
      }
    },
    retry: false,
    staleTime: 60_000,
  })
}

const NAV: { to: string; label: string; ownerOnly?: boolean }[] = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/recipes', label: 'Recipes' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/gst', label: 'GST returns' },
  { to: '/admin/staff', label: 'Staff', ownerOnly: true },
  { to: '/admin/audit', label: 'Audit log', ownerOnly: true },
]

function Shell({ me }: { me: Me }) {
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
    await adminApi.auth('/sign-out').catch(() => {})
    // Nothing of the back office stays in memory after signing out; the page shows the sign-in form.
    queryClient.setQueryData(ME_KEY, null)
    queryClient.removeQueries({ queryKey: ['admin'], predicate: (q) => q.queryKey[1] !== 'me' })
  }
  const links = NAV.filter((n) => !n.ownerOnly || me.role === 'owner')
  return (
    <div className="min-h-dvh bg-parchment [--header-height:57px] lg:grid lg:grid-cols-[15rem_1fr] lg:[--header-height:0px]">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-line bg-white px-4 py-3 lg:hidden">
        <span className="font-serif text-lg text-leaf-deep">Back office</span>
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
          <span className="sr-only">{open ? 'Close menu' : 'Menu'}</span>
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
          <span aria-hidden="true">☀ </span>Surya Naturals
        </p>
        <p className="hidden px-6 text-xs uppercase tracking-wide text-ink-soft lg:block">Back office</p>
        <nav aria-label="Back office" className="flex flex-col gap-1 p-3 lg:mt-4">
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
        <div className="mt-auto border-t border-line p-4 text-sm">
          <p className="font-semibold text-ink">{me.name}</p>
          <p className="truncate text-xs text-ink-soft">
            {me.email} · {me.role}
          </p>
          <button
            type="button"
            onClick={signOut}
            className="mt-3 inline-flex items-center gap-2 font-semibold text-leaf hover:underline"
          >
            <LogOut aria-hidden="true" className="size-4" /> Sign out
          </button>
        </div>
      </aside>
      <main id="admin-main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
        <Routes>
          <Route index element={<Dashboard />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/new" element={<ProductFormPage />} />
          <Route path="products/:id" element={<ProductFormPage />} />
          <Route path="recipes" element={<RecipesPage />} />
          <Route path="recipes/new" element={<RecipeFormPage />} />
          <Route path="recipes/:id" element={<RecipeFormPage />} />
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="coupons/:code" element={<CouponPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="messages/:id" element={<MessagePage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:id" element={<CustomerPage />} />
          <Route path="gst" element={<GstReturnsPage />} />
          {me.role === 'owner' && <Route path="staff" element={<StaffPage me={me} />} />}
          {me.role === 'owner' && <Route path="audit" element={<AuditPage />} />}
          <Route
            path="*"
            element={<p className="text-ink-soft">There is no such page in the back office.</p>}
          />
        </Routes>
      </main>
      <Toaster />
    </div>
  )
}

export function Component() {
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const me = useMe()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ME_KEY })

  useEffect(() => {
    document.title = 'Back office · Surya Naturals'
  }, [])

  if (location.pathname === '/admin/setup')
    return (
      <Setup
        token={params.get('token') ?? ''}
        onDone={() => {
          navigate('/admin', { replace: true })
          void refresh()
        }}
      />
    )
  if (me.isPending)
    return (
      <p role="status" className="p-10 text-center text-sm text-ink-soft">
        Opening the back office…
      </p>
    )
  if (me.error) {
    // A shopper's session, a revoked account: the server said why.
    if (
      me.error instanceof AdminApiError &&
      me.error.status === 403 &&
      /authenticator/.test(me.error.message)
    )
      return <SetUpSecondFactor onDone={refresh} />
    return (
      <main className="flex min-h-dvh items-center justify-center bg-parchment p-6">
        <div role="alert" className="max-w-md rounded-2xl border border-line bg-white p-6 text-sm text-ink">
          <p>{me.error.message}</p>
          <button
            type="button"
            className="mt-4 font-semibold text-leaf underline"
            onClick={async () => {
              await adminApi.auth('/sign-out').catch(() => {})
              queryClient.setQueryData(ME_KEY, null)
            }}
          >
            Sign in with another account
          </button>
        </div>
      </main>
    )
  }
  if (!me.data) return <SignIn onSignedIn={refresh} />
  if (!me.data.two_factor_enabled) return <SetUpSecondFactor onDone={refresh} />
  return <Shell me={me.data} />
}
