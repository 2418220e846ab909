import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BatchView } from '#domain/contracts/admin-batches.ts'
import { OWNER_ME, renderAdmin, stubAdminApi } from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { Toaster } from '#web/ui/toast.tsx'
import { BatchPage } from './batch-page.tsx'
import { BatchesPage } from './batches-page.tsx'

// Batches in the back office (decision 052): a product's batches first expiry first, receiving a batch (what is
// sent, a refusal under its field), the batch page with its orders, the CSV link and 'Mail these shoppers' after a
// confirmation (the count it answers said back).

const batch = (over: Partial<BatchView>): BatchView => ({
  id: 4,
  product_id: 101,
  product_name: 'Moringa Powder',
  sku: 'MORINGA-POWDER-100G',
  size: '100g',
  lot: 'MO-KTR-01',
  packed_on: '2026-11-12',
  best_before: '2027-11-11',
  source_kind: 'self_help_group',
  source_name: "Kothur women's",
  source_village: 'Kothur',
  source_district: 'Rangareddy',
  source_state: 'Telangana',
  process: 'sun-dried',
  received: 148,
  remaining: 120,
  received_by: 'system',
  received_at: '2026-11-12T06:30:00.000Z',
  expired: false,
  ...over,
})
const packs = [
  {
    variant_index: 0,
    sku: 'MORINGA-POWDER-100G',
    size: '100g',
    price: 349,
    actual_price: 449,
    discount_percent: 22,
    weight_grams: 100,
    barcode: null,
    stock_status: 'In Stock',
    in_stock: true,
    stock: 148,
  },
  {
    variant_index: 2,
    sku: 'MORINGA-POWDER-500G',
    size: '500g',
    price: 1499,
    actual_price: 1899,
    discount_percent: 21,
    weight_grams: 500,
    barcode: null,
    stock_status: 'In Stock',
    in_stock: true,
    stock: 35,
  },
]

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("a product's batches", () => {
  it('lists them first expiry first with an expired one marked, and receives a batch; a refusal shows under its field', async () => {
    const list = [
      batch({ id: 3, lot: 'MO-OLD-1', best_before: '2026-11-01', expired: true, remaining: 2 }),
      batch({}),
    ]
    const sent: unknown[] = []
    stubAdminApi((url, init) => {
      if (url.endsWith('/api/v1/products/101'))
        return Response.json({ success: true, data: { id: 101, packs } })
      if (url === '/api/admin/v1/products/101/batches') return Response.json({ success: true, data: list })
      if (url === '/api/admin/v1/products/101/stock' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body))
        sent.push(body)
        if (body.batch.lot === 'MO-KTR-01')
          return Response.json(
            {
              success: false,
              message: 'batch.lot: lot MO-KTR-01 is already recorded for MORINGA-POWDER-500G',
              issues: [
                {
                  path: ['batch', 'lot'],
                  message: 'batch.lot: lot MO-KTR-01 is already recorded for MORINGA-POWDER-500G',
                },
              ],
            },
            { status: 400 },
          )
        return Response.json({
          success: true,
          data: {
            id: 9,
            change: 12,
            stock_after: 47,
            sku: 'MORINGA-POWDER-500G',
            lot: body.batch.lot,
            reason: 'received',
            note: '',
            actor: 'o',
            at: '2026-11-28T06:30:00.000Z',
          },
        })
      }
      return undefined
    })
    renderAdmin(
      <Route path="/admin/products/:id/batches" element={<BatchesPage />} />,
      '/admin/products/101/batches',
      <Toaster />,
    )
    const table = await screen.findByRole('table', { name: 'Batches' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'MO-OLD-1packed 12 Nov 2026',
      'MO-KTR-01packed 12 Nov 2026',
    ])
    expect(within(rows[0]!).getByText('Expired')).toBeTruthy()
    expect(within(rows[1]!).getByRole('link', { name: 'MO-KTR-01' }).getAttribute('href')).toBe(
      '/admin/batches/4',
    )

    // the form's own checks first: nothing is sent
    await userEvent.click(screen.getByRole('button', { name: 'Receive batch' }))
    expect(await screen.findByText('Choose the pack received')).toBeTruthy()
    expect(sent).toEqual([])

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Pack/ }), 'MORINGA-POWDER-500G')
    await userEvent.type(screen.getByLabelText(/^Packs received/), '12')
    await userEvent.type(screen.getByLabelText(/^Lot/), 'MO-KTR-01')
    await userEvent.type(screen.getByLabelText(/^Packed on/), '2026-11-20')
    await userEvent.type(screen.getByLabelText(/^Best before/), '2026-11-10')
    await userEvent.type(screen.getByLabelText(/^Group’s name/), "Kothur women's")
    await userEvent.type(screen.getByLabelText(/^District/), 'Rangareddy')
    await userEvent.type(screen.getByLabelText(/^State/), 'Telangana')
    await userEvent.click(screen.getByRole('button', { name: 'Receive batch' }))
    expect(await screen.findByText('batch.best_before must be after batch.packed_on')).toBeTruthy()
    expect(sent).toEqual([])

    await userEvent.clear(screen.getByLabelText(/^Best before/))
    await userEvent.type(screen.getByLabelText(/^Best before/), '2027-11-10')
    await userEvent.click(screen.getByRole('button', { name: 'Receive batch' }))
    expect(
      await screen.findByText('batch.lot: lot MO-KTR-01 is already recorded for MORINGA-POWDER-500G'),
    ).toBeTruthy()
    expect(sent).toEqual([
      {
        sku: 'MORINGA-POWDER-500G',
        change: 12,
        note: '',
        reason: 'received',
        batch: {
          lot: 'MO-KTR-01',
          packed_on: '2026-11-20',
          best_before: '2027-11-10',
          source_kind: 'self_help_group',
          source_name: "Kothur women's",
          source_village: '',
          source_district: 'Rangareddy',
          source_state: 'Telangana',
          process: '',
        },
      },
    ])
    await userEvent.clear(screen.getByLabelText(/^Lot/))
    await userEvent.type(screen.getByLabelText(/^Lot/), 'mo-ktr-03')
    await userEvent.click(screen.getByRole('button', { name: 'Receive batch' }))
    expect(await screen.findByText('Batch MO-KTR-03 received: MORINGA-POWDER-500G is now 47')).toBeTruthy()
  })
})

describe('a batch', () => {
  it('lists its orders, links the CSV, and mails the shoppers after a confirmation', async () => {
    let mailed = false
    const posts: unknown[] = []
    stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/batches/4' && !init?.method?.match(/POST/))
        return Response.json({
          success: true,
          data: {
            ...batch({}),
            orders: ['SN1', 'SN2'].map((order_id, i) => ({
              order_id,
              status: 'processing',
              placed_at: '2026-11-20T06:30:00.000Z',
              quantity: i + 1,
              customer_name: i ? 'Ravi K' : 'Asha Rao',
              email: i ? 'ravi@example.in' : 'asha@example.in',
              phone: '9848012345',
              city: 'Hyderabad',
              recall_mailed: mailed,
            })),
          },
        })
      if (url === '/api/admin/v1/batches/4/recall' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)))
        mailed = true
        return Response.json({ success: true, data: { queued: 2, shoppers: 2 } })
      }
      return undefined
    })
    renderAdmin(
      <Route path="/admin/batches/:batchId" element={<BatchPage />} />,
      '/admin/batches/4',
      <Toaster />,
      {
        me: OWNER_ME,
      },
    )
    const table = await screen.findByRole('table', { name: 'Orders that received the batch' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(
      screen.getByText(/sun-dried by the Kothur women's self-help group, Kothur, Rangareddy, Telangana/i),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/v1/batches/4/orders.csv',
    )
    expect(within(table).getAllByText('Not yet')).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Mail these shoppers' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Mail the 2 shoppers of batch MO-KTR-01?' })
    await userEvent.type(within(dialog).getByLabelText(/What shoppers should do/), 'Please return it.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the recall mail' }))
    expect(await screen.findByText('2 shoppers mailed')).toBeTruthy()
    expect(posts).toEqual([{ message: 'Please return it.' }])
    expect(await within(table).findAllByText('Mailed')).toHaveLength(2)
  })

  it('without the customers permission: no CSV and no mail (decision 044)', async () => {
    stubAdminApi((url) =>
      url === '/api/admin/v1/batches/4'
        ? Response.json({ success: true, data: { ...batch({}), orders: [] } })
        : undefined,
    )
    renderAdmin(
      <Route path="/admin/batches/:batchId" element={<BatchPage />} />,
      '/admin/batches/4',
      undefined,
      {
        me: { ...OWNER_ME, role: 'packer', permissions: ['orders.view', 'orders.fulfil', 'stock'] },
      },
    )
    expect(await screen.findByText('No order holds units of this batch.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Mail these shoppers' })).toBeNull()
  })
})
