import type { Product } from '#domain/contracts/catalogue.ts'

/**
 * A product as the API sends it (GET /products, /products/:id), complete, so a test names only what it is
 * about: by default in stock, ₹299 with no discount, rated 4.5 by 10 reviews.
 */
export function product(id: number, name: string, category: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    name,
    description: `${name}, solar-dried and stone-milled.`,
    category,
    price: 299,
    actual_price: 299,
    discount_percent: 0,
    image_url: `/images/products/${id}.svg`,
    image_url_1: null,
    image_url_2: null,
    image_url_3: null,
    image_url_4: null,
    rating: 4.5,
    review_count: 10,
    stock: 50,
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
    ...extra,
  }
}

/** The shop's flagship as the product page shows it: ₹349, MRP ₹449 (22% off), 146 in stock. */
export const moringa: Product = product(101, 'Moringa Powder', 'Superfoods', {
  description: 'Shade-dried moringa leaves, stone-ground.',
  price: 349,
  actual_price: 449,
  discount_percent: 22,
  image_url: '/images/products/moringa-powder-1.svg',
  rating: 4.6,
  review_count: 7,
  stock: 146,
})
