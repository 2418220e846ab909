import { Suspense, useEffect, useState } from 'react'
import { httpMessages } from '../../../domain/messages-http.ts'
import { LOGIN_REQUIRED_EVENT, type LoginRequiredDetail } from '../../lib/login-required.ts'
import { lazyOrNothing } from './lazy-or-nothing.ts'

// The dialog itself (Radix) is fetched only when a prompt is actually raised.
const LoginRequiredDialog = lazyOrNothing(() => import('./login-required-dialog.tsx'))

/** Spec §2 / §4: opens on the window event loginRequired carrying a message and the route to come back to. */
export function LoginRequiredModal() {
  const [prompt, setPrompt] = useState<(LoginRequiredDetail & { open: boolean }) | null>(null)

  useEffect(() => {
    const onLoginRequired = (e: Event) => {
      const detail = (e as CustomEvent<Partial<LoginRequiredDetail> | undefined>).detail
      setPrompt({
        message: detail?.message || httpMessages.unauthenticated,
        redirect: detail?.redirect || window.location.pathname + window.location.search,
        open: true,
      })
    }
    window.addEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired)
    return () => window.removeEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired)
  }, [])

  if (!prompt) return null
  return (
    <Suspense fallback={null}>
      <LoginRequiredDialog
        open={prompt.open}
        message={prompt.message}
        redirect={prompt.redirect}
        onOpenChange={(open) => setPrompt((p) => (p ? { ...p, open } : p))}
      />
    </Suspense>
  )
}
