// The back office's API (/api/admin/v1): its list reply. Each area's contracts are their own admin-*.ts file.
import { z } from 'zod'
import { paginationSchema } from './common.ts'

export function adminList<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema })
}

/** A write that answers only with a message (revoking an operator, deleting a product). */
export const adminOkReply = z.object({ success: z.literal(true), message: z.string() })

/**
 * The version a back-office save was edited from (decision 040): the `version` its GET answered. Optional in the
 * schema so that a save without it is answered 428 with the shop's message rather than a field's 400.
 */
export const editVersion = z
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .optional()
  .describe(
    'The version this save was edited from, as the GET answered it (also its ETag "v<version>"). Required: without it 428; when the record has changed since, 409 with the current record and nothing saved (decision 040)',
  )

/** The record's version in a back-office view (decision 040): raised by one with every save of its form. */
export const recordVersion = z
  .number()
  .int()
  .describe("raised by one with every save of the record's form; a save names it (decision 040)")

/**
 * A 409 to a save edited from an older version (decision 040): nothing was saved; `current` is the record as it is
 * now, so the form shows what changed meanwhile and may apply the person's edits to it.
 */
export function staleReply<T extends z.ZodType>(current: T) {
  return z.object({
    success: z.literal(false),
    message: z.string(),
    reason: z.literal('stale_version'),
    current,
  })
}
