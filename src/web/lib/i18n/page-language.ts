// The language of the page being shown, for what is said outside React's tree (toasts from the cart's actions):
// the document's <html lang>, which the app sets per page (decision 058); English when it names no storefront
// language (the server, tests, the back office).
import { type MessageKey, translate } from './catalogue.ts'
import { isLanguage, type Language } from './languages.ts'

export function pageLanguage(): Language {
  if (typeof document === 'undefined') return 'en'
  const lang = document.documentElement.lang.slice(0, 2)
  return isLanguage(lang) ? lang : 'en'
}

/** `key` in the page's language, placeholders filled. */
export function say(key: MessageKey, values?: Record<string, string | number>): string {
  return translate(pageLanguage(), key, values)
}
