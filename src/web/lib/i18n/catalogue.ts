// Own message catalogue (docs/decisions/058-languages.md): no i18n library is installed, and
// a flat key → text map with {name} placeholders and Intl.PluralRules costs far fewer bytes.
import type { Paise } from '#domain/money.ts'
import { wireRupees } from '#web/lib/wire-money.ts'
import { type Language, LOCALE } from './languages.ts'
import { en, type MessageKey } from './messages/en.ts'

export type { MessageKey }
/** A plural message: one text per Intl.PluralRules category ('other' is required). */
export type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>
export type Message = string | Plural
export type Catalogue = Record<MessageKey, Message>

/**
 * The catalogues this page has: English always; another language's once loaded (decision 058: a page in English
 * never downloads the Hindi and Telugu texts). ta, kn and ml fall back to English until their translations are
 * written.
 */
const CATALOGUES: Partial<Record<Language, Partial<Catalogue>>> = { en }

/** Makes `lang`'s texts available to translate(): before the first render of a page in that language. */
export async function loadCatalogue(lang: Language): Promise<void> {
  if (CATALOGUES[lang]) return
  if (lang === 'hi') CATALOGUES.hi = (await import('./messages/hi.ts')).hi
  else if (lang === 'te') CATALOGUES.te = (await import('./messages/te.ts')).te
  else CATALOGUES[lang] = {}
}

/** Every language's texts at once (the server's render and tests, where bytes do not matter). */
export function registerCatalogues(all: Partial<Record<Language, Partial<Catalogue>>>): void {
  Object.assign(CATALOGUES, all)
}

export function translate(
  lang: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const message: Message = CATALOGUES[lang]?.[key] ?? en[key]
  let text: string
  if (typeof message === 'string') {
    text = message
  } else {
    const count = Number(values.count ?? 0)
    const category = new Intl.PluralRules(LOCALE[lang]).select(count)
    text = message[category] ?? message.other
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? new Intl.NumberFormat(LOCALE[lang]).format(value) : value
  })
}

/** ₹1,00,000 — paise integers in, Indian grouping out, paise shown only when not whole rupees. */
export function formatMoney(lang: Language, paise: Paise): string {
  const whole = paise % 100 === 0
  return new Intl.NumberFormat(LOCALE[lang], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(wireRupees(paise))
}

/** 27 नवंबर 2026 — a calendar date in the shopper's language, India time. */
export function formatDate(lang: Language, date: Date): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date)
}

/** 'नवंबर 2027' — a month and year in the shopper's language (a best-before as packs print it). */
export function formatMonthYear(lang: Language, date: Date): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date)
}
