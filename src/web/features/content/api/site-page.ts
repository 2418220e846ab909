// The owner's editable pages (decision 043): about, the FAQ and the five policies, Markdown with the settings filled,
// in the page's language (English where the owner has not translated a field). English keeps its address without
// `?lang=`, so its cached reply is the one it always was.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicPage, SitePageSlug } from '#domain/contracts/admin-settings.ts'
import { apiGetData } from '#web/lib/api-client.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { useLanguage } from '#web/lib/i18n/use-language.ts'

export const sitePageQuery = (slug: SitePageSlug, lang: Language = 'en') =>
  queryOptions({
    queryKey: ['page', slug, lang],
    queryFn: ({ signal }) =>
      apiGetData<PublicPage>(lang === 'en' ? `/pages/${slug}` : `/pages/${slug}?lang=${lang}`, { signal }),
    staleTime: 10 * 60_000,
  })

/** The page in the language of the address being shown. */
export const useSitePage = (slug: SitePageSlug) => useQuery(sitePageQuery(slug, useLanguage()))
