import { describe, expect, it } from 'vitest'
import {
  addressFormatErrors,
  addressFromProfile,
  checkoutTotals,
  deliveryWindow,
  describeIssue,
  EMPTY_ADDRESS,
  formatShippingCost,
  missingAddressFields,
  nextCheckoutStep,
  stepStates,
  toAddressBody,
  toCheckoutAmount,
  validateAddress,
} from './checkout-view.ts'

const HYDERABAD = {
  ...EMPTY_ADDRESS,
  first_name: 'Asha',
  last_name: 'Rao',
  mobile: '9848012345',
  street: '12-2-823, Mehdipatnam',
  city: 'Hyderabad',
  state: 'Telangana',
  postal_code: '500028',
}

describe('checkout steps', () => {
  it('moves address -> shipping only after an estimate with options', () => {
    expect(nextCheckoutStep('address', { type: 'estimated', optionCount: 2 })).toBe('shipping')
    expect(nextCheckoutStep('address', { type: 'estimated', optionCount: 0 })).toBe('address')
  })
  it('moves shipping -> payment on order creation and payment -> success when paid', () => {
    expect(nextCheckoutStep('shipping', { type: 'orderCreated' })).toBe('payment')
    expect(nextCheckoutStep('address', { type: 'orderCreated' })).toBe('address')
    expect(nextCheckoutStep('payment', { type: 'paid' })).toBe('success')
    expect(nextCheckoutStep('shipping', { type: 'paid' })).toBe('shipping')
  })
  it('goes back one step, never out of success, and resets to address', () => {
    expect(nextCheckoutStep('payment', { type: 'back' })).toBe('shipping')
    expect(nextCheckoutStep('shipping', { type: 'back' })).toBe('address')
    expect(nextCheckoutStep('address', { type: 'back' })).toBe('address')
    expect(nextCheckoutStep('success', { type: 'back' })).toBe('success')
    expect(nextCheckoutStep('payment', { type: 'reset' })).toBe('address')
  })
  it('marks the indicator', () => {
    expect(stepStates('address')).toEqual(['current', 'upcoming', 'upcoming'])
    expect(stepStates('payment')).toEqual(['complete', 'complete', 'current'])
    expect(stepStates('success')).toEqual(['complete', 'complete', 'complete'])
  })
})

describe('address', () => {
  it('needs the seven required fields; secondary mobile and country are optional', () => {
    expect(validateAddress(HYDERABAD)).toBeNull()
    expect(validateAddress({ ...HYDERABAD, country: '', mobile_secondary: '' })).toBeNull()
    expect(validateAddress({ ...HYDERABAD, city: '  ' })).toBe('Please fill in all required fields.')
    expect(missingAddressFields(EMPTY_ADDRESS)).toEqual([
      'first_name',
      'last_name',
      'mobile',
      'street',
      'city',
      'state',
      'postal_code',
    ])
  })
  it('needs an Indian mobile number and a 6-digit PIN (decision 016), said at the field', () => {
    expect(addressFormatErrors(HYDERABAD)).toEqual({})
    for (const mobile of ['+91 98480 12345', '09848012345', '98480-12345', '919848012345'])
      expect(addressFormatErrors({ ...HYDERABAD, mobile }), mobile).toEqual({})
    for (const mobile of ['12', '5848012345', '98480123', '98480123456'])
      expect(addressFormatErrors({ ...HYDERABAD, mobile }), mobile).toEqual({
        mobile: 'Enter a valid 10-digit Indian mobile number',
      })
    expect(addressFormatErrors({ ...HYDERABAD, mobile_secondary: '4000' })).toEqual({
      mobile_secondary: 'Enter a valid 10-digit Indian mobile number',
    })
    for (const postal_code of ['50002', '050028', '5000288', 'ABCDEF'])
      expect(addressFormatErrors({ ...HYDERABAD, postal_code }), postal_code).toEqual({
        postal_code: 'Enter a valid 6-digit PIN code',
      })
    // blank is the required check's business
    expect(addressFormatErrors({ ...HYDERABAD, mobile: '', postal_code: '' })).toEqual({})
  })
  it('sends trimmed fields, India by default and no blank secondary mobile', () => {
    const body = toAddressBody({ ...HYDERABAD, city: ' Hyderabad ', country: '' })
    expect(body).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '9848012345',
      street: '12-2-823, Mehdipatnam',
      city: 'Hyderabad',
      state: 'Telangana',
      postal_code: '500028',
      country: 'India',
    })
    expect(toAddressBody({ ...HYDERABAD, mobile_secondary: '040 2345 6789' }).mobile_secondary).toBe(
      '040 2345 6789',
    )
  })
  it('fills from the profile, matching the state to the listed spelling', () => {
    const form = addressFromProfile(
      {
        first_name: 'Asha',
        last_name: null,
        phone: '9848012345',
        address_line_1: 'Plot 4',
        address_line_2: 'Banjara Hills',
        city: 'Hyderabad',
        state: 'telangana',
        country: null,
        pincode: '500034',
      },
      'Asha Lakshmi Rao',
    )
    expect(form).toMatchObject({
      first_name: 'Asha',
      last_name: 'Lakshmi Rao',
      street: 'Plot 4, Banjara Hills',
      state: 'Telangana',
      country: 'India',
      postal_code: '500034',
    })
    expect(addressFromProfile(null, 'Ravi').first_name).toBe('Ravi')
    expect(addressFromProfile({ ...form, phone: null, state: 'Atlantis' } as never).state).toBe('')
  })
})

describe('checkout money', () => {
  it('charges the cart after the coupon plus shipping, to the paisa', () => {
    const cart = { total_price: 947, discount_amount: 94.7, total: 852.3 }
    expect(checkoutTotals(cart, null)).toEqual({
      subtotal: 947,
      discount: 94.7,
      shipping: null,
      total: 852.3,
    })
    expect(checkoutTotals(cart, 0.1).total).toBe(852.4)
    expect(checkoutTotals({ total_price: 249, discount_amount: 0, total: 249 }, 40).total).toBe(289)
  })
  it('passes Checkout whole paise', () => {
    expect(toCheckoutAmount(852.3)).toBe(85230)
    expect(toCheckoutAmount(1.005)).toBe(101)
  })
  it('words shipping', () => {
    expect(formatShippingCost(0)).toBe('FREE')
    expect(formatShippingCost(60)).toBe('₹60.00')
    expect(deliveryWindow(1, 2)).toBe('Delivery in 1–2 days')
    expect(deliveryWindow(1, 1)).toBe('Delivery in 1 day')
    expect(deliveryWindow(3, 3)).toBe('Delivery in 3 days')
  })
  it('describes validation issues, with old and new price', () => {
    expect(
      describeIssue({
        action: 'price_updated',
        product_id: 101,
        product_name: 'Moringa Powder',
        issue: 'The price of Moringa Powder changed',
        old_price: 1299,
        new_price: 349,
      }),
    ).toBe('Moringa Powder: price updated from ₹1,299.00 to ₹349.00')
    expect(
      describeIssue({
        action: 'out_of_stock',
        product_id: 102,
        product_name: null,
        issue: 'Product is currently out of stock',
      }),
    ).toBe('Product 102: Product is currently out of stock')
    expect(
      describeIssue({
        action: 'coupon_removed',
        product_id: null,
        product_name: null,
        issue: 'Coupon SAVE10 removed',
      }),
    ).toBe('Coupon SAVE10 removed')
  })
})
