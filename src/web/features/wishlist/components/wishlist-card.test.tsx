import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../../../domain/contracts/catalogue.ts'
import type { Favorite } from '../../../../domain/contracts/wishlist.ts'
import { WishlistCard } from './wishlist-card.tsx'

const product: Product = {
  id: 105,
  name: 'Ashwagandha Powder',
  description: 'Ashwagandha roots, sun-dried and powdered.',
  category: 'Herbs',
  price: 399,
  actual_price: 449,
  discount_percent: 11,
  image_url: '/images/products/ashwagandha-powder-1.svg',
  image_url_1: null,
  image_url_2: null,
  image_url_3: null,
  image_url_4: null,
  rating: 4,
  review_count: 12,
  stock: 40,
  stock_status: 'In Stock',
  size: '100g',
  country_of_origin: 'India',
  best_before_months: 12,
  ingredients: '',
  usage_info: '',
  benefits: [],
  storage_info: '',
  hsn_code: '1211',
  gst_rate: 5,
  featured: false,
  created_at: '2026-01-01T00:00:00Z',
}

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
