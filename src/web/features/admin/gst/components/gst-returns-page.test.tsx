import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Gstr1View } from '#domain/contracts/gst.ts'
import { renderAdmin, stubAdminApi } from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { GstReturnsPage } from './gst-returns-page.tsx'

const money = (total: number, taxable: number, igst: number, cgst: number, sgst: number) => ({
  total_value: total,
  taxable_value: taxable,
  igst,
  cgst,
  sgst,
  cess: 0,
})

const november: Gstr1View = {
  month: '2026-11',
  period: { from: '2026-10-31T18:30:00.000Z', to: '2026-11-30T18:30:00.000Z' },
  seller_gstin: '36ABCFS1234K1Z5',
  b2cs: [
    {
      type: 'OE',
      place_of_supply: '29-Karnataka',
      state_code: '29',
      state_name: 'Karnataka',
      rate: 5,
      taxable_value: 1000,
      igst: 50,
      cgst: 0,
      sgst: 0,
      cess: 0,
    },
    {
      type: 'OE',
      place_of_supply: '36-Telangana',
      state_code: '36',
      state_name: 'Telangana',
      rate: 5,
      taxable_value: 2000,
      igst: 0,
      cgst: 50,
      sgst: 50,
      cess: 0,
    },
  ],
  hsn: [
    {
      hsn: '1211',
      description: 'Plants and parts of plants used in pharmacy (herbs)',
      uqc: 'KGS',
      quantity: 1.2,
      rate: 5,
      total_value: 3150,
      taxable_value: 3000,
      igst: 50,
      cgst: 50,
      sgst: 50,
      cess: 0,
    },
  ],
  docs: [
    {
      nature: 'Invoices for outward supply',
      from: 'SN/2026-27/000001',
      to: 'SN/2026-27/000004',
      total: 4,
      cancelled: 0,
      net_issued: 4,
    },
    // the same nature again: the invoice numbers' 15-character series, begun in the month (decision 029)
    {
      nature: 'Invoices for outward supply',
      from: 'SN/26-27/000005',
      to: 'SN/26-27/000006',
      total: 2,
      cancelled: 0,
      net_issued: 2,
    },
    {
      nature: 'Credit Note',
      from: 'CN/2026-27/00001',
      to: 'CN/2026-27/00001',
      total: 1,
      cancelled: 0,
      net_issued: 1,
    },
  ],
  totals: {
    invoices: money(3465, 3300, 55, 55, 55),
    credit_notes: money(315, 300, 5, 5, 5),
    net: money(3150, 3000, 50, 50, 50),
    b2cs: money(3150, 3000, 50, 50, 50),
    hsn: money(3150, 3000, 50, 50, 50),
  },
  warnings: [],
}

const stubApi = () =>
  stubAdminApi((url) => {
    const month = new URL(url, 'http://shop.test').searchParams.get('month') ?? ''
    return Response.json({
      success: true,
      data: month === '2026-11' ? november : { ...november, month, b2cs: [], hsn: [] },
    })
  })

const renderAt = (path: string) => renderAdmin(<Route path="/admin/gst" element={<GstReturnsPage />} />, path)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('GST returns page', () => {
  it('shows the three tables of the month with their totals, and the downloads', async () => {
    const fetchMock = stubApi()
    renderAt('/admin/gst?month=2026-11')
    const b2cs = await screen.findByRole('table', { name: 'B2C (small) by place of supply and rate' })
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/v1/gst/gstr1?month=2026-11')
    const rows = within(b2cs).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      'Place of supplyRateTaxable valueIGSTCGSTSGSTCess',
      '29-Karnataka5%₹1,000.00₹50.00₹0.00₹0.00₹0.00',
      '36-Telangana5%₹2,000.00₹0.00₹50.00₹50.00₹0.00',
      'Total₹3,000.00₹50.00₹50.00₹50.00₹0.00',
    ])
    const hsn = screen.getByRole('table', { name: 'HSN-wise summary' })
    expect(within(hsn).getByText('1.200 KGS')).toBeTruthy()
    const docs = screen.getByRole('table', { name: 'Documents issued' })
    expect(within(docs).getByText('SN/2026-27/000004')).toBeTruthy()
    expect(
      within(docs)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Invoices for outward supplySN\/26-27\/000005/)]),
    )
    expect(within(docs).getAllByRole('row').at(-1)!.textContent).toMatch(/707$/)
    expect(within(docs).getByText('CN/2026-27/00001', { selector: 'td:nth-child(2)' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /B2C \(small\) CSV/ }).getAttribute('href')).toBe(
      '/api/admin/v1/gst/gstr1?month=2026-11&format=csv&section=b2cs',
    )
    expect(screen.getByRole('link', { name: /HSN summary CSV/ }).getAttribute('href')).toBe(
      '/api/admin/v1/gst/gstr1?month=2026-11&format=csv&section=hsn',
    )
    expect(screen.getByRole('link', { name: /Documents CSV/ }).getAttribute('href')).toBe(
      '/api/admin/v1/gst/gstr1?month=2026-11&format=csv&section=docs',
    )
    // the same tables in the columns of the GST offline tool's import templates (decision 029)
    for (const section of ['b2cs', 'hsn', 'docs'])
      expect(
        screen.getByRole('link', { name: `${section}.csv for the offline tool` }).getAttribute('href'),
      ).toBe(`/api/admin/v1/gst/gstr1?month=2026-11&format=csv&section=${section}&layout=offline`)
    expect(screen.getByRole('link', { name: /JSON/ }).getAttribute('href')).toBe(
      '/api/admin/v1/gst/gstr1?month=2026-11&format=json',
    )
    expect(screen.getByText(/November 2026/)).toBeTruthy()
  })

  it('reads another month when one is picked', async () => {
    const fetchMock = stubApi()
    renderAt('/admin/gst?month=2026-11')
    await screen.findByRole('table', { name: 'HSN-wise summary' })
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } })
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain(
        '/api/admin/v1/gst/gstr1?month=2026-10',
      ),
    )
    expect(await screen.findAllByText('No sales this month.')).toHaveLength(2)
    expect(screen.getByRole('link', { name: /Documents CSV/ }).getAttribute('href')).toContain(
      'month=2026-10',
    )
  })
})
