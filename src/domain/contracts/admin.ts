// The back office's API (/api/admin/v1): its list reply. Each area's contracts are their own admin-*.ts file.
import { z } from 'zod'
import { paginationSchema } from './common.ts'

export function adminList<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema })
}

/** A write that answers only with a message (revoking an operator, deleting a product). */
export const adminOkReply = z.object({ success: z.literal(true), message: z.string() })
