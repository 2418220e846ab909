import { createHmac, timingSafeEqual } from 'node:crypto'

// The payloads of the COD confirmation's quick-reply buttons (decision 049): `cod:confirm:<order id>:<token>` and
// `cod:cancel:<order id>:<token>`, the token an HMAC of the action and the order id with the shop's secret, so a
// reply cannot be made up for another order (a payload copied from one order's message names that order only).

export type CodAction = 'confirm' | 'cancel'

export interface CodTokens {
  payload(action: CodAction, orderId: string): string
  /** the action and order of a payload whose token is right; undefined for anything else */
  parse(payload: string): { action: CodAction; orderId: string } | undefined
  /** a payload that looks like a COD reply (right or forged) */
  isCodReply(payload: string): boolean
}

export function createCodTokens(secret: string): CodTokens {
  const tokenOf = (action: CodAction, orderId: string) =>
    createHmac('sha256', `whatsapp-cod:${secret}`)
      .update(`${action}:${orderId}`)
      .digest('base64url')
      .slice(0, 22)
  return {
    payload: (action, orderId) => `cod:${action}:${orderId}:${tokenOf(action, orderId)}`,
    parse(payload) {
      const m = /^cod:(confirm|cancel):([A-Za-z0-9_-]{1,40}):([A-Za-z0-9_-]{1,64})$/.exec(payload)
      if (!m) return undefined
      const action = m[1] as CodAction
      const orderId = m[2]!
      const want = Buffer.from(tokenOf(action, orderId))
      const got = Buffer.from(m[3]!)
      return want.length === got.length && timingSafeEqual(want, got) ? { action, orderId } : undefined
    },
    isCodReply: (payload) => payload.startsWith('cod:'),
  }
}

/** A stored 10-digit Indian mobile as WhatsApp addresses it: 91 and the ten digits. */
export function whatsappNumber(mobile: string): string | undefined {
  const digits = mobile.replace(/\D/g, '')
  const ten = digits.slice(-10)
  return /^[6-9]\d{9}$/.test(ten) ? `91${ten}` : undefined
}
