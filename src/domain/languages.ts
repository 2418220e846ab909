// Storefront languages and their address prefixes (docs/decisions/058-languages.md): shared by the storefront and
// the server, which renders and lists each page in each language.
// English keeps today's addresses (no prefix); the others live under /<code>/.
export const LANGUAGES = ['en', 'hi', 'te', 'ta', 'kn', 'ml'] as const
export type Language = (typeof LANGUAGES)[number]

/** BCP 47 locale for Intl formatting: Indian grouping (1,00,000) for every language. */
export const LOCALE: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  te: 'te-IN',
  ta: 'ta-IN',
  kn: 'kn-IN',
  ml: 'ml-IN',
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value)
}

/** Splits '/hi/products' into { lang: 'hi', path: '/products' }; English paths are returned as they are. */
export function splitLanguagePath(pathname: string): { lang: Language; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname)
  if (match?.[1] && match[1] !== 'en' && isLanguage(match[1])) {
    return { lang: match[1], path: match[2] ?? '/' }
  }
  return { lang: 'en', path: pathname }
}

/** The address of `path` (an English address) in `lang`. */
export function localisedPath(lang: Language, path: string): string {
  if (lang === 'en') return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}
