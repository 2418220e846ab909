// The order mails' words in the order's language (decision 060): English, Hindi, Telugu and Malayalam are written;
// Tamil and Kannada are read in English until theirs are. Amounts are rupees with Indian grouping in every language
// (₹1,00,000.00, formatPaise); dates are the language's own, in India time ('27 नवंबर 2026').
import { formatDeliveryDay } from '#domain/delivery-promise.ts'
import { en, type MailTextKey, type MailTexts } from './en.ts'
import { hi } from './hi.ts'
import { ml } from './ml.ts'
import { te } from './te.ts'

export type { MailTextKey, MailTexts } from './en.ts'

/** The languages an order mail is written in; any other order language reads English. */
export const MAIL_TEXTS = { en, hi, te, ml } satisfies Record<string, MailTexts>
export type MailLanguage = keyof typeof MAIL_TEXTS

/** The language an order's mails are written in: its own when written, else English. */
export function mailLanguageOf(language: string | undefined): MailLanguage {
  return language === 'hi' || language === 'te' || language === 'ml' ? language : 'en'
}

/** `{name}` placeholders filled from `values`; one pass, so a value's own braces stay as they are. */
export function fillText(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** The placeholders a text names, sorted (the completeness test compares them across languages). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort()
}

export interface MailWords {
  lang: MailLanguage
  /** the mail's `<html lang>` */
  htmlLang: string
  t(key: MailTextKey, values?: Record<string, string | number>): string
  /** a calendar day (YYYY-MM-DD, India's): 'Mon, 30 Nov' / 'सोम, 30 नवंबर' / '30 నవంబర్ (సోమవారం)' /
   * 'നവംബർ 30 (തിങ്കൾ)' */
  day(iso: string): string
  /** a moment in India time: '27 Nov, 6:35 pm' / '27 नवंबर 2026, 6:35 pm' */
  moment(at: Date): string
}

const IST_EN = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
})

function formatsOf(lang: Exclude<MailLanguage, 'en'>) {
  const locale = `${lang}-IN`
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
  })
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  })
  // Telugu and Malayalam write the weekday after the date ('27 నవంబర్, శుక్ర', 'നവംബർ 27, വെള്ളി'); a range of
  // two reads better with it set apart: '1 డిసెంబర్ (మంగళవారం)', named in full in Telugu; Malayalam's short names
  // are the day's everyday name ('ഡിസംബർ 1 (ചൊവ്വ)') and keep a mail's narrow table cell from breaking a word.
  const dayMonth = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'long' })
  const weekday = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: lang === 'ml' ? 'short' : 'long',
  })
  return {
    day: (iso: string) => {
      const at = new Date(`${iso}T00:00:00Z`)
      return lang === 'te' || lang === 'ml'
        ? `${dayMonth.format(at)} (${weekday.format(at)})`
        : day.format(at)
    },
    moment: (at: Date) => `${date.format(at)}, ${time.format(at)}`,
  }
}
const FORMATS = { hi: formatsOf('hi'), te: formatsOf('te'), ml: formatsOf('ml') }

/** The words and formats of an order's mail in its language (English for any language not yet written). */
export function mailWords(language: string | undefined): MailWords {
  const lang = mailLanguageOf(language)
  const texts: MailTexts = MAIL_TEXTS[lang]
  const t = (key: MailTextKey, values?: Record<string, string | number>) => fillText(texts[key], values)
  if (lang === 'en')
    return {
      lang,
      htmlLang: 'en-IN',
      t,
      day: (iso) => formatDeliveryDay(new Date(`${iso}T00:00:00Z`)),
      moment: (at) => IST_EN.format(at),
    }
  return { lang, htmlLang: `${lang}-IN`, t, ...FORMATS[lang] }
}
