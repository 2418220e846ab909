// The back office's operators (/api/admin/v1/operators, /setup, /me) and its audit log.
import { z } from 'zod'
import { OPERATOR_ROLES, PERMISSION_NAMES } from '../admin-permissions.ts'
import { editVersion, recordVersion } from './admin.ts'
import { indiaDay } from './admin-orders.ts'

export const operatorRole = z.enum(OPERATOR_ROLES)
export const permissionName = z.enum(PERMISSION_NAMES as [string, ...string[]])
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
  permissions: z
    .array(z.string())
    .describe(
      'what the role may do (decision 044); the screens hide the rest, the server refuses it with 403',
    ),
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
  /** the operator's name now (their email is `actor`); null when the account is gone */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})

/** GET /audit: filters by person (their email), area (the kind of record) and India days, newest first. */
export const auditQuery = z.object({
  actor: z.string().max(254).optional().describe('the operator’s email'),
  entity_type: z
    .string()
    .max(40)
    .optional()
    .describe('the area: the kind of record changed (order, product…)'),
  entity_id: z.string().max(64).optional(),
  from: indiaDay.optional().describe('changed on or after this India day (YYYY-MM-DD)'),
  to: indiaDay.optional().describe('changed on or before this India day (YYYY-MM-DD)'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
})

/** What the audit log's filters offer: everyone who changed something, and every area changed. */
export const auditFacets = z.object({
  people: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
  areas: z.array(z.string()),
})

/** GET /setup: whom a setup link is for. */
export const setupLinkView = z.object({ email: z.string(), role: operatorRole })
/** POST /setup: the operator's email, to sign in with next. */
export const setupDoneView = z.object({ email: z.string() })

/** Better Auth's answer to an operator's password (POST /api/admin/auth/sign-in/email): a code is asked next. */
export const operatorSignInReply = z.object({ twoFactorRedirect: z.boolean().optional() })
/** Better Auth's answer to turning the second factor on (POST /api/admin/auth/two-factor/enable). */
export const twoFactorEnrolmentReply = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })

/** GET /roles: each role's permissions and the owner's limits for roles below manager (decision 044). */
export const rolesView = z.object({
  roles: z.array(z.object({ role: operatorRole, permissions: z.array(z.string()), version: recordVersion })),
  limits: z.object({
    max_refund: z.number().describe('rupees: the largest refund a packer or support may give'),
    max_coupon_percent: z.number().describe('the largest percent coupon a packer or support may make'),
    max_coupon_flat: z.number().describe('rupees: the largest flat coupon a packer or support may make'),
    version: recordVersion,
  }),
})
export const roleParam = z.object({ role: operatorRole })
export const roleUpdateInput = z.object({
  permissions: z.array(permissionName).max(PERMISSION_NAMES.length),
  version: editVersion,
})
export const limitsUpdateInput = z.object({
  max_refund: z.number().min(0).max(10_000_000),
  max_coupon_percent: z.number().int().min(0).max(100),
  max_coupon_flat: z.number().min(0).max(10_000_000),
  version: editVersion,
})
