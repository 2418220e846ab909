import { Suspense, useEffect, useState } from 'react'
import { httpMessages } from '#domain/messages-http.ts'
import { type LoginRequiredDetail, onAppEvent } from '#web/lib/app-events.ts'
import { splitLanguagePath } from '#web/lib/i18n/languages.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { lazyOrNothing } from './lazy-or-nothing.ts'
import '#web/lib/i18n/messages/identity-more.en.ts'

// The dialog itself (Radix) is fetched only when a prompt is actually raised.
const LoginRequiredDialog = lazyOrNothing(() => import('./login-required-dialog.tsx'))

/** docs/product.md, Routes and screens / States and transitions: opens on the window event loginRequired carrying a message and the route to come back to. */
export function LoginRequiredModal() {
  const [prompt, setPrompt] = useState<(LoginRequiredDetail & { open: boolean }) | null>(null)

  useEffect(
    () =>
      onAppEvent('loginRequired', (sent) => {
        // (raised with a message and a route to come back to; either may be missing)
        const detail = sent as Partial<LoginRequiredDetail> | null
        setPrompt({
          // the shop's own 'Please login to continue' in the page's language; a caller's sentence as it is
          message:
            !detail?.message || detail.message === httpMessages.unauthenticated
              ? say('usermenu.login.required')
              : detail.message,
          // the address within the app: the router adds the page's language prefix back (decision 058)
          redirect:
            detail?.redirect || splitLanguagePath(window.location.pathname).path + window.location.search,
          open: true,
        })
      }),
    [],
  )

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
