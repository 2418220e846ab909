import { queryOptions, useQuery } from '@tanstack/react-query'
import { allows, type RoutePermission } from '#domain/admin-permissions.ts'
import { meView } from '#domain/contracts/admin-staff.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { AdminApiError, adminApi, type Me } from './admin-client.ts'
import { adminKeys } from './query-keys.ts'

/** GET /me: the operator signed in, or null when nobody is (401). */
export async function getMe(): Promise<Me | null> {
  try {
    return (await adminApi.get(dataReply(meView), '/me')).data
  } catch (err) {
    if (err instanceof AdminApiError && err.status === 401) return null
    throw err
  }
}

export const meQuery = () =>
  queryOptions<Me | null, Error>({
    queryKey: adminKeys.me,
    queryFn: getMe,
    retry: false,
    staleTime: 60_000,
  })

/**
 * What the signed-in operator's role may do (decision 044): screens hide what it may not. The server refuses it
 * anyway (403); this only keeps controls that would be refused off the page.
 */
export function useCan(): (needed: RoutePermission) => boolean {
  // the shell has asked already: read its answer, never ask again from a screen
  const me = useQuery({ ...meQuery(), enabled: false }).data
  return (needed) => allows(me?.permissions ?? [], needed)
}
