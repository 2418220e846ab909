// The language of the catalogue's texts a query client reads (decision 059): one per client. The browser's client
// serves one document, whose language is its address's prefix (a change of language loads the other address);
// the server renders each page with a client of that page's language (src/web/entry-server.tsx). The catalogue's
// read calls ask `?lang=` through `catalogueLang(client)`, and the client's keys carry its language
// (query-client.ts), so an English reply is never taken for a Hindi one.
import type { QueryClient } from '@tanstack/react-query'
import type { Language } from '../i18n/languages.ts'

const languages = new WeakMap<QueryClient, Language>()

export function setCatalogueLanguage(client: QueryClient, lang: Language): void {
  languages.set(client, lang)
}

/** The `lang` query parameter for `client`'s catalogue reads: none for English (the API's default). */
export function catalogueLang(client: QueryClient): { lang?: Language } {
  const lang = languages.get(client) ?? 'en'
  return lang === 'en' ? {} : { lang }
}
