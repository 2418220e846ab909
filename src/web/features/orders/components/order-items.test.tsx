import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OrderItems } from './order-items.tsx'

const product = (id: number, name: string) => ({
  id,
  name,
  category: 'Superfoods',
  image_url: `/images/products/${id}.svg`,
  rating: 4.7,
  review_count: 7,
})

afterEach(() => vi.unstubAllGlobals())

function renderItems() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <OrderItems
        items={[
          {
            product_id: 101,
            product_name: 'Moringa Powder',
            sku: 'MORINGA-POWDER-100G',
            size: '100g',
            quantity: 2,
            unit_price: 349,
            total_price: 698,
          },
          {
            product_id: 104,
            product_name: 'Amla Powder',
            sku: 'AMLA-POWDER-100G',
            size: '100g',
            quantity: 1,
            unit_price: 249,
            total_price: 249,
          },
        ]}
      />
    </QueryClientProvider>,
  )
}

describe('OrderItems', () => {
  it("counts loaded products and offers Retry for a failed lookup, showing 'Product {id}'", async () => {
    let amlaAnswers = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        if (url.pathname.endsWith('/101'))
          return Response.json({ success: true, data: product(101, 'Moringa Powder') })
        if (amlaAnswers) return Response.json({ success: true, data: product(104, 'Amla Powder') })
        return Response.json({ success: false, message: 'Product not found' }, { status: 404 })
      }),
    )
    renderItems()
    expect(await screen.findByText('1 of 2 products loaded')).toBeTruthy()
    expect(screen.getByText('Moringa Powder')).toBeTruthy()
    expect(screen.getByText('4.7 (7 reviews)')).toBeTruthy()
    expect(screen.getByText('Product 104')).toBeTruthy()
    expect(screen.getByText('Qty 2 · ₹349.00 each')).toBeTruthy()
    expect(screen.getByText('₹698.00')).toBeTruthy()

    amlaAnswers = true
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }))
    expect(await screen.findByText('2 of 2 products loaded')).toBeTruthy()
    expect(screen.queryByText('Product 104')).toBeNull()
  })
})

describe('OrderItems: one product in two packs (decision 048)', () => {
  it('shows two lines, each with its size and SKU as sold', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, data: product(101, 'Moringa Powder') })),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const line = (sku: string, size: string, quantity: number, unit_price: number) => ({
      product_id: 101,
      product_name: 'Moringa Powder',
      sku,
      size,
      quantity,
      unit_price,
      total_price: unit_price * quantity,
    })
    render(
      <QueryClientProvider client={client}>
        <OrderItems
          items={[line('MORINGA-POWDER-500G', '500g', 2, 1499), line('MORINGA-POWDER-100G', '100g', 1, 349)]}
        />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('2 of 2 products loaded')).toBeTruthy()
    expect(screen.getAllByTestId('order-line').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Net qty 500gSKU MORINGA-POWDER-500GQty 2 · ₹1,499.00 each₹2,998.00$/),
      expect.stringMatching(/Net qty 100gSKU MORINGA-POWDER-100GQty 1 · ₹349.00 each₹349.00$/),
    ])
  })
})
