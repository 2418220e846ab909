import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, poll, saveShot, seriousA11yViolations } from './harness.ts'
import { checkAdminPage, completeOwnerSetup, startShopWithOwner } from './operator.ts'
import { paidOrder } from './shopper.ts'

// Decision 052: the product page says where the pack a shopper receives comes from (moringa's seeded batches), and
// the back office's batch page lists the order that received it, ready to mail. At 390 and 1280 px.
let e2e: E2E
let setupToken = ''
beforeAll(async () => {
  ;({ e2e, token: setupToken } = await startShopWithOwner())
})
afterAll(async () => {
  await e2e?.close()
})

/** A page signed in as the owner: the setup link once (it works once), then the session it left. */
let ownerSession: Awaited<ReturnType<BrowserContext['cookies']>> | undefined
async function ownerPage(): Promise<Page> {
  const page = await e2e.newPage({ viewport: DESKTOP })
  if (ownerSession) await page.context().addCookies(ownerSession)
  else {
    await completeOwnerSetup(page, setupToken)
    ownerSession = await page.context().cookies()
  }
  return page
}

const LINE =
  /^This batch: packed \d{1,2} [A-Z][a-z]{2} \d{4}, best before [A-Z][a-z]{2} \d{4}, sun-dried by the Kothur women's self-help group, Rangareddy, Telangana$/

describe('batches', () => {
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const)
    it(`the product page names the chosen pack's batch at ${width} px, and nothing for the unbatched 500 g`, async () => {
      const page = await e2e.newPage({ viewport })
      await page.goto('/product/101')
      const line = page.getByTestId('batch-line')
      await poll(() => line.isVisible()).toBe(true)
      expect(await line.textContent()).toMatch(LINE)
      expect(await seriousA11yViolations(page)).toEqual([])
      await line.scrollIntoViewIfNeeded()
      await saveShot(page, `batch-line-${width}`, { fullPage: false })
      await page.getByTestId('pack-500g').click()
      await poll(() => line.count()).toBe(0)
    })

  it('the batch page lists the order that received it, at 1280 and 390 px', async () => {
    const orderId = await paidOrder(await e2e.newPage({ viewport: PHONE }))
    const page = await ownerPage()
    await page.goto('/admin/products/101/batches')
    await page.getByRole('link', { name: 'MO-KTR-01' }).click()
    await poll(() => page.getByRole('heading', { name: 'Batch MO-KTR-01' }).isVisible()).toBe(true)
    await poll(() => page.getByRole('link', { name: orderId }).isVisible()).toBe(true)
    await checkAdminPage(page, 'batch-page-1280')
    await page.setViewportSize(PHONE)
    await checkAdminPage(page, 'batch-page-390')
    await page.setViewportSize(DESKTOP)
    await page.goto('/admin/products/101/batches')
    await poll(() => page.getByRole('table', { name: 'Batches' }).isVisible()).toBe(true)
    await checkAdminPage(page, 'batches-1280')
  })

  it('imports the catalogue from CSV: an error is shown by line and column, the corrected file imports, at 1280 and 390 px', async () => {
    const page = await ownerPage()
    await page.goto('/admin/products')
    await page.getByRole('link', { name: 'Import / export' }).click()
    await poll(() => page.getByRole('heading', { name: 'Import and export' }).isVisible()).toBe(true)
    // the export, as the download link gives it (the owner's session)
    const exported = await (await page.request.get('/api/admin/v1/catalogue.csv')).text()
    const [header, first] = exported.split('\r\n')
    expect(header).toBe(
      'sku,product_id,name,category,size,price,mrp,weight_grams,barcode,active,stock_status,hsn_code,gst_rate,stock',
    )
    const cells = first!.split(',')
    cells[5] = '199.00' // a new price for the first pack
    const row = (barcode: string) =>
      `KOKUM-POWDER-100G,,Kokum Powder,Superfoods,100g,149,149,100,${barcode},yes,In Stock,2008,12,`
    const file = (barcode: string) => ({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, cells.join(','), row(barcode)].join('\r\n')),
    })
    const input = page.getByLabel(/^The catalogue CSV to import/)
    await input.setInputFiles(file('8901234567897'))
    await page.getByRole('button', { name: 'Check the file' }).click()
    const errors = page.getByRole('table', { name: 'Errors in the file' })
    await poll(() => errors.isVisible()).toBe(true)
    expect(await errors.getByRole('row').nth(1).textContent()).toMatch(/^3barcodeBarcode: the check digit/)
    // the good row is ready, but nothing is imported while the file has an error
    expect(await page.getByRole('button', { name: 'Import 1 row' }).isDisabled()).toBe(true)
    await checkAdminPage(page, 'catalogue-import-errors-1280')
    await page.setViewportSize(PHONE)
    await checkAdminPage(page, 'catalogue-import-errors-390')

    await input.setInputFiles(file('8901234567890'))
    await page.getByRole('button', { name: 'Check the file' }).click()
    const plan = page.getByRole('table', { name: 'What the import does' })
    await poll(() => plan.isVisible()).toBe(true)
    await poll(() => errors.count()).toBe(0)
    await checkAdminPage(page, 'catalogue-import-preview-390')
    await page.setViewportSize(DESKTOP)
    await checkAdminPage(page, 'catalogue-import-preview-1280')
    await page.getByRole('button', { name: 'Import 2 rows' }).click()
    await poll(() => plan.count()).toBe(0)
    // the new product is in the shop
    const found = await (await page.request.get('/api/v1/products/search?q=kokum')).json()
    expect(JSON.stringify(found)).toContain('Kokum Powder')
  })
})
