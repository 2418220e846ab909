// The staff pages' query keys (under the shell's 'admin', which every back-office write invalidates).
/** The audit log's filters as the page keeps them (empty: no filter). */
export interface AuditFilters {
  actor: string
  entity_type: string
  from: string
  to: string
  page: number
}

export const staffKeys = {
  operators: ['admin', 'operators'] as const,
  audit: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
}
