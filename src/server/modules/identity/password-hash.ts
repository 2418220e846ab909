import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Passwords, shoppers' and staff's, hashed with scrypt as Better Auth hashes them by default (N 16384, r 16, p 1,
 * a 64-byte key; the password in Unicode form NFKC; a random 16-byte salt written in hex and used as that text),
 * stored as `salt:key` in hex: a hash from either side verifies on the other. Two differences:
 * - Node's own scrypt, off the event loop in libuv's thread pool, where Better Auth's (in JavaScript) holds the
 *   process's one thread for the ~160 ms a hash costs, every request waiting behind it.
 * - The cost is a setting (PASSWORD_SCRYPT_N, a power of two; production refuses less than 16384). A hash made at
 *   another cost says it at its end (`salt:key:N`), so hashes of both costs verify side by side: the cost can be
 *   raised later without locking anyone out, and the test suites hash at 1024, 16 times cheaper, which is
 *   the practice of Django's and Devise's test settings (decision record 034).
 */
export const STANDARD_SCRYPT_N = 16_384
const R = 16
const P = 1
const KEY_BYTES = 64

function derive(password: string, salt: string, n: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r: R, p: P, maxmem: 128 * n * R * 2 }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

const isScryptCost = (n: number) => Number.isSafeInteger(n) && n >= 2 && (n & (n - 1)) === 0

export function passwordHasher(n: number = STANDARD_SCRYPT_N) {
  if (!isScryptCost(n)) {
    throw new RangeError(`scrypt's N must be a power of two, got ${n}`)
  }
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex')
      const key = (await derive(password, salt, n)).toString('hex')
      return n === STANDARD_SCRYPT_N ? `${salt}:${key}` : `${salt}:${key}:${n}`
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const [salt, key, cost, ...rest] = hash.split(':')
      const hashN = cost === undefined ? STANDARD_SCRYPT_N : Number(cost)
      if (!salt || !key || rest.length > 0 || !/^[0-9a-f]+$/.test(key))
        throw new Error('Invalid password hash')
      if (!Number.isSafeInteger(hashN) || hashN < 2 || (hashN & (hashN - 1)) !== 0) {
        throw new Error('Invalid password hash')
      }
      const expected = Buffer.from(key, 'hex')
      const actual = await derive(password, salt, hashN)
      return expected.length === actual.length && timingSafeEqual(expected, actual)
    },
  }
}
