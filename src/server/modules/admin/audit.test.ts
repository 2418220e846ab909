import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addOperator, adminAuthPost, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// What staff do to their own accounts and what they take out of the shop is in the audit log like every other
// back-office write: setting up an account, changing a password, new recovery codes, CSV exports. No line holds
// a password, a recovery code or a setup token.

let t: TestContext
let owner: TestOperator
let staff: TestOperator

beforeAll(async () => {
  t = await createTestApp()
  owner = await addOperator(t, { role: 'owner' })
  staff = await addOperator(t, { role: 'staff' })
})
afterAll(async () => {
  await t?.close()
})

interface AuditLine {
  actor: string
  action: string
  entity_type: string
  entity_id: string
  before: unknown
  after: unknown
}

async function lines(entityType: string): Promise<AuditLine[]> {
  const res = await adminCall(t, 'GET', `/audit?entity_type=${entityType}&per_page=100`, owner.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

const holdsNoSecret = (line: AuditLine, ...secrets: string[]) => {
  const text = JSON.stringify(line)
  for (const secret of secrets) expect(text).not.toContain(secret)
}

describe('the audit log', () => {
  it('records an account set up through its link, without the password', async () => {
    const setup = (await lines('operator')).find(
      (l) => l.action === 'operator.setup' && l.actor === staff.email,
    )
    expect(setup).toMatchObject({
      entity_type: 'operator',
      before: { status: 'invited' },
      after: { status: 'active', role: 'manager' },
    })
    holdsNoSecret(setup!, staff.password)
  })

  it('records a password change and new recovery codes, without either', async () => {
    const newPassword = 'sun-dried-amla-powder-2027'
    const changed = await adminAuthPost(
      t,
      '/change-password',
      { currentPassword: staff.password, newPassword, revokeOtherSessions: false },
      staff.cookie,
    )
    expect(changed.statusCode, changed.body).toBe(200)
    const codes = await adminAuthPost(
      t,
      '/two-factor/generate-backup-codes',
      { password: newPassword },
      staff.cookie,
    )
    expect(codes.statusCode, codes.body).toBe(200)
    const backupCodes = codes.json().backupCodes as string[]
    expect(backupCodes.length).toBeGreaterThan(0)

    const mine = (await lines('operator')).filter((l) => l.actor === staff.email)
    const password = mine.find((l) => l.action === 'operator.password_change')
    expect(password).toMatchObject({ after: { other_sessions_ended: false } })
    holdsNoSecret(password!, staff.password, newPassword)
    const recovery = mine.find((l) => l.action === 'operator.recovery_codes')
    expect(recovery).toBeDefined()
    holdsNoSecret(recovery!, newPassword, ...backupCodes)
  })

  it('records a refused password change not at all', async () => {
    const before = (await lines('operator')).length
    const wrong = await adminAuthPost(
      t,
      '/change-password',
      { currentPassword: 'not-my-password-at-all', newPassword: 'another-long-password' },
      owner.cookie,
    )
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400)
    expect(await lines('operator')).toHaveLength(before)
  })

  it('records each CSV export: orders (with its filters), subscribers, GSTR-1', async () => {
    expect((await adminCall(t, 'GET', '/orders.csv?state=Karnataka', staff.cookie)).statusCode).toBe(200)
    expect((await adminCall(t, 'GET', '/subscribers.csv', staff.cookie)).statusCode).toBe(200)
    const gst = await adminCall(t, 'GET', '/gst/gstr1?month=2026-11&format=csv&section=hsn', staff.cookie)
    expect(gst.statusCode, gst.body).toBe(200)
    const exports = await lines('export')
    expect(exports.map((l) => [l.actor, l.action, l.entity_id])).toEqual(
      expect.arrayContaining([
        [staff.email, 'orders.export', 'orders.csv'],
        [staff.email, 'subscribers.export', 'subscribers.csv'],
        [staff.email, 'gstr1.export', 'gstr1-2026-11-hsn.csv'],
      ]),
    )
    expect(exports.find((l) => l.action === 'orders.export')).toMatchObject({
      after: { filters: { state: 'Karnataka' }, rows: 0 },
    })
  })
})

describe('reading the audit log', () => {
  it('names each person, filters by person, area and India days, and offers what the filters can choose', async () => {
    // a change by the staff member today (a product's label), for the owner to find
    const saved = await adminCall(t, 'POST', '/coupons', staff.cookie, {
      code: `AUDIT${Date.now() % 100_000}`,
      kind: 'percent',
      value: 5,
      label: 'Audit trial',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const read = async (query: string) => {
      const res = await adminCall(t, 'GET', `/audit?${query}`, owner.cookie)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as {
        data: { actor: string; actor_name: string | null; entity_type: string; at: string }[]
        facets: { people: { email: string; name: string | null }[]; areas: string[] }
      }
    }
    const byStaff = await read(`actor=${encodeURIComponent(staff.email)}&entity_type=coupon`)
    expect(byStaff.data.length).toBeGreaterThan(0)
    for (const line of byStaff.data) {
      expect(line).toMatchObject({ actor: staff.email, entity_type: 'coupon' })
      expect(line.actor_name).toMatch(/^Staff \d+$/)
    }
    expect(byStaff.facets.people).toContainEqual({
      email: staff.email,
      name: expect.stringMatching(/^Staff/),
    })
    expect(byStaff.facets.areas).toEqual(expect.arrayContaining(['coupon', 'operator']))
    // today in India: found; tomorrow on: nothing
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10)
    expect((await read(`entity_type=coupon&from=${today}&to=${today}`)).data.length).toBeGreaterThan(0)
    expect((await read(`entity_type=coupon&from=${tomorrow}`)).data).toEqual([])
    expect((await read(`actor=nobody%40example.com`)).data).toEqual([])
    const bad = await adminCall(t, 'GET', '/audit?from=28-11-2026', owner.cookie)
    expect(bad.statusCode).toBe(400)
  })
})
