import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminProduct } from '#domain/contracts/admin-catalogue.ts'
import {
  listReply,
  never,
  refusal,
  renderAdmin,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { ProductsPage } from './products-page.tsx'

// The products list: its states, and its main work: finding products by stock and sorting them.

const product = (id: number, over: Partial<AdminProduct> = {}): AdminProduct => ({
  id,
  slug: `product-${id}`,
  name: 'Moringa Powder',
  description: 'Shade-dried moringa leaves, stone-ground.',
  category: 'Superfoods',
  price: 299,
  actual_price: 349,
  stock: 42,
  stock_status: 'In Stock',
  size: '100g',
  hsn_code: '12119029',
  gst_rate: 5,
  country_of_origin: 'India',
  best_before_months: 12,
  ingredients: 'Moringa leaves',
  usage_info: '',
  storage_info: '',
  benefits: [],
  search_aliases: '',
  images: [],
  rating: 4.5,
  review_count: 12,
  ordered: true,
  featured: false,
  archived_at: null,
  updated_at: '2026-11-01T00:00:00.000Z',
  version: 1,
  ...over,
})

const renderProducts = () =>
  renderAdmin(<Route path="/admin/products" element={<ProductsPage />} />, '/admin/products')
// the product list's requests (the page also reads the categories for its filter, decision 051)
const asked = (fetchMock: ReturnType<typeof stubAdminApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.endsWith('/categories'))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the products list', () => {
  it('says it is loading until the list comes', async () => {
    stubAdminApi(never)
    renderProducts()
    expect((await screen.findByRole('status')).textContent).toBe('Loading…')
  })

  it('says when no product matches', async () => {
    stubAdminApi(() => listReply([]))
    renderProducts()
    expect(await screen.findByText('No product matches.')).toBeTruthy()
  })

  it('shows the server’s words when the list fails', async () => {
    stubAdminApi(() => refusal('The database is busy'))
    renderProducts()
    expect((await screen.findByRole('alert')).textContent).toContain('The database is busy')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('lists products with price, MRP and stock, each linked to its form', async () => {
    stubAdminApi(() =>
      listReply([
        product(101),
        product(102, { name: 'Beetroot Powder', stock: 3, archived_at: '2026-11-02T00:00:00Z' }),
      ]),
    )
    renderProducts()
    const link = await screen.findByRole('link', { name: 'Moringa Powder' })
    expect(link.getAttribute('href')).toBe('/admin/products/101')
    const table = within(screen.getByRole('table'))
    expect(table.getByText('42 in stock')).toBeTruthy()
    expect(table.getByText('Low: 3')).toBeTruthy()
    expect(table.getByText('#102 · 100g · archived')).toBeTruthy()
    expect(table.getAllByText('₹349.00').length).toBe(2)
    expect(screen.getByRole('link', { name: 'Add a product' }).getAttribute('href')).toBe(
      '/admin/products/new',
    )
  })

  it('asks the server for low stock, and sorts by price, then price falling', async () => {
    const fetchMock = stubAdminApi(() => listReply([product(101)]))
    renderProducts()
    const user = userEvent.setup()
    await screen.findByRole('link', { name: 'Moringa Powder' })
    expect(asked(fetchMock)).toEqual(['/api/admin/v1/products?status=active&sort=name&page=1&per_page=20'])
    await user.selectOptions(screen.getByLabelText('Stock'), 'low')
    await waitFor(() =>
      expect(asked(fetchMock)).toContain(
        '/api/admin/v1/products?stock=low&status=active&sort=name&page=1&per_page=20',
      ),
    )
    await user.click(screen.getByRole('button', { name: /Price/ }))
    await waitFor(() =>
      expect(asked(fetchMock)).toContain(
        '/api/admin/v1/products?stock=low&status=active&sort=price&page=1&per_page=20',
      ),
    )
    await user.click(screen.getByRole('button', { name: /Price/ }))
    await waitFor(() =>
      expect(asked(fetchMock)).toContain(
        '/api/admin/v1/products?stock=low&status=active&sort=-price&page=1&per_page=20',
      ),
    )
  })
})
