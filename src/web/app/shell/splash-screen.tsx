import { Suspense, use, useEffect, useState } from 'react'
import { SPLASH_SEEN_KEY, STORED_USER_KEY, shouldShowSplash, WELCOME_SHOWN_KEY } from '#domain/splash.ts'
import { ServerRenderContext } from '#web/lib/server-render.ts'
import { lazyOrNothing } from './lazy-or-nothing.ts'

// A failed chunk download must never take the page down: then there is simply no splash.
const SplashOverlay = lazyOrNothing(() => import('./splash-overlay.tsx'))

interface SplashDecision {
  show: boolean
  signedIn: boolean
}

function readDecision(): SplashDecision {
  try {
    const signedIn = localStorage.getItem(STORED_USER_KEY) !== null
    const show = shouldShowSplash({
      signedIn,
      welcomeShown: localStorage.getItem(WELCOME_SHOWN_KEY) !== null,
      seenThisSession: sessionStorage.getItem(SPLASH_SEEN_KEY) !== null,
    })
    return { show, signedIn }
  } catch {
    // Storage can be blocked (private modes, embedded views): then no splash rather than one on every page.
    return { show: false, signedIn: false }
  }
}

/**
 * docs/product.md (Routes and screens, "Splash screen"): a typed tagline over the page on the first load of a browser session.
 * The page renders underneath; the overlay can be skipped and leaves the DOM when done.
 */
export function SplashScreen() {
  const rendered = use(ServerRenderContext)
  // A server-rendered page starts with the server's decision, then follows this browser's storage.
  const [decision, setDecision] = useState<SplashDecision>(() =>
    rendered ? { show: rendered.splash, signedIn: false } : readDecision(),
  )
  useEffect(() => {
    if (rendered) setDecision(readDecision())
  }, [rendered])
  if (!decision.show) return null
  return (
    <Suspense fallback={<div aria-hidden="true" className="fixed inset-0 z-[70] bg-parchment" />}>
      <SplashOverlay signedIn={decision.signedIn} />
    </Suspense>
  )
}
