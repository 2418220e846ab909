import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminCategory } from '#domain/contracts/admin-categories.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import {
  OWNER_ME,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { CategoriesPage } from './categories-page.tsx'
import { categoryChoices, ProductFormPage } from './product-form.tsx'

// The categories screen (decision 051): add, rename, move, hide and delete, each change naming the version shown;
// a stale save (409) is said and the typed name kept. And the product form's select lists the shop's categories.

const category = (id: number, name: string, over: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  name,
  slug: name.toLowerCase(),
  position: id,
  hidden: false,
  product_count: 3,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  version: 1,
  ...over,
})

/** The server's categories, changed by the screen's requests as the API would. */
function stubCategories(start: AdminCategory[], opts: { staleOnRename?: boolean } = {}) {
  let rows = start.map((c) => ({ ...c }))
  let stale = opts.staleOnRename ?? false
  return stubAdminApi((url, init) => {
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {}
    if (url.endsWith('/categories') && method === 'GET') return Response.json({ success: true, data: rows })
    if (url.endsWith('/categories') && method === 'POST') {
      const created = category(rows.length + 1, body.name, { product_count: 0 })
      rows = [...rows, created]
      return Response.json({ success: true, data: created })
    }
    const match = /\/categories\/(\d+)$/.exec(url)
    const row = rows.find((c) => c.id === Number(match?.[1]))
    if (row && method === 'PATCH') {
      if (stale && body.name !== undefined) {
        // someone else hid it meanwhile
        stale = false
        Object.assign(row, { hidden: true, version: row.version + 1 })
        return Response.json(
          {
            success: false,
            message: adminMessages.staleEdit('category'),
            reason: 'stale_version',
            current: row,
          },
          { status: 409 },
        )
      }
      if (body.position !== undefined) {
        const others = rows.filter((c) => c.id !== row.id)
        others.splice(body.position - 1, 0, row)
        rows = others.map((c, i) => ({ ...c, position: i + 1 }))
      }
      const updated = rows.find((c) => c.id === row.id)!
      Object.assign(updated, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.hidden !== undefined ? { hidden: body.hidden } : {}),
        version: updated.version + 1,
      })
      return Response.json({ success: true, data: updated })
    }
    if (row && method === 'DELETE') {
      rows = rows.filter((c) => c.id !== row.id)
      return Response.json({ success: true, message: 'Category deleted' })
    }
    return undefined
  })
}

const renderPage = () =>
  renderAdmin(<Route path="/admin/categories" element={<CategoriesPage />} />, '/admin/categories')
const names = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the categories screen', () => {
  it('lists them in order with their products, a hidden one marked', async () => {
    stubCategories([category(1, 'Superfoods'), category(2, 'Herbs', { hidden: true, product_count: 1 })])
    renderPage()
    await screen.findByRole('list', { name: 'Categories' })
    expect(names()).toEqual(['Superfoods', 'Herbs'])
    const herbs = screen.getByRole('listitem', { name: 'Herbs' })
    expect(within(herbs).getByText('Hidden')).toBeTruthy()
    expect(herbs.textContent).toContain('1 product')
    expect(within(herbs).getByRole('button', { name: 'Show' })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Move Superfoods up' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('adds one (an empty name is refused on the spot) and moves one up with its version', async () => {
    const fetchMock = stubCategories([category(1, 'Superfoods'), category(2, 'Herbs')])
    renderPage()
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Categories' })
    await user.click(screen.getByRole('button', { name: 'Add category' }))
    expect(await screen.findByText('Category name is required')).toBeTruthy()
    expect(sent(fetchMock, 'POST')).toEqual([])

    await user.type(screen.getByLabelText('New category'), 'Spice Blends')
    await user.click(screen.getByRole('button', { name: 'Add category' }))
    await waitFor(() => expect(names()).toEqual(['Superfoods', 'Herbs', 'Spice Blends']))
    expect(sent(fetchMock, 'POST')).toEqual([['/api/admin/v1/categories', { name: 'Spice Blends' }]])

    await user.click(screen.getByRole('button', { name: 'Move Spice Blends up' }))
    await waitFor(() => expect(names()).toEqual(['Superfoods', 'Spice Blends', 'Herbs']))
    expect(sent(fetchMock, 'PATCH')).toEqual([['/api/admin/v1/categories/3', { position: 2, version: 1 }]])
  })

  it('renames; when someone changed it meanwhile, says so, shows the latest and keeps the typed name', async () => {
    const fetchMock = stubCategories([category(1, 'Superfoods'), category(2, 'Herbs')], {
      staleOnRename: true,
    })
    renderPage()
    const user = userEvent.setup()
    const herbs = await screen.findByRole('listitem', { name: 'Herbs' })
    await user.click(within(herbs).getByRole('button', { name: 'Rename' }))
    const box = within(herbs).getByLabelText('New name for Herbs')
    await user.clear(box)
    await user.type(box, 'Herbs & Roots')
    await user.click(within(herbs).getByRole('button', { name: 'Save name' }))
    expect((await within(herbs).findByRole('alert')).textContent).toBe(adminMessages.staleEdit('category'))
    // the latest (hidden by someone else) is shown; the name typed stays in its box
    await within(herbs).findByText('Hidden')
    expect((within(herbs).getByLabelText('New name for Herbs') as HTMLInputElement).value).toBe(
      'Herbs & Roots',
    )
    // saving again names the latest version, and goes through
    await user.click(within(herbs).getByRole('button', { name: 'Save name' }))
    await screen.findByRole('listitem', { name: 'Herbs & Roots' })
    expect(sent(fetchMock, 'PATCH')).toEqual([
      ['/api/admin/v1/categories/2', { name: 'Herbs & Roots', version: 1 }],
      ['/api/admin/v1/categories/2', { name: 'Herbs & Roots', version: 2 }],
    ])
  })

  it('hides one; refuses to delete one with products (saying why, asking nothing); deletes an empty one', async () => {
    const fetchMock = stubCategories([
      category(1, 'Superfoods'),
      category(2, 'Seasonal', { product_count: 0 }),
    ])
    renderPage()
    const user = userEvent.setup()
    const superfoods = await screen.findByRole('listitem', { name: 'Superfoods' })
    await user.click(within(superfoods).getByRole('button', { name: 'Hide' }))
    await within(superfoods).findByText('Hidden')
    expect(sent(fetchMock, 'PATCH')).toEqual([['/api/admin/v1/categories/1', { hidden: true, version: 1 }]])

    await user.click(within(superfoods).getByRole('button', { name: 'Delete' }))
    expect(within(superfoods).getByRole('alert').textContent).toBe(
      adminMessages.categoryHasProducts('Superfoods', 3),
    )
    expect(sent(fetchMock, 'DELETE')).toEqual([])

    const seasonal = screen.getByRole('listitem', { name: 'Seasonal' })
    await user.click(within(seasonal).getByRole('button', { name: 'Delete' }))
    await user.click(await screen.findByRole('button', { name: 'Delete category' }))
    await waitFor(() => expect(names()).toEqual(['Superfoods']))
    expect(sent(fetchMock, 'DELETE')).toEqual([['/api/admin/v1/categories/2', undefined]])
  })
})

describe("the product form's category", () => {
  it('lists the shop’s categories in order, a hidden one marked, and keeps a product’s own', () => {
    const list = [category(1, 'Superfoods'), category(2, 'Herbs', { hidden: true })]
    expect(categoryChoices(list, 'Superfoods')).toEqual([
      ['Superfoods', 'Superfoods'],
      ['Herbs', 'Herbs (hidden)'],
    ])
    expect(categoryChoices(list, 'Teas')[0]).toEqual(['Teas', 'Teas'])
  })

  it('a new product offers the categories staff keep, and starts in the first', async () => {
    const fetchMock = stubAdminApi((url) =>
      url.endsWith('/categories')
        ? Response.json({
            success: true,
            data: [
              category(1, 'Superfoods & Greens'),
              category(2, 'Herbs'),
              category(3, 'Teas', { hidden: true }),
            ],
          })
        : undefined,
    )
    renderAdmin(
      <Route path="/admin/products/new" element={<ProductFormPage />} />,
      '/admin/products/new',
      null,
      {
        me: OWNER_ME,
      },
    )
    const select = (await screen.findByLabelText(/^Category/)) as HTMLSelectElement
    await waitFor(() =>
      expect([...select.options].map((o) => o.textContent)).toEqual([
        'Superfoods & Greens',
        'Herbs',
        'Teas (hidden)',
      ]),
    )
    expect(select.value).toBe('Superfoods & Greens')
    expect(fetchMock).toHaveBeenCalled()
  })
})

describe("a category's names in other languages (decision 059)", () => {
  it('Languages opens the tabs: English says where to rename, తెలుగు saves its name with version 0', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url.endsWith('/categories')) return Response.json({ success: true, data: [category(2, 'Herbs')] })
      if (url.endsWith('/categories/2/translations'))
        return Response.json({
          success: true,
          data: {
            kind: 'category',
            id: 2,
            english: { name: 'Herbs' },
            languages: ['hi', 'te', 'ta', 'kn', 'ml'].map((lang) => ({
              lang,
              version: lang === 'hi' ? 1 : 0,
              fields: { name: lang === 'hi' ? 'जड़ी-बूटियाँ' : null },
              missing: lang === 'hi' ? [] : ['name'],
            })),
          },
        })
      if (url.endsWith('/categories/2/translations/te') && init?.method === 'PUT')
        return Response.json({
          success: true,
          data: { lang: 'te', version: 1, fields: { name: 'మూలికలు' }, missing: [] },
        })
      return undefined
    })
    const user = userEvent.setup()
    renderAdmin(<Route path="/admin/categories" element={<CategoriesPage />} />, '/admin/categories', null, {
      me: OWNER_ME,
    })
    const row = await screen.findByRole('listitem', { name: 'Herbs' })
    await user.click(within(row).getByRole('button', { name: 'Languages' }))
    const tabs = await within(row).findByRole('tablist', { name: 'Language' })
    expect(row.textContent).toContain('The English name is the one above')
    await user.click(within(tabs).getByRole('tab', { name: /తెలుగు/ }))
    const form = await within(row).findByRole('form', { name: 'Telugu text' })
    const name = within(form).getByLabelText('Name · Telugu')
    const hint = document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent ?? ''
    expect(hint).toContain('Not translated — shoppers see English')
    await user.type(name, 'మూలికలు')
    await user.click(within(form).getByRole('button', { name: 'Save Telugu' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'PUT')).toEqual([
        ['/api/admin/v1/categories/2/translations/te', { name: 'మూలికలు', version: 0 }],
      ]),
    )
  })
})
