import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#domain/contracts/catalogue.ts'
import { messages } from '#domain/messages.ts'
import { ProductCard } from '#web/features/catalogue/components/product-card.tsx'
import { MemoryRouter } from '#web/lib/router.tsx'
import { product } from '#web/test/products.ts'
import { toast } from '#web/ui/toast.tsx'
import { useProductActions } from './product-actions.ts'

const base: Product = product(118, 'Giloy Powder', 'Herbs', {
  description: 'Giloy stems, sun-dried and powdered.',
  price: 299,
  actual_price: 349,
  discount_percent: 14,
  image_url: '/images/products/giloy-powder-1.svg',
  rating: 4.2,
  review_count: 3,
  stock: 0,
  stock_status: 'Comming Soon',
})

// The card as the products page shows it: with the cart's Add to Cart and the wishlist's heart.
function Card({ product }: { product: Product }) {
  return <ProductCard product={product} actions={useProductActions()} />
}

function renderCard(product: Product) {
  return render(
    <MemoryRouter>
      <Card product={product} />
    </MemoryRouter>,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('ProductCard', () => {
  it("shows a disabled 'Coming Soon' button and badge when the status is Comming Soon", () => {
    renderCard(base)
    const button = screen.getByRole('button', { name: 'Coming Soon' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull()
    expect(screen.getAllByText('Coming Soon')).toHaveLength(2) // the stock badge and the button
  })

  it('names the category in the page’s language when the reply names it so, and as it is otherwise', () => {
    const { unmount } = renderCard({ ...base, category_label: 'जड़ी-बूटियाँ' })
    expect(screen.getByText('जड़ी-बूटियाँ')).toBeTruthy()
    expect(screen.queryByText('Herbs')).toBeNull()
    unmount()
    renderCard(base)
    expect(screen.getByText('Herbs')).toBeTruthy()
  })

  it("shows the product's own net quantity ('6 × 100g' for the sampler box), not a fixed 100g", () => {
    renderCard({ ...base, name: 'Superfood Sampler Box', size: '6 × 100g' })
    expect(screen.getByTestId('net-quantity').textContent).toBe('6 × 100g')
  })

  it('is also Coming Soon when the stock is 0 even if the status says In Stock', () => {
    renderCard({ ...base, stock: 0, stock_status: 'In Stock' })
    expect((screen.getByRole('button', { name: 'Coming Soon' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Out of stock')).toBeTruthy()
  })

  it('offers Add to Cart for a product in stock, which a visitor can use without signing in', async () => {
    const success = vi.spyOn(toast, 'success')
    localStorage.removeItem('cart')
    renderCard({ ...base, stock: 40, stock_status: 'In Stock' })
    const button = screen.getByRole('button', { name: /^Add to Cart/ })
    expect((button as HTMLButtonElement).disabled).toBe(false)
    await userEvent.click(button)
    expect(success).toHaveBeenCalledWith(messages.cart.added('Giloy Powder'))
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ productId: 118, quantity: 1 }])
    localStorage.removeItem('cart')
  })

  it('shows the percent off, both prices, the rating and links to the product', () => {
    renderCard({ ...base, stock: 40, stock_status: 'In Stock' })
    expect(screen.getByText('14% OFF')).toBeTruthy()
    expect(screen.getByText('₹299.00')).toBeTruthy()
    expect(screen.getByText('₹349.00')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View Details of Giloy Powder' }).getAttribute('href')).toBe(
      '/product/118',
    )
    expect(
      screen.getByRole('button', { name: 'Add to Wishlist: Giloy Powder' }).getAttribute('aria-pressed'),
    ).toBe('false')
  })
})
