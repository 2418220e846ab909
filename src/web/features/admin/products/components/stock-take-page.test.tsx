import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  dataReply,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { StockTakePage } from './stock-take-page.tsx'

// The stock take screen (decision 042): typed counts previewed (each line's change, each error with its line),
// applied only when the preview has no error.

afterEach(() => {
  vi.unstubAllGlobals()
})
const renderPage = () =>
  renderAdmin(<Route path="/admin/stock-take" element={<StockTakePage />} />, '/admin/stock-take')

describe('the stock take screen', () => {
  it('previews the typed counts, then applies them', async () => {
    const preview = {
      lines: [
        {
          line: 1,
          product_id: 101,
          name: 'Moringa Powder',
          pack_id: 1,
          sku: 'MORINGA-POWDER-100G',
          size: '100g',
          on_hand: 40,
          counted: 38,
          change: -2,
        },
        {
          line: 2,
          product_id: 102,
          name: 'Tulsi Tea',
          pack_id: 2,
          sku: 'TULSI-TEA-100G',
          size: '100g',
          on_hand: 5,
          counted: 5,
          change: 0,
        },
      ],
      errors: [],
      changes: 1,
    }
    const fetchMock = stubAdminApi((url) => {
      if (url === '/api/admin/v1/stock-take/preview') return dataReply(preview)
      if (url === '/api/admin/v1/stock-take') return dataReply({ corrected: 1, lines: preview.lines })
      return undefined
    })
    renderPage()
    await userEvent.type(screen.getByRole('textbox', { name: /^Counts \(one/ }), '101,38\nTulsi Tea,5')
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const table = await screen.findByRole('table', { name: 'Stock take preview' })
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['1', 'Moringa Powder 100g #101SKU MORINGA-POWDER-100G', '40', '38', '-2'],
      ['2', 'Tulsi Tea 100g #102SKU TULSI-TEA-100G', '5', '5', 'no change'],
    ])
    expect(sent(fetchMock, 'POST')[0]).toEqual([
      '/api/admin/v1/stock-take/preview',
      {
        lines: [
          { product: '101', counted: '38' },
          { product: 'Tulsi Tea', counted: '5' },
        ],
        note: '',
      },
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Apply: correct 1 product' }))
    await waitFor(() => expect(sent(fetchMock, 'POST').map(([u]) => u)).toContain('/api/admin/v1/stock-take'))
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Stock take preview' })).toBeNull())
  })

  it('lists every error with its line and will not apply while any is left', async () => {
    stubAdminApi((url) =>
      url === '/api/admin/v1/stock-take/preview'
        ? dataReply({
            lines: [
              {
                line: 1,
                product_id: 101,
                name: 'Moringa Powder',
                pack_id: 1,
                sku: 'MORINGA-POWDER-100G',
                size: '100g',
                on_hand: 40,
                counted: 38,
                change: -2,
              },
            ],
            errors: [
              {
                line: 2,
                column: 'counted',
                message: 'Line 2, column counted: the count must be a whole number, 0 or more (got -4)',
              },
            ],
            changes: 1,
          })
        : undefined,
    )
    renderPage()
    await userEvent.type(screen.getByRole('textbox', { name: /^Counts \(one/ }), '101,38\n102,-4')
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('1 error: correct them and preview again.')
    expect(alert.textContent).toContain(
      'Line 2, column counted: the count must be a whole number, 0 or more (got -4)',
    )
    expect(
      (screen.getByRole('button', { name: 'Apply: correct 1 product' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })
})
