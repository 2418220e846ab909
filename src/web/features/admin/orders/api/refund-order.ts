import { partialRefundReply } from '#domain/contracts/gst.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'

export type RefundInput =
  | { amount: number; reason: string }
  | { items: { product_id: number; quantity: number }[]; reason: string }

/** POST /orders/{id}/refunds: a partial refund, once per key (decision 035). */
export const refundOrder = (id: string, input: RefundInput, requestKey: string) =>
  adminApi.post(partialRefundReply, `/orders/${id}/refunds`, input, { 'idempotency-key': requestKey })
