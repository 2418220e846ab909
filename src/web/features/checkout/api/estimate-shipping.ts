import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { estimateShippingReply } from '#domain/contracts/checkout.ts'
import { apiRequest } from '#web/lib/api-client.ts'

export type ShippingEstimate = z.infer<typeof estimateShippingReply>['data']
export type ShippingOption = ShippingEstimate['shipping_options'][number]

export interface AddressBody {
  first_name: string
  last_name: string
  mobile: string
  mobile_secondary?: string
  street: string
  city: string
  state: string
  postal_code: string
  country: string
}

/** POST /cart/checkout/estimate-shipping: saves the address (address_id) and prices the options by PIN. */
export async function estimateShipping(address: AddressBody): Promise<ShippingEstimate> {
  const reply = await apiRequest<{ data: ShippingEstimate }>('/cart/checkout/estimate-shipping', {
    method: 'POST',
    body: address,
  })
  return reply.data
}

export function useEstimateShipping() {
  return useMutation({ mutationFn: estimateShipping })
}
