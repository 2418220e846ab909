import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminProduct } from '#domain/contracts/admin-catalogue.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { navigationMessages } from '#domain/messages-navigation.ts'
import {
  expectFieldError,
  fieldIssues,
  OWNER_ME,
  renderAdmin,
  sent as sentWith,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Link, Route } from '#web/lib/router.tsx'
import { ProductFormPage } from './product-form.tsx'

// The product form never sends stock on a save (decision 031): an owner who adjusts stock in the stock panel and
// then fixes a typo must not send the figure the form loaded, which would put sold units back on sale or wipe
// the receipt just made.

const product: AdminProduct = {
  id: 7,
  slug: 'moringa-powder',
  name: 'Moringa Powdr',
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
  benefits: ['Iron'],
  search_aliases: 'sahjan',
  images: [],
  rating: 4.5,
  review_count: 12,
  ordered: true,
  featured: false,
  archived_at: null,
  updated_at: '2026-11-01T00:00:00.000Z',
  version: 3,
}

/**
 * The back office's API for one product: its stock panel changes stock, a save changes other fields when it names
 * the product's version (decision 040); `meanwhile` is someone else's save, made before ours arrives.
 */
function stubApi(meanwhile?: Partial<AdminProduct>) {
  let current = { ...product }
  let theirs = meanwhile
  const movements: { id: number; change: number; stock_after: number; reason: string }[] = []
  const sent: { method: string; url: string; body: Record<string, unknown> }[] = []
  stubAdminApi(async (url, init) => {
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    if (method !== 'GET') sent.push({ method, url, body })
    if (url.endsWith('/products/7/stock') && method === 'POST') {
      current = { ...current, stock: current.stock + Number(body.change) }
      const m = {
        id: movements.length + 1,
        change: Number(body.change),
        stock_after: current.stock,
        reason: 'received',
      }
      movements.unshift(m)
      return Response.json({
        success: true,
        data: { ...m, note: '', actor: 'owner@shop.in', at: current.updated_at },
      })
    }
    if (url.endsWith('/products/7/stock')) return Response.json({ success: true, data: movements })
    if (url.endsWith('/products/7') && method === 'PATCH') {
      if (theirs) {
        current = { ...current, ...theirs, version: current.version + 1 }
        theirs = undefined
      }
      if (body.version !== current.version)
        return Response.json(
          {
            success: false,
            message: adminMessages.staleEdit('product'),
            reason: 'stale_version',
            current,
          },
          { status: 409 },
        )
      const { stock: _ignored, version: _version, ...fields } = body
      current = { ...current, ...fields, version: current.version + 1 }
      return Response.json({ success: true, data: current })
    }
    if (url.endsWith('/products/7')) return Response.json({ success: true, data: current })
    if (url.endsWith('/products') && method === 'POST')
      return Response.json({ success: true, data: { ...product, ...body, id: 8 } })
    if (url.endsWith('/products/8')) return Response.json({ success: true, data: { ...product, id: 8 } })
    return Response.json({ success: true, data: [] })
  })
  return sent
}

const renderAt = (path: string) =>
  renderAdmin(
    <>
      <Route path="/admin/products/new" element={<ProductFormPage />} />
      <Route path="/admin/products/:id" element={<ProductFormPage />} />
      <Route path="/admin/products" element={<p>the list</p>} />
    </>,
    path,
    <Link to="/admin/products">Products</Link>,
    { me: OWNER_ME },
  )

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the product form and stock', () => {
  it('shows the stock read-only with a way to the stock panel, and offers no stock field to edit', async () => {
    stubApi()
    renderAt('/admin/products/7')
    const current = await screen.findByTestId('current-stock')
    expect(current.textContent).toContain('42 in stock')
    const link = within(current).getByRole('link', { name: 'Change it in the stock panel' })
    const target = link.getAttribute('href')!.slice(1)
    expect(document.getElementById(target)?.textContent).toContain('Add or take away')
    // the form's only stock input is the stock panel's relative change
    expect(screen.getAllByRole('textbox').filter((i) => /stock/i.test(i.getAttribute('name') ?? ''))).toEqual(
      [],
    )
    expect(screen.queryByRole('textbox', { name: /^(opening )?stock/i })).toBeNull()
  })

  it('adjust +10 in the stock panel, then fix a typo and save: the save carries the name and never stock', async () => {
    const sent = stubApi()
    const user = userEvent.setup()
    renderAt('/admin/products/7')
    const panel = await screen.findByRole('region', { name: 'Stock' })
    await user.type(within(panel).getByLabelText('Add or take away'), '10')
    await user.click(within(panel).getByRole('button', { name: 'Adjust stock' }))
    // the product is read again: the panel (and the form's read-only figure) show 52
    await waitFor(() => expect(panel.textContent).toContain('52 in stock'))

    const name = screen.getByLabelText(/^Name\*?$/)
    await user.clear(name)
    await user.type(name, 'Moringa Powder')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true))

    const saves = sent.filter((s) => s.method === 'PATCH')
    expect(saves).toHaveLength(1)
    expect(saves[0]!.url).toBe('/api/admin/v1/products/7')
    expect(saves[0]!.body).toEqual({ name: 'Moringa Powder', version: 3 })
    expect(saves[0]!.body).not.toHaveProperty('stock')
    // the stock changed once, through the stock panel, by a relative change
    expect(sent.filter((s) => s.url.endsWith('/stock'))).toEqual([
      {
        method: 'POST',
        url: '/api/admin/v1/products/7/stock',
        body: { change: 10, reason: 'received', note: '' },
      },
    ])
    expect(panel.textContent).toContain('52 in stock')
    expect(screen.getByTestId('current-stock').textContent).toContain('52 in stock')
  })

  it('a product in several packs: the stock panel adjusts the pack chosen, by its SKU (decision 041)', async () => {
    const posted: unknown[] = []
    const pack = (id: number, position: number, sku: string, size: string, stock: number) => ({
      id,
      position,
      sku,
      size,
      price: 299,
      actual_price: 349,
      weight_grams: 100,
      barcode: null,
      stock,
      active: true,
      sold: false,
      version: 1,
    })
    stubAdminApi((url, init) => {
      if (url.endsWith('/products/7/stock') && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)))
        return Response.json({
          success: true,
          data: {
            id: 1,
            change: 5,
            stock_after: 17,
            sku: 'MORINGA-250G',
            reason: 'received',
            note: '',
            actor: 'o',
            at: product.updated_at,
          },
        })
      }
      if (url.endsWith('/products/7/stock')) return Response.json({ success: true, data: [] })
      if (url.endsWith('/products/7/packs'))
        return Response.json({
          success: true,
          data: [pack(1, 0, 'MORINGA-100G', '100g', 42), pack(2, 1, 'MORINGA-250G', '250g', 12)],
        })
      if (url.endsWith('/products/7')) return Response.json({ success: true, data: product })
      return undefined
    })
    const user = userEvent.setup()
    renderAt('/admin/products/7')
    const panel = await screen.findByRole('region', { name: 'Stock' })
    const choice = await within(panel).findByLabelText('Pack')
    await user.selectOptions(choice, 'MORINGA-250G')
    await user.type(within(panel).getByLabelText('Add or take away'), '5')
    await user.click(within(panel).getByRole('button', { name: 'Adjust stock' }))
    await waitFor(() =>
      expect(posted).toEqual([{ change: 5, reason: 'received', note: '', sku: 'MORINGA-250G' }]),
    )
    // the packs table beside it shows the same packs, stock read only
    expect(screen.getByRole('table', { name: 'Pack sizes, the default first' })).toBeTruthy()
  })

  it('a save with every field changed but stock still sends no stock', async () => {
    const sent = stubApi()
    const user = userEvent.setup()
    renderAt('/admin/products/7')
    await screen.findByRole('button', { name: 'Save changes' })
    await user.clear(screen.getByLabelText(/^Price/))
    await user.type(screen.getByLabelText(/^Price/), '279')
    await user.selectOptions(screen.getByLabelText('Stock status'), 'Out of Stock')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true))
    const [save] = sent.filter((s) => s.method === 'PATCH')
    expect(save!.body).toEqual({ price: 279, stock_status: 'Out of Stock', version: 3 })
  })

  it('a new product takes an opening stock, sent with it once', async () => {
    const sent = stubApi()
    const user = userEvent.setup()
    renderAt('/admin/products/new')
    await user.type(await screen.findByLabelText(/^Name\*?$/), 'Kodo Millet Flakes')
    await user.type(screen.getByLabelText(/^Price/), '180')
    await user.type(screen.getByLabelText(/^MRP/), '220')
    await user.type(screen.getByLabelText(/^HSN code/), '1904')
    const opening = screen.getByLabelText('Opening stock')
    await user.clear(opening)
    await user.type(opening, '40')
    await user.click(screen.getByRole('button', { name: 'Add product' }))
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true))
    const [create] = sent.filter((s) => s.method === 'POST')
    expect(create!.url).toBe('/api/admin/v1/products')
    expect(create!.body).toMatchObject({
      name: 'Kodo Millet Flakes',
      price: 180,
      actual_price: 220,
      stock: 40,
    })
  })
})

describe('no stale writes (decision 040)', () => {
  it('sends only the fields changed and the version; on a 409 keeps the edits, shows what changed, applies them to the latest', async () => {
    // someone else changes the price and the description while this form is open
    const sent = stubApi({ price: 289, description: 'Their new description' })
    const user = userEvent.setup()
    renderAt('/admin/products/7')
    const name = await screen.findByLabelText(/^Name\*?$/)
    await user.clear(name)
    await user.type(name, 'Moringa Powder')
    await user.selectOptions(screen.getByLabelText('Stock status'), 'Out of Stock')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    const notice = await screen.findByRole('alert', { name: 'Changed by someone else' })
    expect(notice.textContent).toContain(adminMessages.staleEdit('product'))
    expect(sent.filter((s) => s.method === 'PATCH').map((s) => s.body)).toEqual([
      { name: 'Moringa Powder', stock_status: 'Out of Stock', version: 3 },
    ])
    // the person's edits are still in the form
    expect((screen.getByLabelText(/^Name\*?$/) as HTMLInputElement).value).toBe('Moringa Powder')
    expect((screen.getByLabelText('Stock status') as HTMLSelectElement).value).toBe('Out of Stock')
    // what changed meanwhile: theirs (as this form has it) against the latest
    expect(
      within(screen.getByTestId('changed-price'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['299', '289'])
    expect(within(screen.getByTestId('changed-description')).getAllByRole('cell')[1]!.textContent).toBe(
      'Their new description',
    )
    expect(screen.queryByTestId('changed-name')).toBeNull()

    await user.click(within(notice).getByRole('button', { name: 'Apply my changes to the latest' }))
    await waitFor(() => expect(sent.filter((s) => s.method === 'PATCH')).toHaveLength(2))
    expect(sent.filter((s) => s.method === 'PATCH')[1]!.body).toEqual({
      name: 'Moringa Powder',
      stock_status: 'Out of Stock',
      version: 4,
    })
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Changed by someone else' })).toBeNull())
    // the form now shows the latest with the person's changes saved on it
    expect((screen.getByLabelText(/^Price/) as HTMLInputElement).value).toBe('289')
    expect((screen.getByLabelText(/^Name\*?$/) as HTMLInputElement).value).toBe('Moringa Powder')
  })
})

describe('unsaved changes (decision record 028)', () => {
  it('asks before leaving an edited product, and not once its values are back to what it loaded', async () => {
    stubApi()
    const user = userEvent.setup()
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    renderAt('/admin/products/7')
    const name = await screen.findByLabelText(/^Name\*?$/)
    await user.type(name, 'e')
    await user.click(screen.getByRole('link', { name: 'Products' }))
    expect(confirm).toHaveBeenCalledWith(navigationMessages.unsavedChanges)
    expect(screen.queryByText('the list')).toBeNull()
    await user.clear(name)
    await user.type(name, 'Moringa Powdr') // back to what it loaded: nothing to lose
    await user.click(screen.getByRole('link', { name: 'Products' }))
    expect(await screen.findByText('the list')).toBeTruthy()
    expect(confirm).toHaveBeenCalledTimes(1)
  })

  it('a new product saved goes to its page without asking', async () => {
    stubApi()
    const user = userEvent.setup()
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    renderAt('/admin/products/new')
    await user.type(await screen.findByLabelText(/^Name\*?$/), 'Kodo Millet Flakes')
    await user.type(screen.getByLabelText(/^Price/), '180')
    await user.type(screen.getByLabelText(/^MRP/), '220')
    await user.type(screen.getByLabelText(/^HSN code/), '1904')
    await user.click(screen.getByRole('button', { name: 'Add product' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy())
    expect(confirm).not.toHaveBeenCalled()
  })
})

describe('the product form’s and the stock panel’s checks (decision 037)', () => {
  it('refuses a change that is no whole number here, and puts the route’s issue under its box', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url.endsWith('/products/7/stock') && init?.method === 'POST')
        return fieldIssues([{ path: ['note'], message: 'Note: at most 300 characters' }])
      if (url.endsWith('/products/7/stock')) return Response.json({ success: true, data: [] })
      if (url.endsWith('/products/7/packs')) return Response.json({ success: true, data: [] })
      if (url.endsWith('/products/7')) return Response.json({ success: true, data: product })
      return undefined
    })
    renderAdmin(
      <Route path="/admin/products/:id" element={<ProductFormPage />} />,
      '/admin/products/7',
      undefined,
      {
        me: OWNER_ME,
      },
    )
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Add or take away'), '2.5')
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }))
    await expectFieldError('Add or take away', 'Enter how many to add (or, with a minus, to take away)')
    expect(sentWith(fetchMock, 'POST')).toEqual([])
    await user.clear(screen.getByLabelText('Add or take away'))
    await user.type(screen.getByLabelText('Add or take away'), '-3')
    await user.type(screen.getByLabelText('Note'), 'Torn sacks')
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }))
    await expectFieldError('Note', 'Note: at most 300 characters')
    expect(sentWith(fetchMock, 'POST')).toEqual([
      ['/api/admin/v1/products/7/stock', { change: -3, reason: 'received', note: 'Torn sacks' }],
    ])
  })

  it('puts the route’s field issue about a save under its box, and one about no box at the top', async () => {
    stubAdminApi((url, init) => {
      if (url.endsWith('/products/7') && init?.method === 'PATCH')
        return fieldIssues([
          { path: ['price'], message: 'The price cannot be above the MRP' },
          { path: ['benefits', '0'], message: 'Benefits: a line is at most 200 characters' },
        ])
      if (url.endsWith('/products/7/stock')) return Response.json({ success: true, data: [] })
      if (url.endsWith('/products/7/packs')) return Response.json({ success: true, data: [] })
      if (url.endsWith('/products/7')) return Response.json({ success: true, data: product })
      return undefined
    })
    renderAdmin(
      <Route path="/admin/products/:id" element={<ProductFormPage />} />,
      '/admin/products/7',
      undefined,
      {
        me: OWNER_ME,
      },
    )
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Name/), ' Powder')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await expectFieldError('Price (₹)*', 'The price cannot be above the MRP')
    expect((await screen.findByRole('alert')).textContent).toBe('Benefits: a line is at most 200 characters')
  })
})

describe('a role that counts stock but does not change products (a packer, decision 044)', () => {
  it('reads the details and prices greyed, with no save, pictures or archive; adjusts the stock', async () => {
    stubApi()
    renderAdmin(
      <Route path="/admin/products/:id" element={<ProductFormPage />} />,
      '/admin/products/7',
      undefined,
      { me: { ...OWNER_ME, role: 'packer', permissions: ['orders.view', 'orders.fulfil', 'stock'] } },
    )
    const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement
    expect(name.matches(':disabled')).toBe(true)
    expect(screen.getByLabelText(/^Price/).matches(':disabled')).toBe(true)
    expect(screen.getByText(/Your role counts and adjusts stock/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Archive product/ })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Pictures' })).toBeNull()
    const panel = screen.getByRole('region', { name: 'Stock' })
    expect(within(panel).getByRole('button', { name: 'Adjust stock' })).toBeTruthy()
  })
})
