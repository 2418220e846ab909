import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Settings } from '#domain/contracts/content.ts'
import { apiGetData } from '../api-client.ts'

export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return apiGetData<Settings>('/settings', { signal })
}

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 10 * 60_000,
  })

export function useSettings() {
  return useQuery(settingsQuery())
}
