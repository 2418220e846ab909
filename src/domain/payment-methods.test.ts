import { describe, expect, it } from 'vitest'
import { maskVpa, methodOfPayment, paymentMethodLabel } from './payment-methods.ts'

describe('payment methods', () => {
  it('reads the method and its detail from a payment entity', () => {
    expect(methodOfPayment({ method: 'upi', vpa: 'asha.k@okhdfc' })).toEqual({
      method: 'upi',
      detail: 'as•••@okhdfc',
    })
    expect(methodOfPayment({ method: 'netbanking', bank: 'HDFC' })).toEqual({
      method: 'netbanking',
      detail: 'HDFC Bank',
    })
    expect(methodOfPayment({ method: 'wallet', wallet: 'paytm' })).toEqual({
      method: 'wallet',
      detail: 'Paytm',
    })
    expect(methodOfPayment({ method: 'wallet', wallet: 'freecharge' }).detail).toBe('freecharge')
    expect(methodOfPayment({ method: 'card', card: { network: 'Visa', last4: '1111' } })).toEqual({
      method: 'card',
      detail: 'Visa •••• 1111',
    })
    expect(methodOfPayment({})).toEqual({ method: 'card', detail: null })
  })

  it('masks a VPA so it is recognisable but not reusable', () => {
    expect(maskVpa('success@razorpay')).toBe('su•••@razorpay')
    expect(maskVpa('a@upi')).toBe('a•••@upi')
    expect(maskVpa('nohandle')).toBe('nohandle')
  })

  it('names methods as shoppers know them', () => {
    expect(paymentMethodLabel('upi')).toBe('UPI')
    expect(paymentMethodLabel('netbanking', 'HDFC Bank')).toBe('Netbanking · HDFC Bank')
    expect(paymentMethodLabel('cod')).toBe('Cash on Delivery')
    expect(paymentMethodLabel('online')).toBe('Online payment')
    expect(paymentMethodLabel('bank_transfer')).toBe('Bank transfer')
  })
})
