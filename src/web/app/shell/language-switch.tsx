import { Languages } from 'lucide-react'
import { type MouseEvent, Suspense, useEffect, useId, useRef, useState } from 'react'
import { loadArea } from '#web/lib/i18n/catalogue.ts'
import { isLanguage, LANGUAGES, type Language, localisedPath } from '#web/lib/i18n/languages.ts'
import { withTexts } from '#web/lib/i18n/lazy.ts'
import { useLanguage, useT } from '#web/lib/i18n/use-language.ts'
import { useLocation } from '#web/lib/router.tsx'
import { useSession } from '#web/lib/use-session.ts'
import { cn } from '#web/ui/cn.ts'
import { iconButtonClass } from './header-styles.ts'
import { LANGUAGE_NAMES } from './language-names.ts'
import { lazyOrNothing } from './lazy-or-nothing.ts'
import '#web/lib/i18n/messages/shell.en.ts'

export { LANGUAGE_NAMES } from './language-names.ts'

/** The language a visitor chose in this browser (the switch, or the offer answered). */
export const LANGUAGE_CHOICE_KEY = 'shop.language'
/** Set for a signed-in shopper who switched in this tab: their saved preference is not applied over it again. */
export const SWITCHED_KEY = 'shop.language.switched'
/**
 * The language a signed-out visitor read the shop in (a switch, or a page in another language): their account takes it
 * at sign-in, once, rather than the account's older preference taking them away from it.
 */
export const LANGUAGE_BEFORE_SIGN_IN_KEY = 'shop.language.beforeSignIn'

export function noteLanguageBeforeSignIn(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_BEFORE_SIGN_IN_KEY, lang)
  } catch {}
}

export function chosenLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_CHOICE_KEY)
    return value && isLanguage(value) ? value : null
  } catch {
    return null
  }
}

export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, lang)
  } catch {
    // storage refused (private mode): the choice lasts as long as the address
  }
}

/** This page's address in `lang`. */
export function useAddressIn(): (lang: Language) => string {
  const { pathname, search, hash } = useLocation()
  return (lang) => `${localisedPath(lang, pathname)}${search}${hash}`
}

/** How the page is left for another language's address (a test stands in for the browser's). */
export const leaveFor = {
  assign: (href: string) => window.location.assign(href),
  replace: (href: string) => window.location.replace(href),
}

/** Goes to `href` in `lang` (language-choice.ts: remembered, and saved for a signed-in shopper), fetched on use. */
const choose = (lang: Language, href: string) =>
  withTexts(import('./language-choice.ts')).then(
    (m) => m.switchLanguage(lang, href),
    // the chunk cannot be fetched (offline, a deploy): the link still leads to the page in that language
    () => leaveFor.assign(href),
  )

/** A plain link's click that the page may take over (no modifier key, the main button). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey

/** The languages as links to this page in each: real addresses, each named in its own language and script. */
export function LanguageLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const current = useLanguage()
  const addressIn = useAddressIn()
  return (
    <ul className={className}>
      {LANGUAGES.map((lang) => {
        const href = addressIn(lang)
        return (
          <li key={lang}>
            <a
              href={href}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? 'true' : undefined}
              data-language={lang}
              onClick={(event) => {
                if (!plainClick(event)) return
                event.preventDefault()
                if (lang !== current) void choose(lang, href)
              }}
              className={cn(
                'flex h-11 items-center rounded-xl px-3 text-sm font-medium',
                lang === current ? 'bg-leaf-soft text-leaf-deep' : 'text-ink hover:bg-sand',
                itemClassName,
              )}
            >
              {LANGUAGE_NAMES[lang]}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The header's switch (wide screens): a button (aria-expanded) that shows the list of languages under it; the
 * list closes on Escape (focus back on the button) and when the pointer or focus goes elsewhere.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, lang } = useT()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()
  useEffect(() => {
    if (!open) return
    const away = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', away)
    document.addEventListener('focusin', away)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', away)
      document.removeEventListener('focusin', away)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-label={`${t('language.switch')}: ${LANGUAGE_NAMES[lang]}`}
        aria-expanded={open}
        aria-controls={listId}
        title={t('language.switch')}
        onClick={() => setOpen((o) => !o)}
        className={iconButtonClass}
      >
        <Languages aria-hidden="true" className="h-5 w-5" />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-44 rounded-2xl border border-line bg-white p-1.5 shadow-[var(--shadow-soft)]"
      >
        <LanguageLinks className="flex flex-col gap-0.5" />
      </div>
    </div>
  )
}

/** The first of the browser's languages the offer is made in: Hindi or Telugu (the two reviewed in full). */
export function offeredLanguage(browserLanguages: readonly string[]): Language | null {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0] ?? ''
    if (primary === 'en') return null
    if (primary === 'hi' || primary === 'te') return primary
  }
  return null
}

// The offer's bar and its texts (in the offered language) arrive only when an offer is made.
const LanguageOfferBar = lazyOrNothing(() => import('./language-offer.tsx'))

/**
 * A first visit to an English page from a browser that reads Hindi or Telugu first: a small bar offering the shop
 * in that language, in that language (not a redirect; decided in the browser, so the page stays one cacheable
 * page). Answered either way, it is not offered again.
 */
export function LanguageOffer() {
  const current = useLanguage()
  const addressIn = useAddressIn()
  const [offer, setOffer] = useState<Language | null>(null)
  useEffect(() => {
    if (current !== 'en' || chosenLanguage()) return
    const lang = offeredLanguage(navigator.languages ?? [navigator.language])
    if (!lang) return
    let live = true
    void Promise.all([loadArea(lang, 'shell'), loadArea(lang, 'shell-more')]).then(
      () => live && setOffer(lang),
      () => {},
    )
    return () => {
      live = false
    }
  }, [current])
  if (!offer) return null
  const href = addressIn(offer)
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar
        offer={offer}
        href={href}
        onAccept={(event) => {
          if (!plainClick(event)) return
          event.preventDefault()
          void choose(offer, href)
        }}
        onDecline={() => {
          rememberLanguage('en')
          setOffer(null)
        }}
      />
    </Suspense>
  )
}

// What a signed-in shopper's preference does is fetched only for a signed-in shopper.
const PreferredLanguageApplied = lazyOrNothing(() => import('./preferred-language.tsx'))

/**
 * A signed-in shopper's preferred language (their profile's): on sign-in and on page load, a page in another
 * language is replaced by the same page in theirs, unless they switched language themselves in this tab. A shopper
 * who read the shop in a language before signing in (they switched to it, or read its pages) keeps it: at sign-in
 * (or sign-up) it becomes their account's preferred language, so the choice follows them. English pages read
 * without a switch are no choice: a Hindi reader signing in on an English page is taken to Hindi.
 */
export function PreferredLanguage() {
  const { user } = useSession()
  const current = useLanguage()
  const uid = user?.uid
  useEffect(() => {
    if (!uid && current !== 'en') noteLanguageBeforeSignIn(current)
  }, [uid, current])
  if (!uid) return null
  return (
    <Suspense fallback={null}>
      <PreferredLanguageApplied uid={uid} />
    </Suspense>
  )
}
