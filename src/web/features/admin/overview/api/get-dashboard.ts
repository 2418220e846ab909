import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { dashboardView } from '#domain/contracts/admin-dashboard.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { overviewKeys } from './query-keys.ts'

/** GET /dashboard?days=1|7|30: the figures of the range (India time) and what needs doing now. */
export async function getDashboard(days: string) {
  return (await adminApi.get(dataReply(dashboardView), '/dashboard', { days })).data
}

export const dashboardQuery = (days: string) =>
  queryOptions({
    queryKey: overviewKeys.dashboard(days),
    queryFn: () => getDashboard(days),
    placeholderData: keepPreviousData,
  })
