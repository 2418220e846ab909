import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminPack } from '#domain/contracts/admin-packs.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import {
  dataReply,
  expectFieldError,
  OWNER_ME,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { PacksPanel } from './packs-panel.tsx'

// The packs table (decision 041, amended): each pack's figures with its stock read only and links to adjust it and
// to its ledger; add a pack (checked by the route's contract first), edit one sending only what changed and the
// version (decision 040), a stale save kept and re-applied, make default, remove; a packer reads it only.

const pack = (over: Partial<AdminPack>): AdminPack => ({
  id: 1,
  position: 0,
  sku: 'MORINGA-POWDER-100G',
  size: '100g',
  price: 299,
  actual_price: 349,
  weight_grams: 100,
  barcode: null,
  stock: 40,
  active: true,
  sold: true,
  version: 1,
  ...over,
})
const PACKS = [
  pack({}),
  pack({
    id: 2,
    position: 1,
    sku: 'MORINGA-POWDER-250G',
    size: '250g',
    price: 799,
    actual_price: 999,
    weight_grams: 250,
    stock: 12,
    barcode: '8901234567890',
  }),
  pack({
    id: 3,
    position: 2,
    sku: 'MORINGA-POWDER-500G',
    size: '500g',
    price: 1399,
    actual_price: 1699,
    weight_grams: 500,
    stock: 0,
    sold: false,
  }),
]

function render(me = OWNER_ME) {
  return renderAdmin(
    <Route
      path="/admin/products/:id"
      element={<PacksPanel productId={101} readOnly={!me.permissions.includes('products')} />}
    />,
    '/admin/products/101',
    undefined,
    { me },
  )
}

describe('the packs table', () => {
  it('lists each pack with its figures, stock read only with links to adjust it and to its ledger', async () => {
    stubAdminApi((url) => (url.endsWith('/products/101/packs') ? dataReply(PACKS) : undefined))
    render()
    const table = await screen.findByRole('table', { name: 'Pack sizes, the default first' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    const p250 = screen.getByTestId('pack-MORINGA-POWDER-250G')
    expect(within(p250).getByRole('rowheader').textContent).toBe('250g ')
    expect(p250.textContent).toContain('₹799.00')
    expect(p250.textContent).toContain('₹999.00')
    expect(p250.textContent).toContain('250 g')
    expect(p250.textContent).toContain('8901234567890')
    expect(within(p250).getByRole('link', { name: 'Ledger of 250g' }).getAttribute('href')).toBe(
      '/admin/products/101/ledger?sku=MORINGA-POWDER-250G',
    )
    expect(within(p250).getByRole('link', { name: 'Adjust the stock of 250g' }).getAttribute('href')).toBe(
      '#stock-panel',
    )
    // the default is marked and can be neither made default nor removed; a sold pack cannot be removed
    const p100 = screen.getByTestId('pack-MORINGA-POWDER-100G')
    expect(within(p100).getByText('Default')).toBeTruthy()
    expect(within(p100).queryByRole('button', { name: /Make default|Remove/ })).toBeNull()
    expect(within(p250).queryByRole('button', { name: /Remove/ })).toBeNull()
    expect(
      within(screen.getByTestId('pack-MORINGA-POWDER-500G')).getByRole('button', { name: 'Remove 500g' }),
    ).toBeTruthy()
    // no stock box anywhere: stock is changed in the stock panel
    expect(screen.queryByRole('textbox', { name: /stock/i })).toBeNull()
  })

  it('adds a pack: the contract is checked first, then the body goes in rupees with its opening stock', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url.endsWith('/products/101/packs') && init?.method === 'POST')
        return dataReply(pack({ id: 4, position: 3, sku: 'MORINGA-POWDER-1KG', size: '1kg', stock: 5 }))
      return url.endsWith('/products/101/packs') ? dataReply(PACKS) : undefined
    })
    render()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add a pack' }))
    // the first box has the focus
    expect(document.activeElement).toBe(screen.getByLabelText(/^Net quantity/))
    await user.type(screen.getByLabelText(/^Net quantity/), '1kg')
    await user.type(screen.getByLabelText(/^SKU/), 'moringa-powder-1kg')
    await user.type(screen.getByLabelText(/^Price/), '1299')
    await user.type(screen.getByLabelText(/^MRP/), '1199')
    await user.type(screen.getByLabelText(/^Weight/), '1000')
    await user.type(screen.getByLabelText(/^Barcode/), '8901234567897')
    await user.type(screen.getByLabelText(/^Opening stock/), '5')
    await user.click(screen.getByRole('button', { name: 'Add pack' }))
    await expectFieldError('Price (₹)*', adminMessages.priceAboveMrp)
    await expectFieldError(
      'Barcode (GTIN)',
      'Barcode: the check digit (the last) should be 0 for these digits: check for a typing error',
    )
    expect(sent(fetchMock, 'POST')).toEqual([])
    await user.clear(screen.getByLabelText(/^MRP/))
    await user.type(screen.getByLabelText(/^MRP/), '1599')
    await user.clear(screen.getByLabelText(/^Barcode/))
    await user.type(screen.getByLabelText(/^Barcode/), '8901234567890')
    await user.click(screen.getByRole('button', { name: 'Add pack' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual([
        [
          '/api/admin/v1/products/101/packs',
          {
            sku: 'moringa-powder-1kg',
            size: '1kg',
            price: 1299,
            actual_price: 1599,
            weight_grams: 1000,
            barcode: '8901234567890',
            active: true,
            stock: 5,
          },
        ],
      ]),
    )
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add pack' })).toBeNull())
  })

  it('a taken SKU is shown under the SKU box', async () => {
    stubAdminApi((url, init) => {
      if (url.endsWith('/products/101/packs') && init?.method === 'POST')
        return Response.json(
          {
            success: false,
            message: adminMessages.skuTaken('MORINGA-POWDER-250G', 'Moringa Powder 250g (product #101)'),
          },
          { status: 409 },
        )
      return url.endsWith('/products/101/packs') ? dataReply(PACKS) : undefined
    })
    render()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add a pack' }))
    await user.type(screen.getByLabelText(/^Net quantity/), '250g')
    await user.type(screen.getByLabelText(/^SKU/), 'MORINGA-POWDER-250G')
    await user.type(screen.getByLabelText(/^Price/), '10')
    await user.type(screen.getByLabelText(/^MRP/), '10')
    await user.type(screen.getByLabelText(/^Weight/), '250')
    await user.click(screen.getByRole('button', { name: 'Add pack' }))
    await expectFieldError(
      'SKU*',
      'SKU: MORINGA-POWDER-250G is already the SKU of Moringa Powder 250g (product #101). Each pack needs its own SKU.',
    )
  })

  it('edits a pack sending only what changed and its version; a stale save keeps the edit and re-applies it to the latest', async () => {
    let version = 1
    const fetchMock = stubAdminApi((url, init) => {
      if (url.endsWith('/products/101/packs/2') && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body))
        // someone saved the pack (its MRP) since the table loaded it
        if (body.version === 1) {
          version = 2
          return Response.json(
            {
              success: false,
              message: adminMessages.staleEdit('pack'),
              reason: 'stale_version',
              current: { ...PACKS[1], actual_price: 1049, version: 2 },
            },
            { status: 409 },
          )
        }
        return dataReply({ ...PACKS[1], actual_price: 1049, ...body, version: version + 1 })
      }
      return url.endsWith('/products/101/packs') ? dataReply(PACKS) : undefined
    })
    render()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit 250g' }))
    const price = screen.getByLabelText(/^Price/) as HTMLInputElement
    expect(price.value).toBe('799')
    await user.clear(price)
    await user.type(price, '749')
    await user.click(screen.getByRole('button', { name: 'Save pack' }))
    const notice = await screen.findByRole('alert', { name: 'Changed by someone else' })
    expect(within(notice).getByTestId('changed-actual_price').textContent).toBe('MRP (₹)9991049')
    // the edit is kept
    expect((screen.getByLabelText(/^Price/) as HTMLInputElement).value).toBe('749')
    await user.click(within(notice).getByRole('button', { name: 'Apply my changes to the latest' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'PATCH')).toEqual([
        ['/api/admin/v1/products/101/packs/2', { price: 749, version: 1 }],
        ['/api/admin/v1/products/101/packs/2', { price: 749, version: 2 }],
      ]),
    )
  })

  it('makes another pack the default: every pack sent in the new order, the chosen one first', async () => {
    const fetchMock = stubAdminApi((url) => {
      if (url.endsWith('/products/101/packs/order'))
        return dataReply([PACKS[1], PACKS[0], PACKS[2]].map((p, i) => ({ ...p, position: i })))
      return url.endsWith('/products/101/packs') ? dataReply(PACKS) : undefined
    })
    render()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Make default 250g' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'PUT')).toEqual([
        ['/api/admin/v1/products/101/packs/order', { pack_ids: [2, 1, 3] }],
      ]),
    )
  })

  it('removes a pack never sold after asking; a refusal is shown', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url.endsWith('/products/101/packs/3') && init?.method === 'DELETE')
        return Response.json(
          { success: false, message: adminMessages.packHistoryCannotRemove },
          { status: 409 },
        )
      return url.endsWith('/products/101/packs') ? dataReply(PACKS) : undefined
    })
    render()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Remove 500g' }))
    await user.click(await screen.findByRole('button', { name: 'Remove' }))
    expect((await screen.findByRole('alert')).textContent).toBe(adminMessages.packHistoryCannotRemove)
    expect(sent(fetchMock, 'DELETE')).toEqual([['/api/admin/v1/products/101/packs/3', undefined]])
  })

  it('deactivates a sold pack in one click with the version it loaded', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url.endsWith('/products/101/packs/2') && init?.method === 'PATCH')
        return dataReply({ ...PACKS[1], active: false, version: 2 })
      return url.endsWith('/products/101/packs') ? dataReply(PACKS) : undefined
    })
    render()
    const user = userEvent.setup()
    // the default pack cannot be switched off
    const p100 = await screen.findByTestId('pack-MORINGA-POWDER-100G')
    expect(within(p100).queryByRole('button', { name: /Deactivate/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Deactivate 250g' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'PATCH')).toEqual([
        ['/api/admin/v1/products/101/packs/2', { active: false, version: 1 }],
      ]),
    )
  })

  it('a packer reads the packs and their stock, with nothing to change', async () => {
    stubAdminApi((url) => (url.endsWith('/products/101/packs') ? dataReply(PACKS) : undefined))
    render({ ...OWNER_ME, role: 'packer', permissions: ['orders.view', 'orders.fulfil', 'stock'] })
    await screen.findByRole('table', { name: 'Pack sizes, the default first' })
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getAllByRole('link', { name: /^Ledger of/ })).toHaveLength(3)
  })
})
