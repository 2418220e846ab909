import { useLocation, useSearchParams } from '#web/lib/router.tsx'
import { safeReturnPath } from './model/auth-forms.ts'

/** Where to go after signing in: `from` in the route state (guards, login prompt) or in the query (Google). */
export function useReturnTo(): string {
  const location = useLocation()
  const [params] = useSearchParams()
  const fromState = (location.state as { from?: unknown } | null)?.from
  return safeReturnPath(fromState ?? params.get('from'))
}
