import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { totpCode } from '#server/testing/totp.ts'
import { root } from '../scripts/lib/shop-process.ts'
import { type E2E, poll, saveShot, seriousA11yViolations, startE2E } from './harness.ts'

// The back office's first owner, as a brand sets one up: added by the operator command before the shop starts
// (the embedded database is the command's alone until then), then a password and an authenticator app.

export const OWNER = 'founder@suryanaturals.in'
export const PASSWORD = 'sun-dried-moringa-2026'

/** A shop whose first owner was added by `npm run shop -- operator:add`; the one-time setup link's token. */
export async function startShopWithOwner(
  env: Record<string, string> = {},
): Promise<{ e2e: E2E; token: string }> {
  let token = ''
  const e2e = await startE2E(
    { AUTH_RATE_LIMIT: 'false', ...env },
    {
      beforeStart(shopEnv) {
        const run = spawnSync(
          process.execPath,
          [path.join(root, 'scripts/shop.ts'), 'operator:add', OWNER, '--role', 'owner'],
          {
            cwd: root,
            env: { ...process.env, ...shopEnv, LOG_LEVEL: 'silent' },
            encoding: 'utf8',
            timeout: 120_000,
          },
        )
        if (run.status !== 0) throw new Error(`operator:add failed: ${run.stderr}`)
        token = /token=(\S+)/.exec(run.stdout)?.[1] ?? ''
      },
    },
  )
  return { e2e, token }
}

/** Setup link → name and password → authenticator app → the back office; the app's secret (for later codes). */
export async function completeOwnerSetup(page: Page, token: string): Promise<string> {
  await page.goto(`/admin/setup?token=${token}`)
  await page.getByLabel('Your name').fill('Lakshmi Rao')
  await page.getByLabel(/^Password\*?$/).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await poll(() => page.getByRole('heading', { name: 'Protect your account' }).isVisible()).toBe(true)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Set up the app' }).click()
  const key = page.getByTestId('totp-secret')
  await poll(() => key.isVisible()).toBe(true)
  const secret = (await key.textContent())!.replace(/\s/g, '')
  // Print prints the recovery codes alone (no key, no QR code)
  await page.emulateMedia({ media: 'print' })
  expect(await page.getByText('Keep these somewhere safe.').isVisible()).toBe(true)
  expect(await key.isVisible()).toBe(false)
  await page.emulateMedia({ media: null })
  await page.getByLabel('Code from the app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Confirm and open the back office' }).click()
  await poll(() => page.getByRole('heading', { name: 'Overview' }).isVisible()).toBe(true)
  return secret
}

/** Settled, axe-clean, and photographed (SHOTS_DIR). */
export async function checkAdminPage(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  expect(await seriousA11yViolations(page), name).toEqual([])
  await saveShot(page, name)
}
