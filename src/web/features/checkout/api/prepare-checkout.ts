import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Cart, ValidationIssue } from '#domain/contracts/cart.ts'
import { apiGetData } from '#web/lib/api-client.ts'

export interface CheckoutPreparation {
  cart: Cart
  validation_issues: ValidationIssue[]
}

/**
 * GET /cart/checkout/prepare: the server brings the cart in line with stock and prices and reports what
 * changed. It changes the cart, so it runs once per visit (a second call would report nothing).
 */
export function prepareCheckout(signal?: AbortSignal): Promise<CheckoutPreparation> {
  return apiGetData<CheckoutPreparation>('/cart/checkout/prepare', { signal })
}

export const prepareCheckoutQuery = (visit: string) =>
  queryOptions({
    queryKey: ['checkout', 'prepare', visit],
    queryFn: ({ signal }) => prepareCheckout(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  })

export function usePrepareCheckout(visit: string) {
  return useQuery(prepareCheckoutQuery(visit))
}
