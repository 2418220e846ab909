import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StockLedgerEntry } from '#domain/contracts/admin-stock.ts'
import { listReply, renderAdmin, stubAdminApi } from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { StockLedgerPage } from './stock-ledger-page.tsx'

// The stock ledger screen (decision 042): the rows with their running balance, the order behind a sale as a link,
// the filters sent to the API, and the CSV link carrying the same filters.

const entry = (id: number, over: Partial<StockLedgerEntry>): StockLedgerEntry => ({
  id,
  product_id: 7,
  lot: null,
  change: 5,
  stock_after: 35,
  reason: 'received',
  note: '',
  actor: 'Meena',
  at: '2026-11-28T06:30:00.000Z',
  order_id: null,
  sku: 'MORINGA-POWDER-100G',
  ...over,
})
const rows = [
  entry(3, { change: -3, stock_after: 32, reason: 'sold', actor: 'order SN00042', order_id: 'SN00042' }),
  entry(2, { change: 5, stock_after: 35, reason: 'received', note: 'carton 7' }),
  entry(1, { change: 30, stock_after: 30, reason: 'opening', actor: 'system' }),
]

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the stock ledger screen', () => {
  it('shows each change with its balance, links a sale to its order, and sends the filters to the list and the CSV', async () => {
    const fetchMock = stubAdminApi((url) =>
      url.startsWith('/api/admin/v1/products/7/ledger')
        ? listReply(url.includes('kind=sold') ? rows.slice(0, 1) : rows)
        : undefined,
    )
    renderAdmin(
      <Route path="/admin/products/:id/ledger" element={<StockLedgerPage />} />,
      '/admin/products/7/ledger',
    )
    const table = await screen.findByRole('table', { name: 'Stock ledger' })
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1, 5)
          .map((c) => c.textContent),
      )
    expect(lines).toEqual([
      ['sold', '-3', '32', 'Order SN00042'],
      ['received', '+5', '35', 'Meena'],
      ['opening', '+30', '30', 'system'],
    ])
    expect(screen.getByRole('link', { name: 'Order SN00042' }).getAttribute('href')).toBe(
      '/admin/orders/SN00042',
    )
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/v1/products/7/ledger.csv',
    )

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'sold')
    expect(await screen.findAllByRole('row')).toHaveLength(2)
    expect(fetchMock.mock.calls.map(([u]) => String(u)).at(-1)).toContain('kind=sold')
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/v1/products/7/ledger.csv?kind=sold',
    )
  })

  it('with several packs, names each row’s pack and filters by one (each pack’s balance is its own)', async () => {
    const packOf = (variant_index: number, size: string, price: number) => ({
      variant_index,
      sku: `MORINGA-POWDER-${size.toUpperCase()}`,
      size,
      price,
      actual_price: price + 100,
      discount_percent: 10,
      weight_grams: Number.parseInt(size, 10) + 20,
      barcode: null,
      stock_status: 'In Stock',
      in_stock: true,
      stock: 20,
    })
    const packs = [packOf(0, '100g', 349), packOf(2, '500g', 1499)]
    const mixed = [
      entry(5, {
        change: -2,
        stock_after: 8,
        reason: 'sold',
        sku: 'MORINGA-POWDER-500G',
        order_id: 'SN00043',
      }),
      ...rows,
    ]
    const fetchMock = stubAdminApi((url) =>
      url.endsWith('/api/v1/products/7')
        ? Response.json({ success: true, data: { id: 7, packs } })
        : url.startsWith('/api/admin/v1/products/7/ledger')
          ? listReply(url.includes('sku=MORINGA-POWDER-500G') ? mixed.slice(0, 1) : mixed)
          : undefined,
    )
    renderAdmin(
      <Route path="/admin/products/:id/ledger" element={<StockLedgerPage />} />,
      '/admin/products/7/ledger',
    )
    const pack = await screen.findByLabelText('Pack')
    const table = screen.getByRole('table', { name: 'Stock ledger' })
    expect(within(table).getByRole('columnheader', { name: 'Pack' })).toBeTruthy()
    const first = within(table).getAllByRole('row')[1]!
    expect(within(first).getAllByRole('cell')[1]!.textContent).toBe('500gMORINGA-POWDER-500G')
    await userEvent.selectOptions(pack, 'MORINGA-POWDER-500G')
    expect(await screen.findAllByRole('row')).toHaveLength(2)
    expect(fetchMock.mock.calls.map(([u]) => String(u)).at(-1)).toContain('sku=MORINGA-POWDER-500G')
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/v1/products/7/ledger.csv?sku=MORINGA-POWDER-500G',
    )
  })

  it('says so when no change matches', async () => {
    stubAdminApi((url) => (url.includes('/ledger') ? listReply([]) : undefined))
    renderAdmin(
      <Route path="/admin/products/:id/ledger" element={<StockLedgerPage />} />,
      '/admin/products/7/ledger',
    )
    expect(await screen.findByText('No stock changes match these filters.')).toBeTruthy()
  })
})
