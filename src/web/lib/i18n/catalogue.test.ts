import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, translate } from './catalogue.ts'
import { localisedPath, splitLanguagePath } from './languages.ts'
import { en } from './messages/en.ts'
import { hi } from './messages/hi.ts'
import { ml } from './messages/ml.ts'
import { te } from './messages/te.ts'

describe('message catalogues', () => {
  it('hi, te and ml have every English key, with the same placeholders', () => {
    for (const lang of ['hi', 'te', 'ml'] as const) {
      for (const key of Object.keys(en)) {
        const message = { hi, te, ml }[lang][key as keyof typeof en]
        expect(message, `${lang}: ${key}`).toBeDefined()
        const names = (m: unknown) => [...JSON.stringify(m).matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort()
        expect(new Set(names(message)), `${lang}: ${key}`).toEqual(new Set(names(en[key as keyof typeof en])))
      }
    }
  })

  it('never shows a key or an unfilled placeholder', () => {
    expect(translate('hi', 'language.offer', { language: 'हिन्दी' })).toBe('क्या आप यह दुकान हिन्दी में देखना चाहेंगे?')
    expect(translate('te', 'cart.items', { count: 1 })).toBe('1 వస్తువు')
    expect(translate('te', 'cart.items', { count: 3 })).toBe('3 వస్తువులు')
    expect(translate('ml', 'cart.items', { count: 1 })).toBe('1 സാധനം')
    expect(translate('ml', 'cart.items', { count: 3 })).toBe('3 സാധനങ്ങൾ')
    expect(translate('en', 'cart.items', { count: 1 })).toBe('1 item')
    // ta has no catalogue yet: English, not the key.
    expect(translate('ta', 'language.switch')).toBe('Language')
  })
})

describe('Indian formats', () => {
  it('groups rupees in lakhs', () => {
    expect(formatMoney('en', 10_000_000)).toBe('₹1,00,000')
    expect(formatMoney('hi', 12_345_650)).toBe('₹1,23,456.50')
  })
  it("writes dates in the shopper's language", () => {
    const date = new Date('2026-11-27T06:00:00Z')
    expect(formatDate('hi', date)).toBe('27 नवंबर 2026')
    expect(formatDate('ml', date)).toBe('2026 നവംബർ 27')
    expect(formatDate('en', date)).toBe('27 November 2026')
  })
})

describe('language addresses', () => {
  it('splits and builds prefixed paths; English keeps its address', () => {
    expect(splitLanguagePath('/hi/products')).toEqual({ lang: 'hi', path: '/products' })
    expect(splitLanguagePath('/te')).toEqual({ lang: 'te', path: '/' })
    expect(splitLanguagePath('/products')).toEqual({ lang: 'en', path: '/products' })
    expect(splitLanguagePath('/xx/products')).toEqual({ lang: 'en', path: '/xx/products' })
    expect(localisedPath('te', '/product/101')).toBe('/te/product/101')
    expect(localisedPath('en', '/cart')).toBe('/cart')
  })
})
