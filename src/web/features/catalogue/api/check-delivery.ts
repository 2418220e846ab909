import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { deliveryPromiseReply } from '#domain/contracts/checkout.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useLanguage } from '#web/lib/i18n/use-language.ts'

export type DeliveryPromise = z.infer<typeof deliveryPromiseReply>['data']

/** GET /shipping/promise: dates, free shipping and cash on delivery for a PIN at this value (rupees). */
export function useDeliveryPromise(pin: string | null, value: number) {
  return useQuery({
    queryKey: ['delivery-promise', pin, value],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: DeliveryPromise }>('/shipping/promise', {
          query: { pin: pin!, value: String(value) },
          signal,
        })
      ).data,
    enabled: Boolean(pin),
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  })
}

/**
 * POST /products/{id}/notify-me: told once when the product is back (the account's email when signed in), in the
 * page's language (decision 060).
 */
export function useNotifyMe(productId: number) {
  const language = useLanguage()
  return useMutation({
    mutationFn: async (email: string | undefined) =>
      apiRequest<{ message: string; data: { email: string } }>(`/products/${productId}/notify-me`, {
        method: 'POST',
        body: email ? { email, language } : { language },
      }),
  })
}
