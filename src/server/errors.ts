export type ErrorKind =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'session_expired'
  | 'rate_limited'
  | 'payload_too_large'
  | 'unavailable'

export const STATUS_OF: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  session_expired: 419,
  rate_limited: 429,
  payload_too_large: 413,
  unavailable: 503,
}

/**
 * Refusals a client acts on beyond showing the message: sent as the reply's `reason` so that no client matches the
 * message's words (which may change or be translated).
 */
export type ErrorReason = 'coupon_gone'

/** The one error type of the server; mapped once to an HTTP status and the reply shape. */
export class AppError extends Error {
  override name = 'AppError'
  readonly kind: ErrorKind
  readonly reason: ErrorReason | undefined
  constructor(kind: ErrorKind, message: string, reason?: ErrorReason) {
    super(message)
    this.kind = kind
    this.reason = reason
  }
  get status(): number {
    return STATUS_OF[this.kind]
  }
}
