import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter, Route, Routes, useParams } from '#web/lib/router.tsx'
import { HeaderSearch } from './header-search.tsx'

const moringa = {
  id: 101,
  name: 'Moringa Powder',
  category: 'Superfoods',
  price: 349,
  image_url: '/images/products/moringa-powder-1.svg',
}
const tea = { ...moringa, id: 102, name: 'Moringa Leaf Tea', price: 299 }

// fetch is the browser boundary: the reply shapes are those of GET /api/v1/products/search.
function stubSearchReply(data: unknown[] | Error) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (data instanceof Error) throw data
    void input
    return new Response(
      JSON.stringify({ success: true, data, pagination: { page: 1, total: data.length } }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    )
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function ProductStub() {
  return <p>Product {useParams().id}</p>
}

function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeaderSearch variant="panel" />
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/product/:id" element={<ProductStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('HeaderSearch', () => {
  it('shows the empty texts of the spec for an empty reply', async () => {
    const fetchMock = stubSearchReply([])
    renderSearch()
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'zzzz')
    expect(await screen.findByText('No products found')).toBeTruthy()
    expect(screen.getByText('Try a different search term')).toBeTruthy()
    // debounced: one request for the whole word
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/products/search?q=zzzz')
  })

  it('lists results with name, category, id and price, and Enter on the active option opens it', async () => {
    stubSearchReply([moringa, tea])
    renderSearch()
    const input = screen.getByRole('combobox', { name: 'Search products' })
    await userEvent.type(input, 'moringa')
    const options = await screen.findAllByRole('option')
    expect(options).toHaveLength(2)
    expect(options[0]?.textContent).toContain('Moringa Powder')
    expect(options[0]?.textContent).toContain('Superfoods · #101')
    expect(options[0]?.textContent).toContain('₹349.00')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    expect(options[1]?.getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText('Product 102')).toBeTruthy()
    expect((input as HTMLInputElement).value).toBe('')
  })

  it('closes the results on Escape', async () => {
    stubSearchReply([moringa])
    renderSearch()
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'mor')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('does not search for whitespace, and clearing the box clears the results', async () => {
    const fetchMock = stubSearchReply([moringa])
    renderSearch()
    const input = screen.getByRole('combobox', { name: 'Search products' })
    await userEvent.type(input, '   ')
    await new Promise((r) => setTimeout(r, 400))
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.type(input, 'amla')
    await screen.findByRole('listbox')
    await userEvent.clear(input)
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('empties the results silently when the search fails', async () => {
    const fetchMock = stubSearchReply(new TypeError('Failed to fetch'))
    renderSearch()
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'moringa')
    // Nothing shows when it fails, so the test waits out the debounce and the failed request; inside act, as
    // both update the component.
    await act(() => new Promise((r) => setTimeout(r, 500)))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.queryByText('No products found')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
