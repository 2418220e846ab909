// The orders console's query keys (under the shell's 'admin', which every back-office write invalidates).
import type { Query } from '#web/features/admin/shell/api/admin-client.ts'

export const orderKeys = {
  list: (query: Query) => ['admin', 'orders', query] as const,
  detail: (id: string) => ['admin', 'order', id] as const,
}
