import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client.ts'

/** One cache per browser tab; the server renders each page with a fresh one (src/web/entry-server.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  })
}

export const queryClient = createQueryClient()
