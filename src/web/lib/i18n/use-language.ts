// The language of the page being shown (docs/decisions/058-languages.md): read from the address's prefix by the
// app's root, which provides it; every component reads it here and translates through the shop's own catalogue.
import { createContext, use, useMemo } from 'react'
import { formatDate, formatMoney, type MessageKey, translate } from './catalogue.ts'
import type { Language } from './languages.ts'

export const LanguageContext = createContext<Language>('en')

export function useLanguage(): Language {
  return use(LanguageContext)
}

export interface Translator {
  lang: Language
  /** the text of `key` in the page's language (English where a language lacks it), placeholders filled */
  t(key: MessageKey, values?: Record<string, string | number>): string
  money(paise: number): string
  date(date: Date): string
}

export function useT(): Translator {
  const lang = useLanguage()
  return useMemo(
    () => ({
      lang,
      t: (key, values) => translate(lang, key, values),
      money: (paise) => formatMoney(lang, paise),
      date: (date) => formatDate(lang, date),
    }),
    [lang],
  )
}
