// The back office's operators (/api/admin/v1/operators, /setup, /me) and its audit log.
import { z } from 'zod'
import { editVersion, recordVersion } from './admin.ts'

export const operatorRole = z.enum(['owner', 'staff'])
export const operatorStatus = z.enum(['invited', 'active', 'revoked'])

export const operatorView = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRole,
  status: operatorStatus,
  two_factor_enabled: z.boolean(),
  invited_by: z.string(),
  created_at: z.string(),
  version: recordVersion,
})

export const meView = z.object({
  email: z.string(),
  name: z.string(),
  role: operatorRole,
  two_factor_enabled: z.boolean(),
})

export const inviteInput = z.object({
  email: z.string().trim().max(254),
  role: operatorRole,
})

export const operatorUpdateInput = z
  .object({ role: operatorRole.optional(), revoke: z.literal(true).optional(), version: editVersion })
  .refine((v) => v.role !== undefined || v.revoke !== undefined, { error: 'Give a role or revoke' })

export const setupQuery = z.object({ token: z.string().min(1).max(200) })
export const setupInput = z.object({
  token: z.string().min(1).max(200),
  name: z.string().max(100),
  password: z.string().max(128),
})

export const auditEntryView = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})

/** GET /setup: whom a setup link is for. */
export const setupLinkView = z.object({ email: z.string(), role: operatorRole })
/** POST /setup: the operator's email, to sign in with next. */
export const setupDoneView = z.object({ email: z.string() })

/** Better Auth's answer to an operator's password (POST /api/admin/auth/sign-in/email): a code is asked next. */
export const operatorSignInReply = z.object({ twoFactorRedirect: z.boolean().optional() })
/** Better Auth's answer to turning the second factor on (POST /api/admin/auth/two-factor/enable). */
export const twoFactorEnrolmentReply = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })
