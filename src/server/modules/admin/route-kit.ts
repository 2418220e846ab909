// What the back office's route files share: their OpenAPI tag, error replies, params and deps.
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { adminOkReply, staleReply } from '#domain/contracts/admin.ts'
import { errorReplySchema } from '#domain/contracts/common.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { errorReplies, staffErrors } from '#server/http/error-replies.ts'
import { readUploadedFile } from '#server/http/upload.ts'
import type { Mailer } from '#server/integrations/mail.ts'
import type { CouponAdmin } from '../cart/coupon-admin.ts'
import type { CatalogueAdmin } from '../catalogue/admin.ts'
import type { OrdersService } from '../orders/service.ts'
import type { ReviewsService } from '../reviews/service.ts'
import type { OperatorsService } from './operators.ts'

export const TAG = ['admin']
export const guarded = staffErrors
export const writeErrors = { ...guarded, ...errorReplies(400, 404, 409) }

/**
 * A save of a back-office form (decision 040): its 409 is a stale version's reply with the current record (or a
 * service's refusal), its 428 a save that does not name its version.
 */
export function versionedWriteErrors<T extends z.ZodType>(current: T) {
  return {
    ...writeErrors,
    409: z.union([staleReply(current), errorReplySchema]),
    428: errorReplySchema,
  }
}

/** The ETag of a record's version (decision 040): `"v3"`. */
export const versionTag = (version: number) => `"v${version}"`

/** The reply to a save without its version (decision 040). */
export const versionRequiredReply = { success: false as const, message: adminMessages.versionRequired }

/** The reply to a save edited from an older version (decision 040): nothing saved, the record as it is now. */
export const staleVersionReply = <T>(thing: string, current: T) => ({
  success: false as const,
  message: adminMessages.staleEdit(thing),
  reason: 'stale_version' as const,
  current,
})
export const ok = adminOkReply
export const productId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
export const uuidParam = z.object({ id: z.string().max(64) })

/** What the guarded back-office routes are given by the back-office plugin. */
export interface AdminRouteDeps {
  db: Db
  config: Config
  mailer: Mailer
  operators: OperatorsService
  catalogue: CatalogueAdmin
  coupons: CouponAdmin
  reviews: ReviewsService
  /** the orders console (decision 022): the orders service's transitions, and payments to carry out refunds */
  orders: OrdersService
  payments: { settleRefunds(keys: string[]): Promise<void> }
}

/** The picture staff upload (multipart field `image`) for a product or a recipe, with the back office's messages. */
export function readPictureUpload(req: FastifyRequest, uploadMaxBytes: number): Promise<Buffer> {
  return readUploadedFile(req, 'image', {
    tooLarge: adminMessages.imageTooLarge(uploadMaxBytes),
    missing: adminMessages.notAnImage,
  })
}
