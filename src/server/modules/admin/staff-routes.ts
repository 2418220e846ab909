// The back office's staff routes: the staff list, invitations, roles and revocations (the owner's), the roles'
// permissions and the owner's limits (decision 044), the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Permission } from '#domain/admin-permissions.ts'
import { adminList } from '#domain/contracts/admin.ts'
import {
  auditEntryView,
  auditFacets,
  auditQuery,
  inviteInput,
  limitsUpdateInput,
  operatorUpdateInput,
  operatorView,
  roleParam,
  rolesView,
  roleUpdateInput,
} from '#domain/contracts/admin-staff.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { buildPagination } from '#domain/pagination.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { readAuditTrail } from './audit-trail.ts'
import {
  type AdminRouteDeps,
  guarded,
  ok,
  staleVersionReply,
  TAG,
  uuidParam,
  versionedWriteErrors,
  versionRequiredReply,
  writeErrors,
} from './route-kit.ts'

export const staffRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { operators } = deps
  app.get(
    '/operators',
    {
      config: { permission: 'staff' },
      schema: {
        tags: TAG,
        summary: 'The staff list with each one’s role (the staff permission)',
        response: { 200: dataReply(z.array(operatorView)), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await operators.list() }),
  )
  app.post(
    '/operators',
    {
      config: { ownerOnly: true, permission: 'staff' },
      schema: {
        tags: TAG,
        summary: 'Invites someone to the staff (owner): a one-time setup link is mailed',
        body: inviteInput,
        response: { 200: dataReply(operatorView), ...writeErrors },
      },
    },
    async (req) => {
      const { operator } = await operators.invite(
        req.body.email,
        req.body.role,
        req.operator!.email,
        operators.auditor(req),
      )
      const listed = (await operators.list()).find((o) => o.id === operator.id)!
      return { success: true as const, data: listed }
    },
  )
  app.patch(
    '/operators/:id',
    {
      config: { ownerOnly: true, permission: 'staff' },
      schema: {
        tags: TAG,
        summary:
          "Changes a staff member's role or revokes their access (owner); the shop keeps one owner at least",
        description:
          'The body names the `version` of the staff member the page showed (decision 040): without it 428; when someone changed them since, 409 with `reason: stale_version` and the staff member as they are now in `current`, and nothing changes.',
        params: uuidParam,
        body: operatorUpdateInput,
        response: { 200: ok, ...versionedWriteErrors(operatorView) },
      },
    },
    async (req, reply) => {
      const { version, ...change } = req.body
      if (version === undefined) return reply.code(428).send(versionRequiredReply)
      const { saved } = await operators.update(
        req.params.id,
        change,
        version,
        req.operator!,
        operators.auditor(req),
      )
      if (!saved) {
        const current = (await operators.list()).find((o) => o.id === req.params.id)!
        return reply.code(409).send(staleVersionReply('staff member', current))
      }
      return { success: true as const, message: req.body.revoke ? 'Access revoked' : 'Role changed' }
    },
  )
  app.get(
    '/roles',
    {
      config: { permission: 'staff' },
      schema: {
        tags: TAG,
        summary: 'Each role (owner, manager, packer, support) with its permissions, and the owner’s limits',
        description:
          'Decision 044: every back-office route needs one of these permissions; a role without it is answered 403. ' +
          'Packers and support may not refund more than `max_refund` rupees nor make a coupon above the coupon limits.',
        response: { 200: dataReply(rolesView), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await operators.roles() }),
  )
  app.put(
    '/roles/:role',
    {
      config: { ownerOnly: true, permission: 'staff' },
      schema: {
        tags: TAG,
        summary: 'Sets what a role may do (owner); applies at once in every process',
        description:
          'The owner’s role always keeps `staff` and `settings` (400 otherwise). The body names the role’s `version` (decision 040): without it 428; changed since, 409 with the roles as they are now.',
        params: roleParam,
        body: roleUpdateInput,
        response: { 200: ok, ...versionedWriteErrors(rolesView) },
      },
    },
    async (req, reply) => {
      if (req.body.version === undefined) return reply.code(428).send(versionRequiredReply)
      const { saved } = await operators.updateRole(
        req.params.role,
        req.body.permissions as Permission[],
        req.body.version,
        operators.auditor(req),
      )
      if (!saved) return reply.code(409).send(staleVersionReply('role', await operators.roles()))
      return { success: true as const, message: 'Role saved' }
    },
  )
  app.put(
    '/limits',
    {
      config: { ownerOnly: true, permission: 'settings' },
      schema: {
        tags: TAG,
        summary: 'Sets the largest refund and coupon discount a packer or support may give (owner)',
        description:
          'Above them a manager or the owner must do it (403 for others). The body names the limits’ `version` (decision 040).',
        body: limitsUpdateInput,
        response: { 200: ok, ...versionedWriteErrors(rolesView) },
      },
    },
    async (req, reply) => {
      const { version, ...limits } = req.body
      if (version === undefined) return reply.code(428).send(versionRequiredReply)
      const { saved } = await operators.updateLimits(limits, version, operators.auditor(req))
      if (!saved) return reply.code(409).send(staleVersionReply('limits', await operators.roles()))
      return { success: true as const, message: 'Limits saved' }
    },
  )
  app.get(
    '/audit',
    {
      config: { permission: 'audit' },
      schema: {
        tags: TAG,
        summary:
          'The audit log: every back-office write, newest first, with who made it; by person, area and India days (the audit permission)',
        querystring: auditQuery,
        response: {
          200: adminList(auditEntryView).extend({ facets: auditFacets }),
          ...guarded,
          ...errorReplies(400),
        },
      },
    },
    async (req) => {
      const q = req.query
      const { rows, total, facets } = await readAuditTrail(deps.db, {
        actor: q.actor,
        entityType: q.entity_type,
        entityId: q.entity_id,
        from: q.from,
        to: q.to,
        page: q.page,
        perPage: q.per_page,
      })
      return {
        success: true as const,
        data: rows.map(({ entry: r, name }) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: r.actor,
          actor_name: name,
          action: r.action,
          entity_type: r.entityType,
          entity_id: r.entityId,
          before: r.before,
          after: r.after,
        })),
        pagination: buildPagination(q.page, q.per_page, total),
        facets,
      }
    },
  )
}
