import { queryOptions } from '@tanstack/react-query'
import { adminList } from '#domain/contracts/admin.ts'
import { adminMessageView } from '#domain/contracts/admin-moderation.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { overviewKeys } from './query-keys.ts'

/** GET /messages?status=new: the five newest messages nobody answered. */
export const getNewMessages = () =>
  adminApi.get(adminList(adminMessageView), '/messages', { status: 'new', per_page: 5 })

export const newMessagesQuery = () =>
  queryOptions({ queryKey: overviewKeys.newMessages, queryFn: getNewMessages })
