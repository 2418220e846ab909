import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Profile } from '#domain/contracts/profile.ts'
import { ApiError, apiGetData } from '../api-client.ts'

/** GET /profiles; null while the signed-in user has no profile yet (the server answers 404). */
export async function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    return await apiGetData<Profile>('/profiles', { signal })
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null
    throw err
  }
}

/** Keyed by the user, so a second account in the same browser never sees the first one's data. */
export const profileQuery = (uid: string) =>
  queryOptions({
    queryKey: ['profile', uid],
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 30_000,
  })

export function useProfile(uid: string | undefined) {
  return useQuery({ ...profileQuery(uid ?? ''), enabled: Boolean(uid) })
}
