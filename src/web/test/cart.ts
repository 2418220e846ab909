import type { Cart } from '#domain/contracts/cart.ts'

/**
 * A shopper's cart as the API sends it (GET /cart/checkout/prepare and the cart's routes), complete: one pouch of
 * Moringa Powder at ₹224, and with `coupon` that coupon taking 10% off (₹22.40).
 */
export function moringaCart(coupon?: string): Cart {
  const at = '2026-11-27T10:00:00.000Z'
  return {
    id: 'cart-1',
    user_id: 'u-1',
    total_items: 1,
    item_count: 1,
    total_price: 224,
    discount_amount: coupon ? 22.4 : 0,
    discounted_total: coupon ? 201.6 : null,
    total: coupon ? 201.6 : 224,
    coupon_code: coupon ?? null,
    has_expired: false,
    items: [
      {
        id: 'line-1',
        product_id: 101,
        variant_index: 0,
        sku: 'MORINGA-POWDER-100G',
        size: '100g',
        quantity: 1,
        unit_price: 224,
        actual_price: 249,
        stock_status: 'In Stock',
        in_stock: true,
        total_price: 224,
        product: {
          id: 101,
          name: 'Moringa Powder',
          description: 'Solar-dried moringa leaves, stone-milled.',
          category: 'Superfoods',
          price: 224,
          actual_price: 249,
          image_url: '/images/moringa.webp',
          stock: 40,
          stock_status: 'In Stock',
          size: '100g',
        },
      },
    ],
    created_at: at,
    updated_at: at,
    created_by: 'u-1',
    updated_by: 'u-1',
  }
}
