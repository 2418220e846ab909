import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataReply, renderAdmin, stubAdminApi } from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { CatalogueImportPage } from './catalogue-import-page.tsx'

// The catalogue's import screen (decision 053): the file checked first (errors first, each with its line and
// column, then each row's change), imported only when no error is left.

afterEach(() => {
  vi.unstubAllGlobals()
})
const renderPage = () =>
  renderAdmin(
    <Route path="/admin/catalogue-import" element={<CatalogueImportPage />} />,
    '/admin/catalogue-import',
  )
const csv = new File(['sku,product_id\n'], 'catalogue.csv', { type: 'text/csv' })

const changes = {
  rows: [
    {
      line: 2,
      sku: 'MORINGA-POWDER-250G',
      product: 'Moringa Powder',
      action: 'update',
      changes: [{ field: 'price', from: '349.00', to: '379.50' }],
    },
    { line: 3, sku: 'AMLA-POWDER-100G', product: 'Amla Powder', action: 'unchanged', changes: [] },
    {
      line: 4,
      sku: 'KOKUM-POWDER-100G',
      product: 'Kokum Powder',
      action: 'create_product',
      changes: [{ field: 'size', from: '', to: '100g' }],
    },
  ],
  errors: [],
  counts: { products_created: 1, packs_created: 0, updated: 1, unchanged: 1 },
}

describe('the catalogue import screen', () => {
  it('offers the export, checks the file, shows what changes, then imports', async () => {
    const asked: string[] = []
    stubAdminApi((url) => {
      asked.push(url)
      if (url === '/api/admin/v1/catalogue/import/preview')
        return dataReply({ ...changes, fingerprint: 'fp-1' })
      if (url === '/api/admin/v1/catalogue/import?expect=fp-1') return dataReply(changes)
      return undefined
    })
    renderPage()
    expect(screen.getByRole('link', { name: 'Download catalogue CSV' }).getAttribute('href')).toBe(
      '/api/admin/v1/catalogue.csv',
    )
    const check = screen.getByRole('button', { name: 'Check the file' })
    expect(check).toHaveProperty('disabled', true)
    await userEvent.upload(screen.getByLabelText(/^The catalogue CSV to import/), csv)
    await userEvent.click(check)
    const table = await screen.findByRole('table', { name: 'What the import does' })
    const rows = within(table).getAllByRole('row').slice(1)
    // the unchanged row is folded away until asked for
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Changed',
      'New product',
    ])
    expect(rows[0]!.textContent).toContain('price 349.00 → 379.50')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show the rows that change nothing' }))
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }))
    // imported: the preview is done with
    await waitFor(() => expect(screen.queryByRole('table', { name: 'What the import does' })).toBeNull())
    expect(asked.filter((u) => u.includes('/catalogue/import'))).toEqual([
      '/api/admin/v1/catalogue/import/preview',
      // the import names the dry run it was checked as
      '/api/admin/v1/catalogue/import?expect=fp-1',
    ])
  })

  it('lists each error with its line and column and does not import while one is left', async () => {
    stubAdminApi((url) =>
      url === '/api/admin/v1/catalogue/import/preview'
        ? dataReply({
            ...changes,
            errors: [
              { line: 5, column: 'barcode', message: 'Barcode: the check digit (the last) should be 0' },
              { line: 7, column: null, message: '14 cells expected, found 5' },
            ],
          })
        : undefined,
    )
    renderPage()
    await userEvent.upload(screen.getByLabelText(/^The catalogue CSV to import/), csv)
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }))
    const errors = await screen.findByRole('table', { name: 'Errors in the file' })
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
      ['5', 'barcode', 'Barcode: the check digit (the last) should be 0'],
      ['7', 'the row', '14 cells expected, found 5'],
    ])
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toHaveProperty('disabled', true)
  })
})
