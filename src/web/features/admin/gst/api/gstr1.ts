// GSTR-1 of a month (decisions 025 and 029): the view, and the addresses of its downloads.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { dataReply } from '#domain/contracts/common.ts'
import { type Gstr1Section, gstr1View } from '#domain/contracts/gst.ts'
import { ADMIN_API, adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { gstKeys } from './query-keys.ts'

/** GET /gst/gstr1?month=YYYY-MM. */
export const getGstr1 = (month: string) => adminApi.get(dataReply(gstr1View), '/gst/gstr1', { month })

export const gstr1Query = (month: string) =>
  queryOptions({
    queryKey: gstKeys.gstr1(month),
    queryFn: () => getGstr1(month),
    placeholderData: keepPreviousData,
  })

/**
 * Where a table (or the whole return as JSON) is downloaded: in the shop's columns, or in those of the GST offline
 * tool's import template (decision 029).
 */
export const exportUrl = (month: string, section?: Gstr1Section, offline = false) =>
  `${ADMIN_API}/gst/gstr1?month=${month}${section ? `&format=csv&section=${section}` : '&format=json'}${offline ? '&layout=offline' : ''}`
