import { z } from 'zod'
import { dataReply } from './common.ts'

export const authUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  emailVerified: z.boolean(),
  photoURL: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string(),
})
export type AuthUser = z.infer<typeof authUserSchema>

export const verifyTokenQuery = z.object({
  id_token: z.string({ error: 'id_token is required' }).min(1, { error: 'id_token is required' }).max(4096),
})

export const verifyTokenReply = dataReply(z.object({ valid: z.literal(true), user: authUserSchema }))
export const logoutReply = z.object({ success: z.literal(true), message: z.string() })
