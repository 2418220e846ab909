import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '#domain/contracts/profile.ts'
import { profileQuery } from '#web/lib/api/get-profile.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'
import type { ProfileUpdateBody } from '../model/profile-form.ts'

/** PUT /profiles (JSON; the fields sent change, blank text clears); the reply is the updated profile. */
export async function updateProfile(changes: ProfileUpdateBody): Promise<Profile> {
  const reply = await apiRequest<Envelope<Profile>>('/profiles', { method: 'PUT', body: changes })
  return reply.data
}

export function useUpdateProfile(uid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQuery(uid).queryKey, profile),
  })
}
