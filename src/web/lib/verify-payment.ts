import { useMutation } from '@tanstack/react-query'
import { apiRequest } from './api-client.ts'

/** What Checkout hands its handler (names carry the provider's prefix, docs/product.md, Entities). */
export interface PaymentConfirmation {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

/** POST /payments/verify: the server checks the signature and marks the order paid; replies our order id. */
export async function verifyPayment(confirmation: PaymentConfirmation): Promise<{ order_id: string }> {
  const reply = await apiRequest<{ success: boolean; order_id: string }>('/payments/verify', {
    method: 'POST',
    body: {
      razorpay_payment_id: confirmation.razorpay_payment_id,
      razorpay_order_id: confirmation.razorpay_order_id,
      razorpay_signature: confirmation.razorpay_signature,
    },
  })
  if (!reply.success || !reply.order_id) throw new Error('Payment verification failed')
  return { order_id: reply.order_id }
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment })
}
