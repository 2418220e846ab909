// An authenticator app's arithmetic (RFC 4226 HOTP, RFC 6238 TOTP: SHA-1, 6 digits, 30-second steps), as Better
// Auth's two-factor plugin computes it: used by the replay guard (totp-replay.ts) and by the tests that sign staff in.
import { createHmac } from 'node:crypto'

export const PERIOD_SECONDS = 30
export const DIGITS = 6

/** RFC 4648 base32, as in an otpauth:// URI's secret (characters outside the alphabet are passed over). */
export function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of input.replace(/=+$/, '').toUpperCase()) {
    const idx = alphabet.indexOf(ch)
    if (idx < 0) continue
    value = (value << 5) | idx
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** The code of one step (a counter) for a raw key. */
export function hotp(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1]! & 15
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, '0')
}
