import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Product } from '#domain/contracts/catalogue.ts'
import type { Favorite } from '#domain/contracts/wishlist.ts'
import { MemoryRouter } from '#web/lib/router.tsx'
import { product as aProduct } from '#web/test/products.ts'
import { WishlistCard } from './wishlist-card.tsx'

const product: Product = aProduct(105, 'Ashwagandha Powder', 'Herbs', {
  description: 'Ashwagandha roots, sun-dried and powdered.',
  price: 399,
  actual_price: 449,
  discount_percent: 11,
  image_url: '/images/products/ashwagandha-powder-1.svg',
  rating: 4,
  review_count: 12,
  stock: 40,
})

function renderCard(p: Product) {
  const item: Favorite = { id: 'f1', product_id: p.id, product: p, created_at: '2026-11-01T00:00:00Z' }
  return render(
    <MemoryRouter>
      <WishlistCard item={item} busy={false} onRemove={() => {}} onMoveToCart={() => {}} />
    </MemoryRouter>,
  )
}

describe('WishlistCard rating (decision 018)', () => {
  it("shows the product's own rating and review count, not a fixed 4.8", () => {
    renderCard(product)
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy()
    expect(screen.getByText(/4\.0 \(12/)).toBeTruthy()
    expect(screen.queryByText(/4\.8/)).toBeNull()
  })

  it("says 'No reviews yet' for a product nobody has reviewed", () => {
    renderCard({ ...product, rating: 0, review_count: 0 })
    expect(screen.getByText('No reviews yet')).toBeTruthy()
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull()
  })
})

describe('WishlistCard in the page’s language (decision 059)', () => {
  it('names the category as the reply names it in the page’s language, as it is otherwise', () => {
    const { unmount } = renderCard({ ...product, category_label: 'మూలికలు' })
    expect(screen.getByText('మూలికలు')).toBeTruthy()
    expect(screen.queryByText('Herbs')).toBeNull()
    unmount()
    renderCard(product)
    expect(screen.getByText('Herbs')).toBeTruthy()
  })
})
