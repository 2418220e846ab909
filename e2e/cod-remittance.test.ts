import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, pdfText, poll } from './harness.ts'
import { checkAdminPage, completeOwnerSetup, startShopWithOwner } from './operator.ts'
import { shopperApi, signUpShopper } from './shopper.ts'

// COD remittance (decision 046, amended): three cash-on-delivery orders booked with the courier (the built-in
// Shiprocket stand-in) in one click, their labels printed as one PDF, and delivered; the overview shows the cash the
// courier owes; the courier's report, with a short row and an unknown AWB, is checked and refused; the corrected
// report is imported and the overview drops what was remitted. The preview and the overview card at 390 and 1280 px.

let e2e: E2E
let setupToken = ''

beforeAll(async () => {
  ;({ e2e, token: setupToken } = await startShopWithOwner({ COURIER: 'shiprocket' }))
}, 240_000)
afterAll(async () => {
  await e2e?.close()
})

/** A shopper places a cash-on-delivery order through the shop API, as the checkout page does. */
async function codOrder(page: Page, first: string): Promise<string> {
  await signUpShopper(page, first, 'Menon')
  await shopperApi(page, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
  const person = { first_name: first, last_name: 'Menon', mobile: '9847012345' }
  const estimate = await shopperApi<{ data: { address_id: string } }>(
    page,
    'POST',
    '/cart/checkout/estimate-shipping',
    {
      ...person,
      street: '22 MG Road, Ernakulam',
      city: 'Kochi',
      state: 'Kerala',
      postal_code: '682011',
      country: 'India',
    },
  )
  const created = await shopperApi<{ data: Record<string, string> }>(page, 'POST', '/payments/create-order', {
    ...person,
    shipping_address_id: estimate.data.address_id,
  })
  const id = created.data.shop_order_id!
  await shopperApi(page, 'POST', `/orders/${id}/cash-on-delivery`)
  return id
}

const csvFile = (rows: string[]) => ({
  name: 'shiprocket-remittance.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    `AWB Code,Channel Order ID,COD Amount,Remitted Amount,UTR,Remittance Date\r\n${rows.join('\r\n')}\r\n`,
  ),
})

describe('COD remittance', () => {
  it('shows what the courier owes, refuses a short report, imports the corrected one', async () => {
    const ids: string[] = []
    for (const name of ['Kavya', 'Anu', 'Devi'])
      ids.push(await codOrder(await e2e.newPage({ viewport: PHONE }), name))
    const page = await e2e.newPage({ viewport: DESKTOP })
    await completeOwnerSetup(page, setupToken)

    // booked with the courier from the orders list, then delivered (the stand-in's scans send the webhook)
    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await poll(() => page.getByRole('link', { name: ids[2]! }).isVisible()).toBe(true)
    await page.getByLabel('Choose every order on this page').check()
    await page.getByRole('button', { name: 'Book shipments (Shiprocket)' }).click()
    const booked = page.getByRole('list', { name: 'Booked' })
    await poll(() => booked.isVisible(), { timeout: 15_000 }).toBe(true)
    const awbs = [...((await booked.textContent()) ?? '').matchAll(/AWB (SRT\d+)/g)].map((m) => m[1]!)
    expect(awbs).toHaveLength(3)
    // the labels of the three, one PDF for the label printer: a 4 × 6 in page per parcel, each with its AWB
    const labels = await page.request.get(
      (await page.getByRole('link', { name: 'Labels (one PDF)' }).getAttribute('href'))!,
    )
    expect(labels.headers()['content-type']).toContain('application/pdf')
    const labelText = pdfText(await labels.body())
    for (const awb of awbs) expect(labelText).toContain(`AWB ${awb}`)
    expect(labelText.split('\f').filter((p) => p.trim()).length).toBe(3)
    for (const awb of awbs) {
      const scan = await page.request.post(`${e2e.shop.base}/test-courier/v1/external/_test/scan`, {
        data: { awb, status: 'DELIVERED' },
      })
      expect((await scan.json()).delivered).toBe(200)
    }
    const orders = await Promise.all(
      ids.map(
        async (id) =>
          (await (await page.request.get(`${e2e.shop.base}/api/admin/v1/orders/${id}`)).json()).data,
      ),
    )
    const byAwb = new Map(orders.map((o) => [o.shipping.waybill, o]))
    const total = (awb: string) => Number(byAwb.get(awb)?.totals.total ?? 0)
    expect(awbs.every((a) => total(a) > 0)).toBe(true)
    const closeToast = page.getByRole('button', { name: 'Close notification' })
    if ((await closeToast.count()) > 0) await closeToast.first().click()

    // the overview: three orders' cash owed by the courier
    await page.getByRole('link', { name: 'Overview' }).click()
    const card = page.getByRole('region', { name: 'COD delivered, not yet remitted', exact: true })
    const owedList = card.getByRole('list', { name: 'COD delivered, not yet remitted, by courier' })
    await poll(() => owedList.isVisible()).toBe(true)
    expect(await owedList.getByText(/^3 orders · oldest/).isVisible()).toBe(true)
    await checkAdminPage(page, 'remit-overview-1280')

    // the report: one row whole, one short, one unknown AWB: checked, refused
    await card.getByRole('link', { name: 'Import a remittance' }).click()
    await poll(() => page.getByRole('heading', { name: 'COD remittance', level: 1 }).isVisible()).toBe(true)
    const [a, b, c] = awbs as [string, string, string]
    await page
      .getByLabel('The courier’s remittance report (CSV)')
      .setInputFiles(
        csvFile([
          `${a},,${total(a).toFixed(2)},${total(a).toFixed(2)},UTR20261127001,27-11-2026`,
          `${b},,${total(b).toFixed(2)},${(total(b) - 20).toFixed(2)},UTR20261127001,27-11-2026`,
          `SRT000000,,100.00,100.00,UTR20261127001,27-11-2026`,
        ]),
      )
    await page.getByRole('button', { name: 'Check the file' }).click()
    const matched = page.getByRole('table', { name: 'Rows matched to orders' })
    await poll(() => matched.isVisible()).toBe(true)
    expect(await matched.getByRole('cell', { name: 'Short', exact: true }).isVisible()).toBe(true)
    expect(
      await page
        .getByRole('table', { name: 'Errors in the report' })
        .getByText(/no order with AWB/)
        .isVisible(),
    ).toBe(true)
    expect(await page.getByRole('button', { name: 'Import 1 remittance' }).isDisabled()).toBe(true)
    await checkAdminPage(page, 'remit-preview-1280')
    await page.setViewportSize(PHONE)
    await poll(() => matched.isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await checkAdminPage(page, 'remit-preview-390')

    // the corrected report: imported; the overview drops the two
    await page
      .getByLabel('The courier’s remittance report (CSV)')
      .setInputFiles(
        csvFile([
          `${a},,${total(a).toFixed(2)},${total(a).toFixed(2)},UTR20261127001,27-11-2026`,
          `${b},,${total(b).toFixed(2)},${total(b).toFixed(2)},UTR20261127001,27-11-2026`,
        ]),
      )
    await page.getByRole('button', { name: 'Check the file' }).click()
    await page.getByRole('button', { name: 'Import 2 remittances' }).click()
    await poll(() => page.getByText('2 remittances imported').isVisible()).toBe(true)
    const owed = page.getByRole('table', { name: 'COD delivered, not yet remitted, by courier' })
    await poll(() => owed.getByRole('cell', { name: '1', exact: true }).isVisible()).toBe(true)
    await page.goto(`${e2e.shop.base}/admin`)
    await poll(() => owedList.getByText(/^1 order · oldest/).isVisible()).toBe(true)
    await checkAdminPage(page, 'remit-overview-390')
    expect(c).toMatch(/^SRT/)
  })
})
