import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createPaymentOrderReply } from '#domain/contracts/checkout-payments.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useLanguage } from '#web/lib/i18n/use-language.ts'

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
  /** the page's language: the order's mails and messages are written in it (decision 060) */
  language?: string
}

/** POST /payments/create-order: places our order (stock reserved) and the payment provider's order. */
export async function createPaymentOrder(body: CreatePaymentOrderBody): Promise<PaymentOrder> {
  const reply = await apiRequest<{ data: PaymentOrder }>('/payments/create-order', { method: 'POST', body })
  return reply.data
}

/** Placing sends the page's language (a guest's checkout too): the order's mails are written in it (decision 060). */
export function useCreatePaymentOrder() {
  const language = useLanguage()
  return useMutation({
    mutationFn: (body: CreatePaymentOrderBody) => createPaymentOrder({ language, ...body }),
  })
}
