// An authenticator app, for tests that sign staff in (API tests and browser journeys alike): the same arithmetic as
// the back office's replay guard (modules/admin/totp.ts).
import { base32Decode, hotp, PERIOD_SECONDS } from '../modules/admin/totp.ts'

/** The 6-digit TOTP code (RFC 6238: SHA-1, 30 s) of a base32 secret, as an authenticator app shows it. */
export function totpCode(secret: string, at = Date.now()): string {
  return hotp(base32Decode(secret), Math.floor(at / 1000 / PERIOD_SECONDS))
}
