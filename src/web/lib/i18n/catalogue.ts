// Own message catalogue (docs/decisions/058-languages.md): no i18n library is installed, and
// a flat key → text map with {name} placeholders and Intl.PluralRules costs far fewer bytes.
// Texts come in areas (the shell, the home page, the checkout, …), one file per area and language
// (messages/<area>.<lang>.ts): a page downloads only the texts of the areas it shows.
import type { Paise } from '#domain/money.ts'
import { wireRupees } from '#web/lib/wire-money.ts'
import { type Language, LOCALE } from './languages.ts'
import type { MessageKey } from './messages/en.ts'

export type { MessageKey }
/** A plural message: one text per Intl.PluralRules category ('other' is required). */
export type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>
export type Message = string | Plural
export type Catalogue = Record<MessageKey, Message>

/** The texts this page has so far, per language: English areas as their files are imported, others as loaded. */
const CATALOGUES: Record<Language, Partial<Record<string, Message>>> = {
  en: {},
  hi: {},
  te: {},
  ta: {},
  kn: {},
  ml: {},
}
/** The areas whose English this page has imported: the areas to load in the page's language. */
const AREAS = new Set<string>()
/** Per language and area, its texts' download (one each, however many parts ask). */
const LOADING = new Map<string, Promise<void>>()
/** The server's render and the tests have a language's every text at once (the server each language's before its first page). */
let everyLanguage = false

/**
 * Registers an area's English texts when its file is imported (the files of the components that show them import
 * it: a test holds every file to it) and returns them, their keys kept for MessageKey.
 */
export function englishArea<const T extends Record<string, Message>>(area: string, texts: T): T {
  AREAS.add(area)
  Object.assign(CATALOGUES.en, texts)
  return texts
}

/** An area's file in one language, by its path (`./cart.hi.ts`), as import.meta.glob lists them. */
export type AreaFiles = Record<string, () => Promise<unknown>>

// Each area's texts in each other language are a chunk of their own, listed per language in a chunk of its own.
const AREA_LISTS: Record<Exclude<Language, 'en'>, () => Promise<{ AREA_FILES: AreaFiles }>> = {
  hi: () => import('./messages/areas-hi.ts'),
  te: () => import('./messages/areas-te.ts'),
  ta: () => import('./messages/areas-ta.ts'),
  kn: () => import('./messages/areas-kn.ts'),
  ml: () => import('./messages/areas-ml.ts'),
}

/**
 * Makes `lang`'s texts of every area imported so far available to translate(): before the first render of a page
 * in that language, and of each part loaded later (a lazy component's texts arrive with it). An area without a
 * file in that language (a language being written) is shown in English.
 */
export function loadAreas(lang: Language): Promise<void> {
  return Promise.all([...AREAS].map((area) => loadArea(lang, area))).then(() => undefined)
}

/** One area's texts in `lang` (the language offer's, in the language offered). */
export function loadArea(lang: Language, area: string): Promise<void> {
  if (lang === 'en' || everyLanguage) return Promise.resolve()
  const key = `${area}.${lang}`
  let loading = LOADING.get(key)
  if (!loading) {
    loading = AREA_LISTS[lang]().then(async ({ AREA_FILES }) => {
      const load = AREA_FILES[`./${key}.ts`]
      // a language being written: an area without its file is shown in English
      const module = load ? ((await load()) as Record<string, Partial<Catalogue>>) : {}
      for (const part of Object.values(module)) Object.assign(CATALOGUES[lang], part)
    })
    // a failed download is tried again by the next part that asks
    loading.catch(() => LOADING.delete(key))
    LOADING.set(key, loading)
  }
  return loading
}

/**
 * Whole languages' texts at once, where bytes do not matter: the tests register every language, the server's render
 * English at start and each other language before its first page in it (src/web/entry-server.tsx).
 */
export function registerCatalogues(all: Partial<Record<Language, Partial<Catalogue>>>): void {
  for (const [lang, texts] of Object.entries(all)) Object.assign(CATALOGUES[lang as Language], texts)
  everyLanguage = true
}

export function translate(
  lang: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const message = CATALOGUES[lang][key] ?? CATALOGUES.en[key]
  // an area its component forgot to import (a test holds every file to it): the key, never a crash
  if (message === undefined) return key
  return formatMessage(lang, message, values)
}

/** A message in `lang` with its plural chosen by `values.count` and its placeholders filled (numbers grouped). */
export function formatMessage(
  lang: Language,
  message: Message,
  values: Record<string, string | number> = {},
): string {
  let text: string
  if (typeof message === 'string') {
    text = message
  } else {
    const count = Number(values.count ?? 0)
    const category = formats(lang).plural.select(count)
    text = message[category] ?? message.other
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? formats(lang).number.format(value) : value
  })
}

/**
 * Each language's formatters, made once: an Intl object is costly to make (ICU's data is looked up and native memory
 * taken for each), and a page formats dozens of prices, counts and dates.
 */
interface Formats {
  plural: Intl.PluralRules
  number: Intl.NumberFormat
  rupees: Intl.NumberFormat
  rupeesAndPaise: Intl.NumberFormat
  date: Intl.DateTimeFormat
  monthYear: Intl.DateTimeFormat
  /** a delivery day: 'बुध, 25 नव॰' */
  day: Intl.DateTimeFormat
}
const FORMATS = new Map<Language, Formats>()

function formats(lang: Language): Formats {
  let made = FORMATS.get(lang)
  if (!made) {
    const locale = LOCALE[lang]
    const money = (digits: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    made = {
      plural: new Intl.PluralRules(locale),
      number: new Intl.NumberFormat(locale),
      rupees: money(0),
      rupeesAndPaise: money(2),
      date: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
      monthYear: new Intl.DateTimeFormat(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
    }
    FORMATS.set(lang, made)
  }
  return made
}

/** ₹1,00,000 — paise integers in, Indian grouping out, paise shown only when not whole rupees. */
export function formatMoney(lang: Language, paise: Paise): string {
  const { rupees, rupeesAndPaise } = formats(lang)
  return (paise % 100 === 0 ? rupees : rupeesAndPaise).format(wireRupees(paise))
}

/** 27 नवंबर 2026 — a calendar date in the shopper's language, India time. */
export function formatDate(lang: Language, date: Date): string {
  return formats(lang).date.format(date)
}

/** 'बुध, 25 नव॰' — an Indian calendar day given as YYYY-MM-DD (a delivery promise's), weekday first. */
export function formatDay(lang: Language, isoDay: string): string {
  return formats(lang).day.format(new Date(`${isoDay}T00:00:00Z`))
}

/** 'नवंबर 2027' — a month and year in the shopper's language (a best-before as packs print it). */
export function formatMonthYear(lang: Language, date: Date): string {
  return formats(lang).monthYear.format(date)
}
