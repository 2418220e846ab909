import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#domain/contracts/catalogue.ts'
import { readGuestCart } from '#web/features/cart/api/guest-cart-storage.ts'
import { productQuery } from '#web/lib/api/get-product.ts'
import { BrowserRouter, MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { moringa, moringaWithPacks } from '#web/test/products.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { loader, Component as ProductPage } from './product-page.tsx'

// Decision 041, amended 2026-11-28: the product page's pack sizes. Moringa in 100 g, 250 g and 500 g is a radio group
// named 'Pack size'; the price, MRP, savings, stock line, total, legal details and Add to Cart follow the pack
// chosen, and the address carries it (`?size=250g`, written in place). The page as a visitor uses it: the product
// in the query cache as the loader leaves it, the visitor's cart the browser's; nothing leaves the test.

function idleClient(product: Product = moringaWithPacks) {
  const client = new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Number.POSITIVE_INFINITY, retry: false } },
  })
  client.setQueryData(productQuery('101').queryKey, product)
  return client
}

const routes = (
  <>
    <Toaster />
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>
  </>
)

/** The page in the browser's own history (jsdom's), at `url`. */
function renderAt(url: string, product?: Product) {
  window.history.replaceState(null, '', url)
  return render(
    <QueryClientProvider client={idleClient(product)}>
      <BrowserRouter>{routes}</BrowserRouter>
    </QueryClientProvider>,
  )
}

/** The page as the server renders it for `url` (the same tree, to a string): what the first paint shows. */
const serverHtml = (url: string) =>
  renderToString(
    <QueryClientProvider client={idleClient()}>
      <MemoryRouter initialEntries={[url]}>{routes}</MemoryRouter>
    </QueryClientProvider>,
  )

const group = () => screen.getByRole('radiogroup', { name: 'Pack size' })
const radio = (name: string) => within(group()).getByRole('radio', { name }) as HTMLInputElement
const price = () => screen.getByTestId('mrp').parentElement?.previousElementSibling?.textContent
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

beforeEach(() => localStorage.clear())
afterEach(() => window.history.replaceState(null, '', '/'))

describe('coming from a list', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the product the list had at once and still reads it, for its packs', async () => {
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input))
        return new Response(JSON.stringify({ data: moringaWithPacks }), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
    })
    client.setQueryData(['products', 'list', 1], { products: [moringa] })
    await loader({ params: { id: '101' }, search: new URLSearchParams(), queryClient: client })
    expect(client.getQueryData(productQuery('101').queryKey)).toEqual(moringa)
    await vi.waitFor(() => expect(asked).toHaveLength(1))
    expect(asked[0]).toMatch(/\/products\/101$/)
    await vi.waitFor(() =>
      expect(client.getQueryData(productQuery('101').queryKey)).toEqual(moringaWithPacks),
    )
  })
})

describe('the size chip and the pack sizes', () => {
  it('a product with one pack shows its size chip as before, and no choice', () => {
    renderAt('/product/101', moringa)
    expect(screen.getByText('Size')).toBeTruthy()
    expect(screen.getByText('100g', { selector: 'span' })).toBeTruthy()
    expect(screen.queryByRole('radiogroup')).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it("several packs are a radio group 'Pack size', each read with its price, the default chosen", () => {
    renderAt('/product/101')
    const radios = within(group()).getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '100g, ₹349',
      '250g, ₹799',
      '500g, ₹1,499',
    ])
    expect(radios.map((r) => r.checked)).toEqual([true, false, false])
    expect(price()).toContain('₹349.00')
  })

  it('the arrow keys move and choose; price, MRP, savings, stock, total and net quantity follow', async () => {
    const user = userEvent.setup()
    renderAt('/product/101')
    radio('100g, ₹349').focus()
    await user.keyboard('{ArrowRight}')
    expect(radio('250g, ₹799').checked).toBe(true)
    expect(document.activeElement).toBe(radio('250g, ₹799'))
    expect(price()).toContain('₹799.00')
    expect(screen.getByTestId('mrp').textContent).toBe('MRP ₹999.00 · ')
    expect(screen.getByText('Save 20%')).toBeTruthy()
    expect(screen.getByTestId('line-total').textContent).toBe('₹799.00')
    expect(detail('Net quantity')).toBe('250g')
    expect(detail('MRP')).toBe('₹999.00 (incl. of all taxes)')
    expect(screen.getByText('In stock')).toBeTruthy()

    await user.keyboard('{ArrowRight}')
    expect(radio('500g, ₹1,499').checked).toBe(true)
    expect(price()).toContain('₹1,499.00')
    expect(screen.getByText('Save 21%')).toBeTruthy()
    expect(screen.getByText('Only 8 left')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(screen.getByTestId('line-total').textContent).toBe('₹2,998.00')

    radio('500g, ₹1,499').focus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(radio('100g, ₹349').checked).toBe(true)
    expect(price()).toContain('₹349.00')
    expect(screen.getByText('In stock')).toBeTruthy()
  })
})

describe('the address carries the pack (?size=)', () => {
  it('opens the pack a shared link names, in the first render already (the server renders the same)', () => {
    renderAt('/product/101?size=500g')
    expect(radio('500g, ₹1,499').checked).toBe(true)
    expect(price()).toContain('₹1,499.00')

    const html = serverHtml('/product/101?size=500g')
    expect(html).toContain('₹1,499.00')
    expect(html).not.toContain('₹349.00')
    expect(html).toMatch(/<input[^>]*aria-label="500g, ₹1,499"[^>]*checked=""/)
  })

  it('reads a size in any case or spacing, and falls back to the default pack for one it does not have', () => {
    expect(serverHtml('/product/101?size=250G')).toContain('₹799.00')
    for (const url of ['/product/101?size=2kg', '/product/101?size=', '/product/101']) {
      const html = serverHtml(url)
      expect(html, url).toContain('₹349.00')
      expect(html, url).toMatch(/<input[^>]*aria-label="100g, ₹349"[^>]*checked=""/)
    }
  })

  it('writes the chosen pack into the address in place (no new history entry), keeping what else it carried', async () => {
    const user = userEvent.setup()
    renderAt('/product/101?utm_source=whatsapp')
    const entries = window.history.length
    await user.click(screen.getByTestId('pack-250g'))
    expect(window.location.pathname + window.location.search).toBe(
      '/product/101?utm_source=whatsapp&size=250g',
    )
    await user.click(screen.getByTestId('pack-500g'))
    expect(window.location.search).toBe('?utm_source=whatsapp&size=500g')
    // the default pack is the page's own address
    await user.click(screen.getByTestId('pack-100g'))
    expect(window.location.search).toBe('?utm_source=whatsapp')
    expect(window.history.length).toBe(entries)
  })
})

describe('Add to Cart adds the pack chosen', () => {
  it('the same product in two sizes is two lines of the cart, each at its own price and size', async () => {
    const user = userEvent.setup()
    renderAt('/product/101?size=500g')
    await user.click(screen.getByRole('button', { name: /ADD TO CART/ }))
    await screen.findByText('Moringa Powder added to cart successfully!')
    await user.click(screen.getByTestId('pack-100g'))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: /ADD TO CART/ }))
    await user.click(screen.getByTestId('pack-500g'))
    await user.click(screen.getByRole('button', { name: /ADD TO CART/ }))
    await expect
      .poll(() =>
        readGuestCart().map((l) => [
          l.variantIndex,
          l.quantity,
          l.product.price,
          l.product.size,
          l.product.sku,
        ]),
      )
      .toEqual([
        [2, 3, 1499, '500g', 'MORINGA-POWDER-500G'],
        [0, 2, 349, '100g', 'MORINGA-POWDER-100G'],
      ])
  })

  it('a pack that cannot be bought is COMING SOON, its button off, whatever the other packs', () => {
    const soldOut = {
      ...moringaWithPacks,
      packs: moringaWithPacks.packs.map((k) =>
        k.variant_index === 1 ? { ...k, stock_status: 'Out of stock', in_stock: false, stock: 0 } : k,
      ),
    }
    renderAt('/product/101?size=250g', soldOut)
    expect(radio('250g, ₹799, out of stock').checked).toBe(true)
    expect((screen.getByRole('button', { name: 'COMING SOON' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Out of stock')).toBeTruthy()
  })
})
