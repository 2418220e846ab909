import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '#domain/contracts/profile.ts'
import { profileQuery } from '#web/lib/api/get-profile.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'

/** POST /profiles/auto: creates the profile from the identity's name and email (never overwrites). */
export async function autoFillProfile(): Promise<Profile> {
  const reply = await apiRequest<Envelope<Profile>>('/profiles/auto', { method: 'POST' })
  return reply.data
}

export function useAutoFillProfile(uid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: autoFillProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQuery(uid).queryKey, profile),
  })
}
