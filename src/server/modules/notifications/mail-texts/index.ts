// The order mails' words in the order's language (decision 060): English and every other language of the shop
// (Hindi, Telugu, Tamil, Kannada, Malayalam) are written; an unknown one reads English. Amounts are rupees with
// Indian grouping in every language (₹1,00,000.00, formatPaise); dates are the language's own, in India time
// ('27 नवंबर 2026'). English is part of the server's bundle; each other language's texts and formats are loaded the
// first time a mail is written in it (`loadMailWords`), so a process that never writes one holds none of them
// (decision 027).
import { formatDeliveryDay } from '#domain/delivery-promise.ts'
import { en, type MailTextKey, type MailTexts } from './en.ts'

export type { MailTextKey, MailTexts } from './en.ts'

/** The languages an order mail is written in; any other order language reads English. */
export const MAIL_LANGUAGES = ['en', 'hi', 'te', 'ta', 'kn', 'ml'] as const
export type MailLanguage = (typeof MAIL_LANGUAGES)[number]
type OtherLanguage = Exclude<MailLanguage, 'en'>

/** Each other language's texts, a chunk of its own in the bundle. */
const IMPORTS: Record<OtherLanguage, () => Promise<MailTexts>> = {
  hi: async () => (await import('./hi.ts')).hi,
  te: async () => (await import('./te.ts')).te,
  ta: async () => (await import('./ta.ts')).ta,
  kn: async () => (await import('./kn.ts')).kn,
  ml: async () => (await import('./ml.ts')).ml,
}

/** The languages loaded so far, with their formats. */
const LOADED: { [L in OtherLanguage]?: { texts: MailTexts; formats: ReturnType<typeof formatsOf> } } = {}

/** A language's texts (English's at once; any other's loaded on first use). */
export async function mailTexts(language: MailLanguage): Promise<MailTexts> {
  if (language === 'en') return en
  LOADED[language] ??= { texts: await IMPORTS[language](), formats: formatsOf(language) }
  return LOADED[language].texts
}

/** The language an order's mails are written in: its own when written, else English. */
export function mailLanguageOf(language: string | undefined): MailLanguage {
  return language === 'hi' || language === 'te' || language === 'ta' || language === 'kn' || language === 'ml'
    ? language
    : 'en'
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
   * '30 நவம்பர் (திங்கள்)' / 'ಸೋಮ, 30 ನವೆಂಬರ್' / 'നവംബർ 30 (തിങ്കൾ)' */
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

function formatsOf(lang: OtherLanguage) {
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
  // Telugu and Malayalam write the weekday after the date ('27 నవంబర్, శుక్ర', 'നവംബർ 27, വെള്ളി'), Tamil the month
  // first with a clipped weekday ('நவம்பர் 27, வெள்.'); a range of two reads better with it set apart:
  // '1 డిసెంబర్ (మంగళవారం)', '1 டிசம்பர் (செவ்வாய்)', named in full in Telugu and Tamil; Malayalam's short names
  // are the day's everyday name ('ഡിസംബർ 1 (ചൊവ്വ)') and keep a mail's narrow table cell from breaking a word.
  const dayMonth = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'long' })
  const weekday = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: lang === 'ml' ? 'short' : 'long',
  })
  return {
    day: (iso: string) => {
      const at = new Date(`${iso}T00:00:00Z`)
      return lang === 'te' || lang === 'ta' || lang === 'ml'
        ? `${dayMonth.format(at)} (${weekday.format(at)})`
        : day.format(at)
    },
    moment: (at: Date) => `${date.format(at)}, ${time.format(at)}`,
  }
}
/** The words and formats of a mail in `language`, its texts loaded first when they are not yet (see mailWords). */
export async function loadMailWords(language: string | undefined): Promise<MailWords> {
  await mailTexts(mailLanguageOf(language))
  return mailWords(language)
}

/**
 * The words and formats of an order's mail in its language (English for any language not yet written). A language
 * other than English must have been loaded in this process (`loadMailWords`, or `mailTexts`): refused otherwise,
 * never written in English instead.
 */
export function mailWords(language: string | undefined): MailWords {
  const lang = mailLanguageOf(language)
  if (lang === 'en') {
    const t = (key: MailTextKey, values?: Record<string, string | number>) => fillText(en[key], values)
    return {
      lang,
      htmlLang: 'en-IN',
      t,
      day: (iso) => formatDeliveryDay(new Date(`${iso}T00:00:00Z`)),
      moment: (at) => IST_EN.format(at),
    }
  }
  const loaded = LOADED[lang]
  if (!loaded)
    throw new Error(`the mail texts in ${lang} are not loaded: await loadMailWords('${lang}') first`)
  const t = (key: MailTextKey, values?: Record<string, string | number>) =>
    fillText(loaded.texts[key], values)
  return { lang, htmlLang: `${lang}-IN`, t, ...loaded.formats }
}
