// Owners only: the staff list, invitations, roles and revoking (decision 022), and the audit log.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { adminList, adminOkReply } from '#domain/contracts/admin.ts'
import { auditEntryView, auditFacets, operatorView, rolesView } from '#domain/contracts/admin-staff.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { type AuditFilters, staffKeys } from './query-keys.ts'

/** GET /operators. */
export async function getOperators() {
  return (await adminApi.get(dataReply(z.array(operatorView)), '/operators')).data
}

export const operatorsQuery = () => queryOptions({ queryKey: staffKeys.operators, queryFn: getOperators })

/** POST /operators: the invitation is mailed. */
export const inviteOperator = (email: string, role: string) =>
  adminApi.post(dataReply(operatorView), '/operators', { email, role })

/** PATCH /operators/{id}: `{ role }` or `{ revoke: true }`. */
export const updateOperator = (id: string, body: object) =>
  adminApi.patch(adminOkReply, `/operators/${id}`, body)

/** GET /audit: a page of 30, newest first, filtered; with what the filters can offer. */
export const getAudit = (filters: AuditFilters) =>
  adminApi.get(adminList(auditEntryView).extend({ facets: auditFacets }), '/audit', {
    ...filters,
    per_page: 30,
  })

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: staffKeys.audit(filters),
    queryFn: () => getAudit(filters),
    placeholderData: keepPreviousData,
  })

/** GET /roles: each role's permissions and the owner's limits (decision 044). */
export const rolesQuery = () =>
  queryOptions({
    queryKey: [...staffKeys.operators, 'roles'],
    queryFn: async () => (await adminApi.get(dataReply(rolesView), '/roles')).data,
  })

/** PUT /roles/{role} (owner): the role's permissions, with the version the page showed. */
export const saveRole = (role: string, permissions: string[], version: number) =>
  adminApi.put(adminOkReply, `/roles/${role}`, { permissions, version })

/** PUT /limits (owner): rupees and per cent, with the version the page showed. */
export const saveLimits = (body: {
  max_refund: number
  max_coupon_percent: number
  max_coupon_flat: number
  version: number
}) => adminApi.put(adminOkReply, '/limits', body)
