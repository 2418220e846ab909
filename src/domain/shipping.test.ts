import { describe, expect, it } from 'vitest'
import { isServiceablePin, shippingOptions, zoneOf } from './shipping.ts'

const value = { orderValuePaise: 30000, freeThresholdPaise: 50000 }

describe('shipping zones by PIN', () => {
  it.each([
    ['500028', 'same_city'],
    ['509216', 'same_city'],
    ['506001', 'same_state'],
    ['110001', 'metro'],
    ['560034', 'metro'],
    ['641001', 'rest_of_india'],
    ['781001', 'remote'],
    ['190001', 'remote'],
    ['744101', 'remote'],
  ])('%s is %s', (pin, zone) => {
    expect(zoneOf(pin)).toBe(zone)
  })

  it('refuses invalid and unserviceable PINs', () => {
    for (const pin of ['', '12345', '012345', '900001', 'abcdef', '5000281']) {
      expect(isServiceablePin(pin)).toBe(false)
      expect(shippingOptions(pin, value)).toEqual([])
    }
  })
})

describe('shipping options', () => {
  it('offers standard then express, with carrier, days and cost', () => {
    const [std, exp] = shippingOptions('110001', value)
    expect(std).toMatchObject({
      carrier: 'Delhivery',
      service_level: 'standard',
      cost: 6000,
      delivery_days_min: 3,
      delivery_days_max: 5,
    })
    expect(exp).toMatchObject({ carrier: 'Blue Dart', service_level: 'express', cost: 12900 })
  })

  it('makes standard free at the threshold and offers no express to remote areas', () => {
    expect(shippingOptions('110001', { ...value, orderValuePaise: 50000 })[0]!.cost).toBe(0)
    expect(shippingOptions('110001', { ...value, orderValuePaise: 49999 })[0]!.cost).toBe(6000)
    expect(shippingOptions('781001', value).map((o) => o.service_level)).toEqual(['standard'])
  })
})
