import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, sql } from 'drizzle-orm'
import {
  OPERATOR_ROLES,
  type OperatorRole,
  OWNER_KEEPS,
  PERMISSION_NAMES,
  type Permission,
} from '#domain/admin-permissions.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Mailer } from '#server/integrations/mail.ts'
import { renderActionMail } from '#server/integrations/mail-templates.ts'
import { MIN_OPERATOR_PASSWORD, type OperatorAuth } from './auth.ts'
import { type AuditEntry, createOperatorGuard, type Operator } from './operator-guard.ts'
import {
  auditLog,
  operatorLimits,
  operatorRoles,
  operatorSessions,
  operators,
  operatorUsers,
} from './tables.ts'

export type { OperatorRole } from '#domain/admin-permissions.ts'

export type { AuditEntry, Operator } from './operator-guard.ts'

/** How long an invitation's setup link works. */
const SETUP_LINK_DAYS = 7
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// A shopper's session cookie (`shop.session_token`, `__Secure-` in production); the back office's is `shop-admin.`.

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type OperatorsService = ReturnType<typeof createOperatorsService>

export function createOperatorsService(opts: { db: Db; auth: OperatorAuth; config: Config; mailer: Mailer }) {
  const { db, auth, config, mailer } = opts
  // read at use: an operator command sets the address the shop last served on after the app is built (decision 050)
  const adminUrl = () => `${config.publicUrl.replace(/\/$/, '')}/admin`

  /** Who invited, as the invitation names them: a colleague's name and address (the command line's is no one's). */
  async function inviterOf(by: string): Promise<string | undefined> {
    if (!by.includes('@')) return undefined
    const [row] = await db
      .select({ name: operatorUsers.name })
      .from(operators)
      .leftJoin(operatorUsers, eq(operatorUsers.id, operators.userId))
      .where(eq(operators.email, by))
      .limit(1)
    return row?.name ? `${row.name} (${by})` : by
  }

  async function mailSetupLink(email: string, role: OperatorRole, link: string, by: string) {
    const shopName = config.shop.name
    const inviter = await inviterOf(by)
    const mail = renderActionMail({
      shopName,
      heading: 'You are invited to the back office',
      paragraphs: [
        'Namaste,',
        `${inviter ? `${inviter} added you` : 'You have been added'} to the staff of ${shopName} as ${role === 'owner' ? 'an owner' : `a ${role}`}. Choose a password and set up an authenticator app to sign in to the back office.`,
      ],
      action: { label: 'Set up my account', url: link },
      footnote: `The link works for ${SETUP_LINK_DAYS} days and once only. If you did not expect this, ignore this mail.`,
    })
    await mailer.send({
      to: email,
      subject: `Your ${shopName} back office account`,
      ...mail,
      links: { setup: link },
    })
  }

  /** A fresh one-time setup link for an invited operator (the token is stored hashed). */
  async function issueSetupLink(tx: Db, id: string): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    await tx
      .update(operators)
      .set({
        setupTokenHash: hashToken(token),
        setupExpiresAt: sql`now() + make_interval(days => ${SETUP_LINK_DAYS})`,
        updatedAt: new Date(),
      })
      .where(eq(operators.id, id))
    return `${adminUrl()}/setup?token=${token}`
  }

  function normaliseEmail(raw: string): string {
    const email = raw.trim().toLowerCase()
    if (!EMAIL.test(email) || email.length > 254)
      throw new AppError('bad_request', adminMessages.emailInvalid)
    return email
  }

  async function findOperatorByEmail(email: string) {
    const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1)
    return row
  }

  const service = {
    auth,

    /**
     * Adds someone to the staff (or invites them again: a new setup link) and mails the setup link. A revoked
     * operator invited again starts afresh: the old account and its sessions are removed.
     */
    async invite(
      rawEmail: string,
      role: OperatorRole,
      by: string,
      audit?: (tx: Db, entry: AuditEntry) => Promise<void>,
    ): Promise<{ operator: typeof operators.$inferSelect; link: string }> {
      const email = normaliseEmail(rawEmail)
      const result = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(operators)
          .where(eq(operators.email, email))
          .limit(1)
          .for('update')
        if (existing?.status === 'active') throw new AppError('conflict', adminMessages.alreadyInvited)
        if (existing?.userId) await tx.delete(operatorUsers).where(eq(operatorUsers.id, existing.userId))
        const [row] = existing
          ? await tx
              .update(operators)
              .set({ role, status: 'invited', userId: null, invitedBy: by, updatedAt: new Date() })
              .where(eq(operators.id, existing.id))
              .returning()
          : await tx.insert(operators).values({ email, role, status: 'invited', invitedBy: by }).returning()
        const link = await issueSetupLink(tx, row!.id)
        await audit?.(tx, {
          action: existing ? 'operator.reinvite' : 'operator.invite',
          entityType: 'operator',
          entityId: row!.id,
          before: existing ? publicOperator(existing) : null,
          after: publicOperator(row!),
        })
        return { operator: row!, link }
      })
      await mailSetupLink(email, role, result.link, by)
      return result
    },

    /**
     * OPERATOR_EMAILS at start: each address not yet on the staff list is added and mailed its setup link
     * (`email:owner` for an owner, staff otherwise). Processes starting together add and mail each one once.
     */
    async seed(list: { email: string; role: OperatorRole }[]): Promise<number> {
      let added = 0
      for (const { email, role } of list) {
        const [row] = await db
          .insert(operators)
          .values({ email: normaliseEmail(email), role, status: 'invited', invitedBy: 'OPERATOR_EMAILS' })
          .onConflictDoNothing()
          .returning()
        if (!row) continue
        await mailSetupLink(row.email, role, await issueSetupLink(db, row.id), 'OPERATOR_EMAILS')
        added++
      }
      return added
    },

    /** Who a setup link is for (for the setup page), or a refusal when it is not valid. */
    async checkSetupLink(token: string): Promise<{ email: string; role: OperatorRole }> {
      const [row] = await db
        .select()
        .from(operators)
        .where(
          and(
            eq(operators.setupTokenHash, hashToken(token)),
            eq(operators.status, 'invited'),
            gt(operators.setupExpiresAt, sql`now()`),
          ),
        )
        .limit(1)
      if (!row) throw new AppError('bad_request', adminMessages.setupLinkInvalid)
      return { email: row.email, role: row.role as OperatorRole }
    },

    /**
     * The invited operator chooses a name and a password: the link is used once (claimed in one statement, so
     * two tabs cannot both use it), the account is made, and the operator signs in next and sets up the
     * second factor before anything else opens.
     */
    /** `ip`: the address the setup came from, for its audit line (which never holds the password). */
    async completeSetup(
      input: {
        token: string
        name: string
        password: string
      },
      ip?: string,
    ): Promise<{ email: string }> {
      const name = input.name.trim()
      if (!name) throw new AppError('bad_request', adminMessages.nameRequired)
      if (input.password.length < MIN_OPERATOR_PASSWORD || input.password.length > 128)
        throw new AppError('bad_request', adminMessages.passwordTooShort)
      const [claimed] = await db
        .update(operators)
        .set({ setupTokenHash: null, updatedAt: new Date() })
        .where(
          and(
            eq(operators.setupTokenHash, hashToken(input.token)),
            eq(operators.status, 'invited'),
            gt(operators.setupExpiresAt, sql`now()`),
          ),
        )
        .returning()
      if (!claimed) throw new AppError('bad_request', adminMessages.setupLinkInvalid)
      const ctx = await auth.$context
      const hash = await ctx.password.hash(input.password)
      const user = await ctx.internalAdapter.createUser(
        { email: claimed.email, name, emailVerified: true },
        { method: 'email-password' },
      )
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: hash,
      })
      await db.transaction(async (tx) => {
        await tx
          .update(operators)
          .set({ status: 'active', userId: user.id, updatedAt: new Date() })
          .where(eq(operators.id, claimed.id))
        await tx.insert(auditLog).values({
          actor: claimed.email,
          action: 'operator.setup',
          entityType: 'operator',
          entityId: claimed.id,
          before: { status: 'invited' },
          after: { status: 'active', name, role: claimed.role },
          ipAddress: ip ?? null,
        })
      })
      return { email: claimed.email }
    },

    async list() {
      const rows = await db
        .select({
          operator: operators,
          name: operatorUsers.name,
          twoFactorEnabled: operatorUsers.twoFactorEnabled,
        })
        .from(operators)
        .leftJoin(operatorUsers, eq(operatorUsers.id, operators.userId))
        .orderBy(operators.createdAt)
      return rows.map((r) => ({
        ...publicOperator(r.operator),
        name: r.name ?? '',
        two_factor_enabled: r.twoFactorEnabled ?? false,
      }))
    },

    /** Changes a role or revokes access, keeping at least one active owner; a revoked operator's sessions end now. */
    async update(
      id: string,
      change: { role?: OperatorRole; revoke?: true },
      version: number,
      actor: Operator,
      audit: (tx: Db, entry: AuditEntry) => Promise<void>,
    ): Promise<{ saved: boolean }> {
      return db.transaction(async (tx) => {
        // Owners are counted under a lock: two owners demoting each other at once cannot leave none.
        await tx.execute(sql`select id from ${operators} where role = 'owner' for update`)
        const [before] = await tx.select().from(operators).where(eq(operators.id, id)).limit(1)
        if (!before) throw new AppError('not_found', adminMessages.operatorNotFound)
        // changed since the page was loaded (decision 040): nothing changes, the caller answers 409 with the latest
        if (before.version !== version) return { saved: false }
        if (change.revoke && before.email === actor.email)
          throw new AppError('bad_request', adminMessages.cannotRevokeSelf)
        const role = change.role ?? before.role
        const status = change.revoke ? 'revoked' : before.status
        if (
          before.role === 'owner' &&
          before.status === 'active' &&
          (role !== 'owner' || status !== 'active')
        ) {
          const [owners] = await tx
            .select({ n: count() })
            .from(operators)
            .where(and(eq(operators.role, 'owner'), eq(operators.status, 'active')))
          if ((owners?.n ?? 0) <= 1) throw new AppError('conflict', adminMessages.lastOwner)
        }
        const [after] = await tx
          .update(operators)
          .set({
            role,
            status,
            ...(change.revoke ? { setupTokenHash: null } : {}),
            version: sql`${operators.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(operators.id, id), eq(operators.version, version)))
          .returning()
        if (!after) return { saved: false }
        if (change.revoke && before.userId)
          await tx.delete(operatorSessions).where(eq(operatorSessions.userId, before.userId))
        await audit(tx, {
          action: change.revoke ? 'operator.revoke' : 'operator.role',
          entityType: 'operator',
          entityId: id,
          before: publicOperator(before),
          after: publicOperator(after),
        })
        return { saved: true }
      })
    },

    /** Every role with its permissions, and the owner's limits (decision 044). */
    async roles() {
      const rows = await db.select().from(operatorRoles)
      const [limits] = await db.select().from(operatorLimits).limit(1)
      return {
        roles: OPERATOR_ROLES.map((role) => {
          const row = rows.find((r) => r.role === role)
          return {
            role,
            permissions: PERMISSION_NAMES.filter((p) => row?.permissions.includes(p)),
            version: row?.version ?? 1,
          }
        }),
        limits: {
          max_refund: (limits?.maxRefundPaise ?? 0) / 100,
          max_coupon_percent: limits?.maxCouponPercent ?? 0,
          max_coupon_flat: (limits?.maxCouponPaise ?? 0) / 100,
          version: limits?.version ?? 1,
        },
      }
    },

    /**
     * The owner changes what a role may do (decision 044): applied on the next request in every process, since
     * the guard reads the role's permissions on each. The owner's role always keeps staff and settings.
     */
    async updateRole(
      role: OperatorRole,
      permissions: Permission[],
      version: number,
      audit: (tx: Db, entry: AuditEntry) => Promise<void>,
    ): Promise<{ saved: boolean }> {
      const wanted = PERMISSION_NAMES.filter((p) => permissions.includes(p))
      if (role === 'owner' && OWNER_KEEPS.some((p) => !wanted.includes(p)))
        throw new AppError('bad_request', adminMessages.ownerKeeps)
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(operatorRoles)
          .where(eq(operatorRoles.role, role))
          .for('update')
        if (!before) throw new AppError('not_found', adminMessages.roleNotFound)
        if (before.version !== version) return { saved: false }
        const [after] = await tx
          .update(operatorRoles)
          .set({ permissions: wanted, version: sql`${operatorRoles.version} + 1`, updatedAt: new Date() })
          .where(eq(operatorRoles.role, role))
          .returning()
        await audit(tx, {
          action: 'role.permissions',
          entityType: 'role',
          entityId: role,
          before: { permissions: before.permissions },
          after: { permissions: after!.permissions },
        })
        return { saved: true }
      })
    },

    /** The owner's limits for roles below manager (rupees and per cent), audit-logged. */
    async updateLimits(
      input: { max_refund: number; max_coupon_percent: number; max_coupon_flat: number },
      version: number,
      audit: (tx: Db, entry: AuditEntry) => Promise<void>,
    ): Promise<{ saved: boolean }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(operatorLimits).where(eq(operatorLimits.id, 1)).for('update')
        if (!before || before.version !== version) return { saved: false }
        const [after] = await tx
          .update(operatorLimits)
          .set({
            maxRefundPaise: Math.round(input.max_refund * 100),
            maxCouponPercent: input.max_coupon_percent,
            maxCouponPaise: Math.round(input.max_coupon_flat * 100),
            version: sql`${operatorLimits.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(operatorLimits.id, 1))
          .returning()
        await audit(tx, {
          action: 'role.limits',
          entityType: 'limits',
          entityId: 1,
          before: {
            refund: before.maxRefundPaise,
            percent: before.maxCouponPercent,
            flat: before.maxCouponPaise,
          },
          after: {
            refund: after!.maxRefundPaise,
            percent: after!.maxCouponPercent,
            flat: after!.maxCouponPaise,
          },
        })
        return { saved: true }
      })
    },

    /** The back office's routes with their declared permissions (decision 044), gathered as they are registered. */
    routes: [] as {
      method: string
      url: string
      permission: string | readonly string[] | undefined
      ownerOnly: boolean
    }[],

    ...createOperatorGuard({ db, auth, findOperatorByEmail }),
  }
  return service
}

/** An operator as the back office shows it: never the setup token. */
export function publicOperator(row: typeof operators.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    role: row.role as OperatorRole,
    status: row.status as 'invited' | 'active' | 'revoked',
    invited_by: row.invitedBy,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  }
}
