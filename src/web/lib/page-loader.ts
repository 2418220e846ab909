import type { QueryClient } from '@tanstack/react-query'
import type { Params } from '#web/lib/router.tsx'

/**
 * What a page module's `loader` receives (app/router.tsx): the route's params and search, and the query cache
 * it warms before the page renders (decision 009; on the server, decision 012).
 */
export interface LoaderArgs {
  params: Params
  search: URLSearchParams
  queryClient: QueryClient
}
