// What the back office's route files share: their OpenAPI tag, error replies, params and deps.
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { adminOkReply } from '#domain/contracts/admin.ts'
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
