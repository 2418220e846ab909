import { hashKey, QueryClient } from '@tanstack/react-query'
import { setCatalogueLanguage } from './api/catalogue-language.ts'
import { ApiError } from './api-client.ts'
import { type Language, splitLanguagePath } from './i18n/languages.ts'

/**
 * One cache per browser tab; the server renders each page with a fresh one (src/web/entry-server.tsx). Each reads
 * the catalogue in one language (catalogue-language.ts); a language other than English is part of every key.
 */
export function createQueryClient(lang: Language = 'en'): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        ...(lang === 'en' ? {} : { queryKeyHashFn: (key) => hashKey([lang, ...key]) }),
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  })
  setCatalogueLanguage(client, lang)
  return client
}

/** The browser's: the language of the address the document was loaded at. */
export const queryClient = createQueryClient(
  typeof window === 'undefined' ? 'en' : splitLanguagePath(window.location.pathname).lang,
)
