import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '#domain/contracts/profile.ts'
import { profileQuery } from '#web/lib/api/get-profile.ts'
import { apiRequest } from '#web/lib/api-client.ts'

/** POST /profiles/upload-image, multipart field `image`; the server re-encodes it and answers image_url. */
export async function uploadProfileImage(file: File): Promise<string> {
  const body = new FormData()
  body.append('image', file)
  const reply = await apiRequest<{ image_url: string }>('/profiles/upload-image', { method: 'POST', body })
  return reply.image_url
}

export function useUploadProfileImage(uid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (imageUrl) =>
      queryClient.setQueryData<Profile | null>(profileQuery(uid).queryKey, (p) =>
        p ? { ...p, profile_picture_url: imageUrl } : p,
      ),
    // A first upload creates the profile row on the server; read it back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQuery(uid).queryKey }),
  })
}
