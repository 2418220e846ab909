import { readdirSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
// @ts-expect-error oidc-provider ships no type declarations (@types/oidc-provider is not installed)
import OidcProvider from 'oidc-provider'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#server/testing/postgres-cluster.ts'
import { DESKTOP, type E2E, PHONE, seriousA11yViolations, startE2E } from './harness.ts'
import { newShopper, submitSignUp } from './shopper.ts'

// A local OpenID Connect provider stands in for Google: the shop runs the same generic OIDC code path
// (GOOGLE_DISCOVERY_URL) it runs against accounts.google.com.
const CLIENT_ID = 'surya-shop-e2e'
const CLIENT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-0123456789'

const Provider = OidcProvider as new (
  issuer: string,
  config: Record<string, unknown>,
) => { listen(port: number, host: string, done: () => void): Server }

async function startOidcProvider(port: number, redirectUri: string): Promise<Server> {
  const issuer = `http://127.0.0.1:${port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    // Any login and password are accepted by the development sign-in page; the login becomes the account.
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: `${id}@example.in`, email_verified: true, name: 'Priya Sharma' }
        },
      }
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['e2e-cookie-key-0123456789'] },
  })
  return await new Promise((resolve) => {
    const server = provider.listen(port, '127.0.0.1', () => resolve(server))
  })
}

/** Sign-up and sign-in hash passwords on purpose (slow by design), so waits are generous. */
/** Form fields of the page itself (the footer has its own newsletter email box). */
const inMain = (page: Page) => page.getByRole('main')

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 })

let e2e: E2E
let oidc: Server | undefined
beforeAll(async () => {
  const oidcPort = await freePort()
  e2e = await startE2E({
    // Sign-in rate limits are covered by the API tests; journeys sign in many times from one address.
    AUTH_RATE_LIMIT: 'false',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
  })
  // The provider needs the shop's callback, so it starts second; the shop finds it on first use.
  oidc = await startOidcProvider(oidcPort, `${e2e.shop.base}/api/auth/callback/google`)
})
afterAll(async () => {
  await new Promise((resolve) => (oidc ? oidc.close(resolve) : resolve(undefined)))
  await e2e?.close()
})

interface Mail {
  to: string
  subject: string
  links: Record<string, string>
}

/** The newest mail of a kind sent to `to`, from the outbox the shop writes without SMTP. */
async function waitForMail(to: string, kind: 'verify' | 'reset', after = 0): Promise<string> {
  const dir = path.join(e2e.shop.dataDir, 'outbox')
  let link: string | undefined
  await poll(() => {
    let files: string[] = []
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json'))
    } catch {}
    const mails = files
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail)
      .filter((m) => m.to === to && m.links[kind])
    link = mails.length > after ? mails.at(-1)?.links[kind] : undefined
    return link
  }).toBeTruthy()
  return link!
}

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null)

async function signIn(page: Page, email: string, password: string) {
  await inMain(page).getByLabel('Email address').fill(email)
  await inMain(page).getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

async function logOutFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
}

describe('sign-up, verification, logout, login, password reset', () => {
  it('walks the whole account journey', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    const who = newShopper({ first: 'Asha', last: 'Rao' })

    await submitSignUp(page, who)
    await poll(() => new URL(page.url()).pathname).toBe('/')
    await poll(() => storedUser(page)).toMatchObject({ email: who.email })
    // The id token stays in memory only.
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('authToken')

    // The verification link from the mail lands on the home page, which says so.
    const verify = await waitForMail(who.email, 'verify')
    await page.goto(verify)
    await poll(() => page.getByText('Your email is confirmed').isVisible()).toBe(true)
    expect(new URL(page.url()).search).toBe('')
    await poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').emailVerified),
    ).toBe(true)

    // The user menu shows the account; Logout clears the stored user and goes home.
    await page.getByRole('button', { name: `Account menu for ${who.name}` }).click()
    await poll(() => page.getByRole('menu').getByText(who.email).isVisible()).toBe(true)
    await poll(() => page.getByRole('menuitem', { name: 'My Profile' }).isVisible()).toBe(true)
    await poll(() => page.getByRole('menuitem', { name: 'My Orders' }).isVisible()).toBe(true)
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await poll(() => storedUser(page)).toBeNull()
    expect(new URL(page.url()).pathname).toBe('/')

    // Login.
    await page.goto('/login')
    await signIn(page, who.email, who.password)
    await poll(() => storedUser(page)).toMatchObject({ email: who.email })
    await poll(() => new URL(page.url()).pathname).toBe('/')

    // Forgot password -> mail -> reset -> the old password no longer works, the new one does.
    await page.goto('/forgot-password')
    await inMain(page).getByLabel('Email address').fill(who.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await poll(() => page.getByRole('heading', { name: 'Check Your Email' }).isVisible()).toBe(true)
    const reset = await waitForMail(who.email, 'reset')
    await page.goto(reset)
    await poll(() => new URL(page.url()).pathname).toBe('/reset-password')
    const newPassword = 'sun-dried-amla-77'
    await inMain(page)
      .getByLabel(/^New password\*?$/)
      .fill(newPassword)
    await inMain(page).getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Save New Password' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/login')
    await poll(() => page.getByText('Your password has been changed').isVisible()).toBe(true)
    // A reset signs the account out everywhere, this browser included.
    await poll(() => storedUser(page)).toBeNull()

    await signIn(page, who.email, who.password)
    await poll(() => page.getByRole('alert').textContent()).toContain('Incorrect password')
    await inMain(page).getByLabel('Password', { exact: true }).fill(newPassword)
    await poll(() => page.getByRole('alert').count()).toBe(0)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await poll(() => storedUser(page)).toMatchObject({ email: who.email })

    // The spent reset link now explains itself.
    await page.goto(reset)
    await poll(() => page.getByText('This password reset link is invalid or has expired.').isVisible()).toBe(
      true,
    )
    await poll(() => page.getByRole('link', { name: 'Request a new link' }).isVisible()).toBe(true)
  })

  it('tells an unknown email from a wrong password (docs/product.md, Error catalogue)', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/login')
    await signIn(page, `nobody-${Date.now()}@example.in`, 'whatever-123')
    await poll(() => page.getByRole('alert').textContent()).toContain(
      'No account found with this email address',
    )
    // Editing a field clears the error.
    await inMain(page).getByLabel('Email address').fill('someone@example.in')
    await poll(() => page.getByRole('alert').count()).toBe(0)
  })

  it('refuses an email that already has an account', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    const who = newShopper({ first: 'Asha', last: 'Rao' })
    await submitSignUp(page, who)
    await poll(() => storedUser(page)).toMatchObject({ email: who.email })
    const other = await e2e.newPage({ viewport: PHONE })
    await submitSignUp(other, { ...who, name: 'Someone Else' })
    await poll(() => other.getByRole('alert').textContent()).toContain(
      'An account with this email already exists',
    )
  })
})

describe('signed-in areas', () => {
  it('sends a signed-out visitor from /checkout to /login and back after signing in', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    const who = newShopper({ first: 'Asha', last: 'Rao' })
    await submitSignUp(page, who)
    await poll(() => storedUser(page)).not.toBeNull()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await poll(() => storedUser(page)).toBeNull()

    await page.goto('/checkout')
    await poll(() => new URL(page.url()).pathname).toBe('/login')
    await signIn(page, who.email, who.password)
    await poll(() => new URL(page.url()).pathname).toBe('/checkout')

    // /orders too.
    const visitor = await e2e.newPage({ viewport: PHONE })
    await visitor.goto('/orders')
    await poll(() => new URL(visitor.url()).pathname).toBe('/login')
  })

  it('follows a logout made in another tab', async () => {
    const first = await e2e.newPage({ viewport: DESKTOP })
    const who = newShopper({ first: 'Asha', last: 'Rao' })
    await submitSignUp(first, who)
    await poll(() => storedUser(first)).not.toBeNull()

    const second = await first.context().newPage()
    await second.goto('/profile')
    await poll(() => second.getByRole('button', { name: 'Edit Profile' }).isVisible()).toBe(true)

    await logOutFromMenu(first, who.name)
    await poll(() => storedUser(second)).toBeNull()
    await poll(() =>
      second.getByRole('heading', { name: 'Please log in to view your profile' }).isVisible(),
    ).toBe(true)
    await poll(() => second.getByRole('button', { name: 'Account menu' }).isVisible()).toBe(true)
  })

  it('makes no identity request for a visitor who never signed in', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    const failed: string[] = []
    const identity: string[] = []
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`)
    })
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/auth/')) identity.push(req.url())
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.goto('/products')
    await page.waitForLoadState('networkidle')
    expect(identity).toEqual([])
    expect(failed).toEqual([])
  })
})

describe('Google sign-in (OpenID Connect)', () => {
  it('signs in on the provider page and comes back signed in, with a profile filled from the account', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/login')
    const google = page.getByRole('button', { name: 'Continue with Google' })
    await poll(() => google.isEnabled()).toBe(true)
    await google.click()

    // The provider's development sign-in page, then its consent page.
    await page.waitForURL((url) => url.port !== new URL(e2e.shop.base).port)
    await page.locator('input[name="login"]').fill('priya')
    await page.locator('input[name="password"]').fill('anything')
    await page.getByRole('button', { name: 'Sign-in' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()

    await page.waitForURL((url) => url.origin === e2e.shop.base)
    await poll(() => storedUser(page)).toMatchObject({ email: 'priya@example.in' })
    expect(new URL(page.url()).pathname).toBe('/')
    expect(new URL(page.url()).search).toBe('')

    await page.goto('/profile')
    // The profile page loads its code, a token and the profile: three round trips, slow on a busy machine.
    await expect
      .poll(() => page.getByText('Priya Sharma').first().isVisible(), { timeout: 30_000 })
      .toBe(true)
  })
})

describe('accessibility of the sign-in screens', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious violations at ${viewport.width} px`, async () => {
      const page = await e2e.newPage({ viewport })
      for (const route of ['/login', '/signup', '/forgot-password', '/reset-password?token=x']) {
        await page.goto(route)
        await page.getByRole('heading', { level: 1 }).waitFor()
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
        expect(await seriousA11yViolations(page), route).toEqual([])
      }
      // An error state too.
      await page.goto('/signup')
      await inMain(page)
        .getByLabel(/^Password\*?$/)
        .fill('moringa-123')
      await inMain(page).getByLabel('Confirm password').fill('moringa-12')
      await poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true)
      expect(await page.getByRole('button', { name: 'Create Account' }).isDisabled()).toBe(true)
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
})
