import { useQuery } from '@tanstack/react-query'
import type { PinPlaceReply } from '#domain/contracts/pincodes.ts'
import { ApiError, apiRequest } from '#web/lib/api-client.ts'

export type PinPlace = PinPlaceReply['data']

/** GET /pincodes/{pin}: where a PIN is (decision 047); null when India Post does not list it. */
export async function getPinPlace(pin: string): Promise<PinPlace | null> {
  try {
    return (await apiRequest<PinPlaceReply>(`/pincodes/${pin}`)).data
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null
    throw err
  }
}

/** The place of a PIN once six digits are typed; a failed lookup leaves the form to the server's check. */
export function usePinPlace(pin: string) {
  const digits = pin.replace(/\s+/g, '')
  return useQuery({
    queryKey: ['pincode', digits],
    queryFn: () => getPinPlace(digits),
    enabled: /^[1-9]\d{5}$/.test(digits),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}
