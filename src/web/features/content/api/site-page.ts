// The owner's editable pages (decision 043): about, the FAQ and the five policies, Markdown with the settings filled.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicPage, SitePageSlug } from '#domain/contracts/admin-settings.ts'
import { apiGetData } from '#web/lib/api-client.ts'

export const sitePageQuery = (slug: SitePageSlug) =>
  queryOptions({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => apiGetData<PublicPage>(`/pages/${slug}`, { signal }),
    staleTime: 10 * 60_000,
  })

export const useSitePage = (slug: SitePageSlug) => useQuery(sitePageQuery(slug))
