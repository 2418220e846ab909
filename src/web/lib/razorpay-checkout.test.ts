import { afterEach, describe, expect, it } from 'vitest'
import { loadCheckoutScript, type RazorpayConstructor } from './razorpay-checkout.ts'

const scripts = () => document.head.querySelectorAll('script[data-checkout-script]')

afterEach(() => {
  for (const s of scripts()) s.remove()
  delete window.Razorpay
})

describe('loadCheckoutScript', () => {
  it('adds one <script src> however often it is asked, and resolves with window.Razorpay', async () => {
    const first = loadCheckoutScript('/test-gateway/checkout.js')
    const second = loadCheckoutScript('/test-gateway/checkout.js')
    expect(scripts()).toHaveLength(1)
    expect(scripts()[0]?.getAttribute('src')).toBe('/test-gateway/checkout.js')
    const Razorpay = class {} as unknown as RazorpayConstructor
    window.Razorpay = Razorpay
    scripts()[0]!.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBe(Razorpay)
    await expect(second).resolves.toBe(Razorpay)
    // Already loaded: no new tag.
    await expect(loadCheckoutScript('/test-gateway/checkout.js')).resolves.toBe(Razorpay)
    expect(scripts()).toHaveLength(1)
  })

  it('rejects when the script fails, and tries afresh next time', async () => {
    const failed = loadCheckoutScript('/nowhere.js')
    scripts()[0]!.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toThrow(/failed to load/)
    expect(scripts()).toHaveLength(0)
    void loadCheckoutScript('/nowhere.js').catch(() => {})
    expect(scripts()).toHaveLength(1)
  })
})
