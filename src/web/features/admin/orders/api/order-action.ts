import { adminOrderActionReply } from '#domain/contracts/admin-orders.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'

/** POST /orders/{id}/{pack|ship|deliver|cancel|resend-invoice}: what was done, and the order now. */
export const orderAction = (id: string, path: string, body?: unknown) =>
  adminApi.post(adminOrderActionReply, `/orders/${id}/${path}`, body)
