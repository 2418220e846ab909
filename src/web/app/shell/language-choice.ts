// A language chosen (decision 058): remembered in this browser, and saved as a signed-in shopper's preferred
// language. Fetched when a language is chosen, not with every page.
import { apiRequest } from '#web/lib/api-client.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { isLanguage } from '#web/lib/i18n/languages.ts'
import { getSession } from '#web/lib/session.ts'
import {
  LANGUAGE_BEFORE_SIGN_IN_KEY,
  leaveFor,
  noteLanguageBeforeSignIn,
  rememberLanguage,
  SWITCHED_KEY,
} from './language-switch.tsx'

/** The language read before signing in, taken (cleared) as the account's once. */
export function takeLanguageBeforeSignIn(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_BEFORE_SIGN_IN_KEY)
    localStorage.removeItem(LANGUAGE_BEFORE_SIGN_IN_KEY)
    return value && isLanguage(value) ? value : null
  } catch {
    return null
  }
}

/** Saves a signed-in shopper's preferred language (PUT /profiles), waited for at most 3 s: nothing hangs on it. */
export async function savePreferredLanguage(lang: Language): Promise<void> {
  const saved = apiRequest('/profiles', { method: 'PUT', body: { preferred_language: lang } }).catch(
    () => undefined,
  )
  await Promise.race([saved, new Promise((resolve) => setTimeout(resolve, 3000))])
}

/**
 * Goes to `href` in `lang`, remembering the choice; a signed-in shopper's preferred language is saved first (the
 * profile's update, PUT /profiles), waited for at most 3 s: the switch never hangs on it.
 */
export async function switchLanguage(lang: Language, href: string): Promise<void> {
  rememberLanguage(lang)
  const uid = getSession().user?.uid
  if (uid) {
    try {
      sessionStorage.setItem(SWITCHED_KEY, uid)
    } catch {}
    await savePreferredLanguage(lang)
  } else noteLanguageBeforeSignIn(lang)
  leaveFor.assign(href)
}
