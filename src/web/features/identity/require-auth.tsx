import { useGuestCheckout } from '#web/lib/guest-checkout.ts'
import { Navigate, Outlet, useLocation } from '#web/lib/router.tsx'
import { useSession } from '#web/lib/use-session.ts'

/**
 * docs/product.md, Roles: checkout and orders need a signed-in user; others are sent to /login carrying the origin
 * route as `from`, so signing in brings them back. A guest checkout (decision 057) may open checkout itself.
 */
export function RequireAuth() {
  const { user } = useSession()
  const guest = useGuestCheckout()
  const location = useLocation()
  if (!user && !(guest && location.pathname === '/checkout')) {
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: `${location.pathname}${location.search}${location.hash}` }}
      />
    )
  }
  return <Outlet />
}
