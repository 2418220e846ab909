// The language of the page being shown, for what is said outside React's tree (the cart's toasts, the checkout's
// messages set from its actions): the address's prefix (/hi, /te, …), as the router reads it (decision 058), so a
// switch of language that stays in the app is followed at once. English on the server, and at an English address.
import { type MessageKey, translate } from './catalogue.ts'
import { type Language, localisedPath, splitLanguagePath } from './languages.ts'

export function pageLanguage(): Language {
  if (typeof window === 'undefined') return 'en'
  return splitLanguagePath(window.location.pathname).lang
}

/**
 * `address` (an English address, its query kept) in the page's language: where a mail's link comes back to, so it
 * lands in the language it was asked from, and the server writes the mail in it (decisions 058 and 060).
 */
export function inPageLanguage(address: string): string {
  const [path = '/', query] = address.split('?')
  const localised = localisedPath(pageLanguage(), path)
  return query === undefined ? localised : `${localised}?${query}`
}

/** `key` in the page's language, placeholders filled. */
export function say(key: MessageKey, values?: Record<string, string | number>): string {
  return translate(pageLanguage(), key, values)
}
