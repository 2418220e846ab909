// The contact inbox: the list, a thread, a reply (mailed to the shopper), closing a thread.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { adminList } from '#domain/contracts/admin.ts'
import { adminMessageThreadView, adminMessageView } from '#domain/contracts/admin-moderation.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { messageKeys } from './query-keys.ts'

/** GET /messages: a page of 20, by status. */
export const getMessages = (status: string, page: number) =>
  adminApi.get(adminList(adminMessageView), '/messages', { status, page, per_page: 20 })

export const messagesQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: messageKeys.list({ status, page }),
    queryFn: () => getMessages(status, page),
    placeholderData: keepPreviousData,
  })

/** GET /messages/{id}: the message and the replies sent. */
export async function getMessage(id: string) {
  return (await adminApi.get(dataReply(adminMessageThreadView), `/messages/${id}`)).data
}

export const messageQuery = (id: string) =>
  queryOptions({ queryKey: messageKeys.detail(id), queryFn: () => getMessage(id) })

/** POST /messages/{id}/reply. */
export const replyToMessage = (id: string, body: string) =>
  adminApi.post(dataReply(adminMessageThreadView), `/messages/${id}/reply`, { body })

/** POST /messages/{id}/status: closed. */
export const closeMessage = (id: string) =>
  adminApi.post(dataReply(adminMessageView), `/messages/${id}/status`, { status: 'closed' })
