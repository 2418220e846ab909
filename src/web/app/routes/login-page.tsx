import { ContinueAsGuest } from '#web/features/cart/continue-as-guest.tsx'
import { LoginPage } from '#web/features/identity/login-page.tsx'

/** Sign in, with Continue as guest beside it on the way to checkout (decision 057). */
export function Component() {
  return <LoginPage guest={(returnTo) => <ContinueAsGuest returnTo={returnTo} />} />
}
