import type { Language } from '#domain/languages.ts'
import type { FetchLike } from './razorpay.ts'

// The SMS gateway adapter for sign-in codes (decision 055): MSG91's SendOTP v5 API as MSG91 documents it,
// `POST {api}/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=123456&otp_length=6&otp_expiry=5` with the account's
// key in the `authkey` header, answered `{ "type": "success", "request_id": "…" }` or `{ "type": "error", "message":
// "…" }`. The template is MSG91's OTP template, mapped in MSG91's panel to the DLT content template the shop
// registered with its operator (Indian rules: a message whose DLT template id is missing or does not match is
// dropped by the operator). The shop makes and checks the code itself (Better Auth's phone-number plugin); MSG91
// only carries it (`otp` given), so its verify call is not used. In development and tests the same client talks to
// the built-in stand-in (modules/sms/test-sms.ts), which answers the same path.
// The code's SMS is in the language the shopper's request asks for where the shop has an OTP template (and so a DLT
// template) in it, else in English (decision 055's amendment): one template id per language, chosen per message.

export const MSG91_API_URL = 'https://control.msg91.com'

export interface SmsAdapter {
  /**
   * Sends a sign-in code to an Indian mobile (ten digits) with the OTP template of `language` (English's when the
   * shop has none in it); MSG91's request id and the template used.
   */
  sendOtp(
    mobile: string,
    code: string,
    expiryMinutes: number,
    language?: Language,
  ): Promise<{ requestId: string; templateId: string }>
}

/** The gateway's refusal or failure: `reason` is what MSG91 said, or that it did not answer. */
export class SmsError extends Error {
  readonly reason: string
  readonly status?: number
  constructor(reason: string, status?: number) {
    super(reason)
    this.name = 'SmsError'
    this.reason = reason
    this.status = status
  }
}

export interface Msg91Options {
  /** https://control.msg91.com, or the stand-in's base */
  apiUrl: string
  authKey: string
  /** the English OTP template, and the one of a language without its own */
  templateId: string
  /** the OTP template of each other language the shop has one in */
  templateIds?: Partial<Record<Language, string>>
  timeoutMs?: number
  fetch?: FetchLike
}

/** The SendOTP v5 call's address for a code to `mobile` (ten digits): MSG91 wants the country code in front. */
export function sendOtpUrl(
  apiUrl: string,
  templateId: string,
  mobile: string,
  code: string,
  expiryMinutes: number,
) {
  const q = new URLSearchParams({
    template_id: templateId,
    mobile: `91${mobile}`,
    otp: code,
    otp_length: String(code.length),
    otp_expiry: String(expiryMinutes),
  })
  return `${apiUrl.replace(/\/$/, '')}/api/v5/otp?${q}`
}

export function createMsg91Client(opts: Msg91Options): SmsAdapter {
  const doFetch: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init))
  const timeoutMs = opts.timeoutMs ?? 10_000
  return {
    async sendOtp(mobile, code, expiryMinutes, language = 'en') {
      const templateId = opts.templateIds?.[language] ?? opts.templateId
      const signal = AbortSignal.timeout(timeoutMs)
      let res: Response
      try {
        res = await Promise.race([
          doFetch(sendOtpUrl(opts.apiUrl, templateId, mobile, code, expiryMinutes), {
            method: 'POST',
            headers: { 'content-type': 'application/json', authkey: opts.authKey },
            // the template's own variables (none beyond the code, which MSG91 fills as ##OTP##)
            body: '{}',
            signal,
          }),
          new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
        ])
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
        throw new SmsError(timedOut ? 'MSG91 did not answer in time' : 'MSG91 could not be reached')
      }
      const text = await res.text().catch(() => '')
      let j: { type?: string; message?: string; request_id?: string } = {}
      try {
        j = JSON.parse(text)
      } catch {}
      if (!res.ok || j.type !== 'success') {
        throw new SmsError(j.message ?? (text.slice(0, 200) || `MSG91 answered ${res.status}`), res.status)
      }
      return { requestId: j.request_id ?? '', templateId }
    },
  }
}
