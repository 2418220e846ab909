import type { Product, ProductDetail } from '#domain/contracts/catalogue.ts'

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

/**
 * Moringa as GET /products/101 sends it with its three packs (decision 041): 100 g is the product's own (₹349,
 * MRP ₹449, 146 in stock), 250 g ₹799 (MRP ₹999, 60 in stock), 500 g ₹1,499 (MRP ₹1,899, 8 left).
 */
export const moringaWithPacks: ProductDetail = {
  ...moringa,
  packs: [
    {
      variant_index: 0,
      sku: 'MORINGA-POWDER-100G',
      size: '100g',
      price: 349,
      actual_price: 449,
      discount_percent: 22,
      weight_grams: 100,
      barcode: null,
      stock_status: 'In Stock',
      in_stock: true,
      stock: 146,
    },
    {
      variant_index: 1,
      sku: 'MORINGA-POWDER-250G',
      size: '250g',
      price: 799,
      actual_price: 999,
      discount_percent: 20,
      weight_grams: 250,
      barcode: null,
      stock_status: 'In Stock',
      in_stock: true,
      stock: 60,
    },
    {
      variant_index: 2,
      sku: 'MORINGA-POWDER-500G',
      size: '500g',
      price: 1499,
      actual_price: 1899,
      discount_percent: 21,
      weight_grams: 500,
      barcode: null,
      stock_status: 'Low Stock',
      in_stock: true,
      stock: 8,
    },
  ],
}
