import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  dataReply,
  refusal,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { CodRemittancePage } from './cod-remittance-page.tsx'

// The COD remittance screen (decision 046, amended): what the couriers still owe, by carrier; the courier's report
// checked first (each row's order and outcome, every error with its line and column), imported only when no row is
// in error, short or over; the courier's API asked for a range of days.

afterEach(() => {
  vi.unstubAllGlobals()
})
const renderPage = () =>
  renderAdmin(<Route path="/admin/cod-remittance" element={<CodRemittancePage />} />, '/admin/cod-remittance')
const file = new File(['awb,order_id,cod_amount,remitted_amount,utr,remitted_on\n'], 'remit.csv', {
  type: 'text/csv',
})

// Amounts on the wire are rupees (decision 039).
const owed = {
  orders: 3,
  amount: 2150,
  by_courier: [
    { courier: 'Delhivery', orders: 2, amount: 1400, oldest_delivered_at: '2026-11-20T06:00:00.000Z' },
    { courier: 'Blue Dart', orders: 1, amount: 750, oldest_delivered_at: '2026-11-24T06:00:00.000Z' },
  ],
}
const line = (n: number, outcome: string, over: object = {}) => ({
  line: n,
  order_id: `SN261120-00000${n}`,
  awb: `AWB${n}`,
  courier: 'Delhivery',
  expected: 700,
  remitted: 700,
  utr: 'UTR123',
  remitted_on: '2026-11-27',
  outcome,
  ...over,
})
const clean = {
  lines: [line(2, 'match'), line(3, 'match'), line(4, 'already')],
  errors: [],
  matched: 2,
  mismatched: 0,
  already: 1,
  matched_amount: 1400,
}

describe('the COD remittance screen', () => {
  it('shows what is owed by courier, checks the report, shows each row, then imports', async () => {
    const fetchMock = stubAdminApi((url) => {
      if (url.endsWith('/cod-remittances/outstanding')) return dataReply(owed)
      if (url.endsWith('/courier')) return dataReply({ courier: null })
      if (url.endsWith('/cod-remittances/file/preview')) return dataReply(clean)
      if (url.endsWith('/cod-remittances/file'))
        return Response.json({
          success: true,
          message: '2 remittances imported',
          data: { written: 2, amount: 1400, lines: clean.lines },
        })
      return undefined
    })
    renderPage()
    const table = await screen.findByRole('table', { name: 'COD delivered, not yet remitted, by courier' })
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .slice(0, 3)
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['Delhiveryoldest 20 Nov 2026', '2', '₹1,400.00'],
      ['Blue Dartoldest 24 Nov 2026', '1', '₹750.00'],
    ])
    expect(screen.getByRole('link', { name: 'See the orders' }).getAttribute('href')).toBe(
      '/admin/orders?cod_remitted=no',
    )
    // no courier set up: its API is not offered
    expect(screen.queryByRole('button', { name: 'Check the courier’s remittances' })).toBeNull()
    await userEvent.upload(screen.getByLabelText('The courier’s remittance report (CSV)'), file)
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }))
    const rows = within(await screen.findByRole('table', { name: 'Rows matched to orders' }))
      .getAllByRole('row')
      .slice(1)
    // the outcome: its own column on a wide screen, under the amount on a phone (both in the row)
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)!.textContent)).toEqual([
      'Matches',
      'Matches',
      'Imported before',
    ])
    expect(screen.getByRole('status').textContent).toContain('2 rows match (₹1,400.00)')
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 remittances' }))
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Rows matched to orders' })).toBeNull())
    expect(
      fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/cod-remittances/file')),
    ).toEqual(['/api/admin/v1/cod-remittances/file/preview', '/api/admin/v1/cod-remittances/file'])
  })

  it('lists errors by line and column and flags a short remittance; nothing can be imported', async () => {
    stubAdminApi((url) => {
      if (url.endsWith('/cod-remittances/outstanding')) return dataReply(owed)
      if (url.endsWith('/courier')) return dataReply({ courier: null })
      if (url.endsWith('/cod-remittances/file/preview'))
        return dataReply({
          ...clean,
          lines: [line(2, 'match'), line(3, 'short', { remitted: 650 })],
          mismatched: 1,
          matched: 1,
          errors: [
            { line: 5, column: 'awb', message: 'no order with AWB or order id NOPE1' },
            { line: 6, column: '', message: '6 cells expected, 2 found' },
          ],
        })
      return undefined
    })
    renderPage()
    await userEvent.upload(screen.getByLabelText('The courier’s remittance report (CSV)'), file)
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }))
    const errors = await screen.findByRole('table', { name: 'Errors in the report' })
    expect(
      within(errors)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['5', 'awb', 'no order with AWB or order id NOPE1'],
      ['6', 'the row', '6 cells expected, 2 found'],
    ])
    const short = within(screen.getByRole('table', { name: 'Rows matched to orders' })).getAllByRole(
      'row',
    )[2]!
    expect(short.textContent).toContain('₹650.00')
    expect(short.textContent).toContain('Short')
    expect(screen.getByRole('button', { name: 'Import 1 remittance' })).toHaveProperty('disabled', true)
  })

  it('asks the courier’s API for a range of days when a courier is set up; its failure is shown', async () => {
    const fetchMock = stubAdminApi((url) => {
      if (url.endsWith('/cod-remittances/outstanding'))
        return dataReply({ orders: 0, amount: 0, by_courier: [] })
      if (url.endsWith('/courier')) return dataReply({ courier: 'Shiprocket' })
      if (url.endsWith('/cod-remittances/courier/preview'))
        return refusal('The courier could not list its remittances: Shiprocket answered 503')
      return undefined
    })
    renderPage()
    expect(await screen.findByText('Every delivered COD order has been remitted.')).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: 'Check the courier’s remittances' }))
    expect(
      await screen.findByText('The courier could not list its remittances: Shiprocket answered 503'),
    ).toBeTruthy()
    const [[, body]] = sent(fetchMock, 'POST') as [[string, { from: string; to: string }]]
    expect(body.from).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(body.to).toBe(body.from)
  })
})
