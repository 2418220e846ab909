import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createPaymentOrderReply } from '#domain/contracts/checkout-payments.ts'
import { apiRequest } from '#web/lib/api-client.ts'

/** amount is in rupees; Checkout takes it × 100. */
export type PaymentOrder = z.infer<typeof createPaymentOrderReply>['data']

export interface CreatePaymentOrderBody {
  first_name: string
  last_name: string
  mobile: string
  shipping_address_id: string
  shipping_service_level: 'standard' | 'express'
  /** order updates on WhatsApp (decision 049) */
  whatsapp_opt_in?: boolean
}

/** POST /payments/create-order: places our order (stock reserved) and the payment provider's order. */
export async function createPaymentOrder(body: CreatePaymentOrderBody): Promise<PaymentOrder> {
  const reply = await apiRequest<{ data: PaymentOrder }>('/payments/create-order', { method: 'POST', body })
  return reply.data
}

export function useCreatePaymentOrder() {
  return useMutation({ mutationFn: createPaymentOrder })
}
