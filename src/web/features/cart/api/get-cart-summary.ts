import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { cartSummaryReply } from '../../../../domain/contracts/cart.ts'
import { apiGetData } from '../../../lib/api-client.ts'

export type CartSummary = z.infer<typeof cartSummaryReply>['data']

export function getCartSummary(signal?: AbortSignal): Promise<CartSummary> {
  return apiGetData<CartSummary>('/cart/summary', { signal })
}

export const cartSummaryQuery = () =>
  queryOptions({ queryKey: ['cart', 'summary'], queryFn: ({ signal }) => getCartSummary(signal) })
