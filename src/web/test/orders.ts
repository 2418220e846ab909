import type { Order } from '#domain/contracts/checkout.ts'

/**
 * An order as the API sends it (GET /orders/{id}), complete: two pouches for ₹598 to Asha Rao in Hyderabad,
 * placed to pay by card and not paid yet; `over` makes it the order a test needs.
 */
export function orderOf(over: Partial<Order> = {}): Order {
  const id = over.id ?? 'SN261123-ABCDEF'
  return {
    id,
    status: 'pending',
    created_at: '2026-11-23T10:00:00Z',
    subtotal: 598,
    discount_amount: 0,
    coupon_code: null,
    total_amount: 598,
    shipping_charge: 0,
    cod_fee: 0,
    cod_confirmation: null,
    shipping_carrier: 'Delhivery',
    shipping_mode: 'standard',
    shipping_address: {
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '9848012345',
      mobile_secondary: null,
      street: '12-2-823, Mehdipatnam',
      city: 'Hyderabad',
      state: 'Telangana',
      postal_code: '500028',
      country: 'India',
    },
    payment_method: 'card',
    payment_detail: null,
    payment_status: 'pending',
    invoice_url: null,
    invoice_number: null,
    tracking_url: null,
    courier_waybill: null,
    courier_status: null,
    razorpay_order_id: 'order_abc',
    razorpay_payment_id: null,
    razorpay_receipt: id,
    razorpay_amount_paisa: 59_800,
    notes: null,
    reservation_expires_at: null,
    item_count: 2,
    refunded_amount: 0,
    can_pay: false,
    ...over,
  }
}
