// The back office's texts (docs/decisions/058-languages.md, "The back office"): English today, kept in catalogues as
// the storefront's are, so a staff language is a set of files and not a rewrite. Each part of the back office keeps
// its English in `texts.en.ts` beside its components, `export const <part>Texts = adminTexts({ 'key.name': 'Text' })`;
// a component shows one with `const say = adminSay(<part>Texts)` then `say('key.name', { count })`. A key its area
// lacks fails the typecheck; plurals and placeholders are the storefront's (`formatMessage`).
import { formatMessage, type Message } from '#web/lib/i18n/catalogue.ts'
import type { Language } from '#web/lib/i18n/languages.ts'

/** The staff's language: the back office speaks English; a staff language is a choice here and its files (decision 058). */
export const ADMIN_LANGUAGE: Language = 'en'

/** One part's English texts, their keys kept for the typecheck. */
export function adminTexts<const T extends Record<string, Message>>(texts: T): T {
  return texts
}

export type AdminSay<T> = (key: keyof T & string, values?: Record<string, string | number>) => string

/** The function that shows a part's texts in the staff's language, placeholders filled and plurals chosen. */
export function adminSay<T extends Record<string, Message>>(texts: T): AdminSay<T> {
  return (key, values) => formatMessage(ADMIN_LANGUAGE, texts[key] ?? key, values)
}
