import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '#server/testing/totp.ts'
import { root } from '../scripts/lib/shop-process.ts'
import { DESKTOP, type E2E, PHONE, poll, saveShot, startE2E } from './harness.ts'
import { checkAdminPage, completeOwnerSetup, OWNER, PASSWORD } from './operator.ts'
import { paidOrder } from './shopper.ts'

// Roles (decision 044): a packer signs in on a phone, packs and ships an order, and finds no refund, cancel,
// price or coupon control; the API refuses them with 403 whatever the page shows. The owner's Roles page.

const PACKER = 'packer@suryanaturals.in'
let e2e: E2E
const tokens: Record<string, string> = {}

beforeAll(async () => {
  e2e = await startE2E(
    { AUTH_RATE_LIMIT: 'false' },
    {
      beforeStart(shopEnv) {
        for (const [email, role] of [
          [OWNER, 'owner'],
          [PACKER, 'packer'],
        ]) {
          const run = spawnSync(
            process.execPath,
            [path.join(root, 'scripts/shop.ts'), 'operator:add', email!, '--role', role!],
            {
              cwd: root,
              env: { ...process.env, ...shopEnv, LOG_LEVEL: 'silent' },
              encoding: 'utf8',
              timeout: 120_000,
            },
          )
          if (run.status !== 0) throw new Error(`operator:add failed: ${run.stderr}`)
          tokens[role!] = /token=(\S+)/.exec(run.stdout)?.[1] ?? ''
        }
      },
    },
  )
}, 240_000)
afterAll(async () => {
  await e2e?.close()
})

/** An invited packer's setup on a phone: password, authenticator app, then their first page (the orders). */
async function packerSetup(page: Page) {
  await page.goto(`/admin/setup?token=${tokens.packer}`)
  await poll(() => page.getByText(`as packer with ${PACKER}`).isVisible()).toBe(true)
  await page.getByLabel('Your name').fill('Ravi Kumar')
  await page.getByLabel(/^Password\*?$/).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await poll(() => page.getByRole('heading', { name: 'Protect your account' }).isVisible()).toBe(true)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Set up the app' }).click()
  const key = page.getByTestId('totp-secret')
  await poll(() => key.isVisible()).toBe(true)
  const secret = (await key.textContent())!.replace(/\s/g, '')
  await page.getByLabel('Code from the app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Confirm and open the back office' }).click()
  await poll(() => page.getByRole('heading', { name: 'Orders', level: 1 }).isVisible()).toBe(true)
}

describe('roles in the back office', () => {
  it('a packer on a phone packs and ships, with no refund, cancel, price or coupon control; the API says 403', async () => {
    const orderId = await paidOrder(await e2e.newPage({ viewport: PHONE }))
    const page = await e2e.newPage({ viewport: PHONE })
    await packerSetup(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    const nav = page.getByRole('navigation')
    await poll(() => nav.getByRole('link', { name: 'Orders' }).isVisible()).toBe(true)
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Orders',
      'Failed deliveries',
      'Returns',
      'Products',
    ])
    await page.getByRole('button', { name: 'Close menu' }).click()
    const row = page.getByRole('link', { name: orderId })
    await poll(() => row.isVisible()).toBe(true)
    await checkAdminPage(page, 'admin-packer-orders-390')
    await saveShot(page, 'packer-orders-390')
    await row.click()
    await poll(() => page.getByRole('heading', { name: `Order ${orderId}` }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Mark packed' }).click()
    await poll(() => page.getByText('Marked packed').first().isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Ship…' }).click()
    await page.getByLabel(/^Courier/).fill('Delhivery')
    await page.getByLabel(/^Waybill number/).fill('DLV55509876')
    await page.getByRole('button', { name: 'Ship order' }).click()
    await poll(() => page.getByRole('link', { name: /Track the parcel/ }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Partial refund…' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0)
    await checkAdminPage(page, 'admin-packer-order-shipped-390')
    await saveShot(page, 'packer-order-shipped-390')

    // whatever the page shows, the server refuses what a packer may not do
    const refusal = 'Your role (packer) does not allow this. Ask the shop’s owner if you need it.'
    for (const [method, url, data] of [
      ['POST', `/api/admin/v1/orders/${orderId}/refunds`, { amount: 10, reason: 'Torn pouch' }],
      ['PATCH', '/api/admin/v1/products/101', { price: 1, version: 1 }],
      ['POST', '/api/admin/v1/coupons', { code: 'NINETY', label: 'Ninety', kind: 'percent', value: 90 }],
      ['GET', '/api/admin/v1/customers', undefined],
      ['GET', '/api/admin/v1/dashboard', undefined],
    ] as const) {
      const res = await page.request.fetch(url, {
        method,
        data,
        headers: { 'idempotency-key': 'packer-refund-1' },
      })
      expect(res.status(), `${method} ${url}`).toBe(403)
      expect((await res.json()).message).toBe(refusal)
    }

    // at 1280 the packer's orders
    const wide = await e2e.newPage({ viewport: DESKTOP })
    await wide.context().addCookies(await page.context().cookies())
    await wide.goto('/admin/orders')
    await poll(() => wide.getByRole('heading', { name: 'Orders', level: 1 }).isVisible()).toBe(true)
    await wide.waitForLoadState('networkidle')
    await saveShot(wide, 'packer-orders-1280')
  })

  it('the owner sees the roles with their permissions and the limits', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await completeOwnerSetup(page, tokens.owner!)
    await page.goto('/admin/roles')
    await poll(() => page.getByRole('group', { name: 'Packer' }).isVisible()).toBe(true)
    expect(await page.getByRole('group', { name: 'Owner' }).getByLabel('Settings').isDisabled()).toBe(true)
    await checkAdminPage(page, 'admin-roles-1280')
    await saveShot(page, 'roles-1280')
    await page.setViewportSize(PHONE)
    await page.waitForTimeout(300)
    await saveShot(page, 'roles-390')
  })
})
