// Tables of the back office. Operators are staff, a kind of account apart from shoppers: their own Better Auth
// tables (operator_*), their own sessions and cookies, and a second factor. `operators` says who is staff and
// with which role; the server decides it, never a client.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { authTables } from '../identity/tables.ts'

const ts = (name: string) => timestamp(name, { withTimezone: true })

export const operatorUsers = pgTable('operator_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
})

export const {
  sessions: operatorSessions,
  accounts: operatorAccounts,
  verifications: operatorVerifications,
  rateLimits: operatorRateLimits,
} = authTables('operator_', operatorUsers)

/** Better Auth's two-factor plugin: each operator's TOTP secret and recovery codes (kept encrypted by it). */
export const operatorTwoFactors = pgTable(
  'operator_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => operatorUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: ts('locked_until'),
    /** the time-step (Unix time / 30 s) of the last TOTP code accepted: that step and earlier ones are refused */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [index('operator_two_factors_user_idx').on(t.userId)],
)

/** Who is staff, with which role. A row without a user has been invited and not yet set up. */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Raised by one with every save of the back office's form (decision 040); a stale save changes nothing. */
    version: integer('version').notNull().default(1),
    email: text('email').notNull().unique(),
    /** owner, manager, packer or support; what each may do is `operator_roles` (decision 044) */
    role: text('role').notNull(),
    /** invited (no password yet), active, revoked */
    status: text('status').notNull().default('invited'),
    userId: text('user_id').references(() => operatorUsers.id, { onDelete: 'set null' }),
    /** sha-256 of the one-time setup link's token; null once used */
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: ts('setup_expires_at'),
    invitedBy: text('invited_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('operators_role_check', sql`${t.role} in ('owner', 'manager', 'packer', 'support')`),
    check('operators_status_check', sql`${t.status} in ('invited', 'active', 'revoked')`),
    check('operators_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
)

/** What each role may do (decision 044): its permissions, which the owner may change; read on every request. */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    role: text('role').primaryKey(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('operator_roles_role_check', sql`${t.role} in ('owner', 'manager', 'packer', 'support')`)],
)

/** The owner's limits for roles below manager (decision 044): the largest refund and coupon discount. One row. */
export const operatorLimits = pgTable(
  'operator_limits',
  {
    id: integer('id').primaryKey().default(1),
    maxRefundPaise: integer('max_refund_paise').notNull().default(100_000),
    maxCouponPercent: integer('max_coupon_percent').notNull().default(10),
    maxCouponPaise: integer('max_coupon_paise').notNull().default(10_000),
    version: integer('version').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('operator_limits_one_row', sql`${t.id} = 1`),
    check(
      'operator_limits_non_negative',
      sql`${t.maxRefundPaise} >= 0 AND ${t.maxCouponPercent} BETWEEN 0 AND 100 AND ${t.maxCouponPaise} >= 0`,
    ),
  ],
)

/** Every write made in the back office: who, when, what, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: ts('at').notNull().defaultNow(),
    /** the operator's email at the time (kept when the operator is later revoked) */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
)

/** Jobs done once a day whatever the number of processes (the daily low-stock mail): the first to claim the day. */
export const dailyJobs = pgTable(
  'daily_jobs',
  {
    name: text('name').notNull(),
    day: date('day').notNull(),
    doneAt: ts('done_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'daily_jobs_pk', columns: [t.name, t.day] })],
)
