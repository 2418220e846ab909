import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPost, signUp } from '#server/testing/auth-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { accounts } from './tables.ts'

// Tests hash passwords at N 1024 (test-app.ts); the shop at 16384. Two apps on one database stand for a shop whose
// setting changed: every hash verifies at the cost it was made at (password-hash.ts).
let cheap: TestContext
let shop: TestContext
beforeAll(async () => {
  cheap = await createTestApp({ seed: false })
  shop = await createTestApp({ database: cheap.database, env: { PASSWORD_SCRYPT_N: '16384' } })
})
afterAll(async () => {
  await shop?.close()
  await cheap?.close()
})

async function storedHash(t: TestContext, userId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId))
  return row!.password!
}

describe('password hashes at the setting of the moment', () => {
  it("are Better Auth's own format at the shop's cost, and say their cost otherwise; each signs in on either", async () => {
    const low = await signUp(cheap)
    expect(await storedHash(cheap, low.id)).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}:1024$/)
    const standard = await signUp(shop)
    expect(await storedHash(shop, standard.id)).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    for (const t of [cheap, shop]) {
      for (const u of [low, standard]) {
        const ok = await authPost(t, '/sign-in/email', { email: u.email, password: u.password })
        expect(ok.statusCode).toBe(200)
        const wrong = await authPost(t, '/sign-in/email', { email: u.email, password: `${u.password}!` })
        expect(wrong.statusCode).toBe(401)
      }
    }
  })
})
