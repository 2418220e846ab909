import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto'
import { describe, expect, it } from 'vitest'
import { passwordHasher, STANDARD_SCRYPT_N } from './password-hash.ts'

describe('password hashes', () => {
  const standard = passwordHasher()
  const cheap = passwordHasher(1024)

  it("at the shop's cost are Better Auth's own: a hash made on either side verifies on the other", async () => {
    const ours = await standard.hash('moringa-rocks-123')
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    expect(await betterAuthVerify({ hash: ours, password: 'moringa-rocks-123' })).toBe(true)
    expect(await betterAuthVerify({ hash: ours, password: 'moringa-rocks-124' })).toBe(false)
    const theirs = await betterAuthHash('ಮೊರಿಂಗಾ powder')
    expect(await standard.verify({ hash: theirs, password: 'ಮೊರಿಂಗಾ powder' })).toBe(true)
    expect(await standard.verify({ hash: theirs, password: 'ಮೊರಿಂಗಾ powder ' })).toBe(false)
  })

  it('in Unicode form NFKC, as Better Auth hashes them: the same password typed two ways verifies', async () => {
    const hash = await standard.hash('ﬁg café')
    expect(await standard.verify({ hash, password: 'fig cafe\u0301' })).toBe(true)
  })

  it('at another cost say it at their end, and verify at their own cost whatever the setting is now', async () => {
    const low = await cheap.hash('moringa-rocks-123')
    expect(low).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}:1024$/)
    expect(await standard.verify({ hash: low, password: 'moringa-rocks-123' })).toBe(true)
    expect(await cheap.verify({ hash: low, password: 'moringa-rocks-12' })).toBe(false)
    const high = await standard.hash('moringa-rocks-123')
    expect(await cheap.verify({ hash: high, password: 'moringa-rocks-123' })).toBe(true)
    // the cost is in the hash: a hash claiming another cost than it was made at does not verify
    expect(await standard.verify({ hash: `${low.slice(0, -5)}:2048`, password: 'moringa-rocks-123' })).toBe(
      false,
    )
  })

  it('refuses what is not a hash, and a cost that is not a power of two', async () => {
    for (const hash of ['', 'abc', 'a:b:c:d', 'ab:zz', `${'a'.repeat(32)}:${'b'.repeat(128)}:1000`]) {
      await expect(standard.verify({ hash, password: 'x' }), hash).rejects.toThrow('Invalid password hash')
    }
    expect(() => passwordHasher(1000)).toThrow(RangeError)
    expect(STANDARD_SCRYPT_N).toBe(16_384)
  })
})
