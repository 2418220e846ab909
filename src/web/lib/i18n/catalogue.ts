// Own message catalogue (docs/decisions/058-languages.md): no i18n library is installed, and
// a flat key → text map with {name} placeholders and Intl.PluralRules costs far fewer bytes.
import type { Paise } from '#domain/money.ts'
import { wireRupees } from '#web/lib/wire-money.ts'
import { type Language, LOCALE } from './languages.ts'
import { en, type MessageKey } from './messages/en.ts'
import { hi } from './messages/hi.ts'
import { te } from './messages/te.ts'

export type { MessageKey }
/** A plural message: one text per Intl.PluralRules category ('other' is required). */
export type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>
export type Message = string | Plural
export type Catalogue = Record<MessageKey, Message>

/** ta, kn and ml fall back to English until their translations are written (recorded in decision 058). */
export const CATALOGUES: Record<Language, Partial<Catalogue>> = { en, hi, te, ta: {}, kn: {}, ml: {} }

export function translate(
  lang: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const message: Message = CATALOGUES[lang][key] ?? en[key]
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
