import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { addressBookEntry } from '#domain/contracts/checkout.ts'
import { apiRequest } from '#web/lib/api-client.ts'

export type SavedAddress = z.infer<typeof addressBookEntry>

/** GET /addresses: the shopper's saved addresses, the default first (checkout saves each one it ships to). */
export function useAddressBook(enabled: boolean) {
  return useQuery({
    queryKey: ['addresses'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: { addresses: SavedAddress[] } }>('/addresses', { signal })).data.addresses,
    enabled,
    staleTime: 30_000,
  })
}
