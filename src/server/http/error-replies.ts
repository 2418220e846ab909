import { errorReplySchema } from '#domain/contracts/common.ts'

/** The statuses an error reply may have (errors.ts maps every AppError kind to one of them). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 419 | 429 | 503

/**
 * The error replies a route documents in its `response` schema, each the one envelope `{ success: false, message }`:
 * `response: { 200: thingReply, ...errorReplies(400, 404) }`.
 */
export function errorReplies<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorReplySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorReplySchema])) as Record<
    S,
    typeof errorReplySchema
  >
}

/** A signed-in shopper's route: no or a bad token (401), a session that has ended (419). */
export const signedInErrors = errorReplies(401, 419)

/** A back-office route: not signed in as staff (401), signed in without the role or second factor (403). */
export const staffErrors = errorReplies(401, 403)
