import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import {
  DEFAULT_TAGLINE,
  SPLASH_DURATION_MS,
  SPLASH_FADE_MS,
  SPLASH_SEEN_COOKIE,
  SPLASH_SEEN_KEY,
  SPLASH_TYPING_MS_PER_CHAR,
  WELCOME_SHOWN_KEY,
} from '#domain/splash.ts'
import { settingsQuery } from '#web/lib/api/get-settings.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import { LeafMark } from './brand-mark.tsx'
import { SHOP_NAME } from './nav-links.ts'
import { taglineLetters } from './tagline-letters.ts'
import '#web/lib/i18n/messages/shell-more.en.ts'

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** The typed tagline overlay; loaded only on the one page view per session that shows it. */
export default function SplashOverlay({ signedIn }: { signedIn: boolean }) {
  const settings = useQuery(settingsQuery())
  const { t } = useT()
  // The shop's own tagline as staff wrote it; the default one in the page's language.
  const tagline = settings.data?.tagline || DEFAULT_TAGLINE
  const text = tagline === DEFAULT_TAGLINE ? t('splash.tagline') : tagline
  // Read after the first render, so the server-rendered overlay and its hydration agree.
  const [reduced, setReduced] = useState(false)
  useEffect(() => setReduced(prefersReducedMotion()), [])
  const [typed, setTyped] = useState(0)
  const [phase, setPhase] = useState<'showing' | 'fading' | 'gone'>('showing')
  // cut into letters once typing starts (never in the server's render, which draws none typed yet)
  const typing = reduced || typed > 0
  const letters = useMemo(() => (typing ? taglineLetters(text) : []), [text, typing])

  useEffect(() => {
    try {
      sessionStorage.setItem(SPLASH_SEEN_KEY, '1')
      // The server's copy of the same fact, so the next page it renders comes without the overlay.
      // biome-ignore lint/suspicious/noDocumentCookie: one constant session cookie; the Cookie Store API is not everywhere yet
      document.cookie = `${SPLASH_SEEN_COOKIE}=1; path=/; SameSite=Lax`
      if (signedIn) localStorage.setItem(WELCOME_SHOWN_KEY, '1')
    } catch {}
  }, [signedIn])

  useEffect(() => {
    if (reduced) return
    const timer = setInterval(() => setTyped((n) => n + 1), SPLASH_TYPING_MS_PER_CHAR)
    return () => clearInterval(timer)
  }, [reduced])

  useEffect(() => {
    const timer = setTimeout(() => setPhase((p) => (p === 'showing' ? 'fading' : p)), SPLASH_DURATION_MS)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    if (phase !== 'fading') return
    const timer = setTimeout(() => setPhase('gone'), reduced ? 0 : SPLASH_FADE_MS)
    return () => clearTimeout(timer)
  }, [phase, reduced])

  if (phase === 'gone') return null
  const shownLetters = reduced ? letters.length : Math.min(typed, letters.length)
  const shown = letters.slice(0, shownLetters).join('')
  const rest = typing ? letters.slice(shownLetters).join('') : text
  const done = typing && shownLetters >= letters.length

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="splash"
      className={cn(
        'fixed inset-0 z-[70] flex flex-col items-center justify-center gap-8 bg-parchment px-6 text-center transition-opacity duration-500',
        phase === 'fading' && 'pointer-events-none opacity-0',
      )}
    >
      <div aria-hidden="true" className="relative flex h-28 w-28 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-turmeric-soft" />
        <span className="absolute inset-3 rounded-full bg-turmeric/25" />
        <LeafMark className="relative h-16 w-16" />
      </div>
      <div className="flex max-w-xl flex-col gap-4">
        <p className="font-sans text-xs font-semibold tracking-[0.2em] text-leaf uppercase">{SHOP_NAME}</p>
        <p className="sr-only">{text}</p>
        {/* The whole tagline is laid out from the start and revealed letter by letter (whole letters:
            tagline-letters.ts), the cursor taking no room: typing moves nothing (centred lines that grew with each
            letter were a layout shift per letter). */}
        <p
          aria-hidden="true"
          className="min-h-[2lh] font-serif text-3xl leading-tight text-leaf-deep sm:text-4xl"
        >
          {shown}
          <span className="relative">
            <span
              className={cn(
                'absolute top-[0.18em] left-0.5 h-[0.9em] w-[2px] bg-turmeric',
                done ? 'animate-pulse' : '',
              )}
            />
          </span>
          <span className="invisible">{rest}</span>
        </p>
      </div>
      <button
        type="button"
        onClick={() => setPhase('gone')}
        className="rounded-full px-5 py-2 text-sm font-semibold text-leaf-deep underline-offset-4 hover:bg-sand hover:underline"
      >
        {t('splash.skip')}
      </button>
    </div>
  )
}
