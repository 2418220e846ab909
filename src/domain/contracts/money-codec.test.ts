// The money codec of the contracts (decision 039): rupees on the wire, paise inside.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dataReply, money, moneyInput, moneyOf, moneyOnRecord } from './common.ts'

const reply = dataReply(z.object({ total: money, refund: money.nullable(), fee: money.optional() }))
const body = z.object({
  amount: moneyInput(
    z
      .number({ error: 'The amount is a number of rupees' })
      .positive({ error: 'The amount must be above zero' }),
    'The amount can have at most two decimals',
  ),
})

describe('money codec', () => {
  it('encodes paise as wire rupees and decodes them back, for 0, 349.5 and a large order', () => {
    for (const [paise, rupees] of [
      [0, 0],
      [34950, 349.5],
      [34900, 349],
      [1, 0.01],
      [123456789, 1234567.89],
      [900719925474099, 9007199254740.99],
    ] as const) {
      expect(z.encode(money, paise)).toBe(rupees)
      expect(z.decode(money, rupees)).toBe(paise)
    }
  })

  it("keeps a record (an audit line) in the wire's rupees", () => {
    expect(moneyOnRecord(34950)).toBe(349.5)
    expect(moneyOnRecord(-100)).toBe(-1)
  })

  it('carries negative amounts (a credit note, a refund) both ways', () => {
    expect(z.encode(money, -34950)).toBe(-349.5)
    expect(z.decode(money, -349.5)).toBe(-34950)
    expect(z.decode(money, -0.005)).toBe(-1)
  })

  it('rounds a half paisa away from zero when decoding a number that has more decimals', () => {
    expect(z.decode(money, 0.005)).toBe(1)
    expect(z.decode(money, 1.005)).toBe(101)
    expect(z.decode(money, 349.994)).toBe(34999)
    expect(z.decode(money, 349.995)).toBe(35000)
  })

  it('refuses to encode a fraction of a paisa rather than rounding a reply in silence', () => {
    expect(() => z.encode(money, 10.5)).toThrow(RangeError)
    expect(() => z.encode(reply, { success: true, data: { total: 10.5, refund: null } })).toThrow()
  })

  it('encodes a whole reply, nullable and optional fields included', () => {
    expect(z.encode(reply, { success: true, data: { total: 34950, refund: null } })).toEqual({
      success: true,
      data: { total: 349.5, refund: null },
    })
    expect(reply.parse({ success: true, data: { total: 349.5, refund: 12.3, fee: 40 } }).data).toEqual({
      total: 34950,
      refund: 1230,
      fee: 4000,
    })
  })

  it("refuses a request's NaN, a string and three decimals with the field's own message", () => {
    const messages = (amount: unknown) => body.safeParse({ amount }).error?.issues.map((i) => i.message)
    expect(messages(Number.NaN)).toEqual(['The amount is a number of rupees'])
    expect(messages('349.50')).toEqual(['The amount is a number of rupees'])
    expect(messages(349.555)).toEqual(['The amount can have at most two decimals'])
    expect(messages(0)).toEqual(['The amount must be above zero'])
    expect(body.parse({ amount: 349.55 })).toEqual({ amount: 34955 })
  })

  it('decodes a query parameter given as text', () => {
    const query = z.object({ value: moneyOf(z.coerce.number().min(0).default(0)) })
    expect(query.parse({ value: '1299.5' })).toEqual({ value: 129950 })
    expect(query.parse({})).toEqual({ value: 0 })
  })

  it('documents the wire in OpenAPI as it was, a number in rupees, for requests and replies alike', () => {
    const plain = z.object({ a: z.number().describe('Amount in rupees (INR), two decimals at most') })
    const coded = z.object({ a: money })
    for (const io of ['input', 'output'] as const)
      expect(z.toJSONSchema(coded, { io })).toEqual(z.toJSONSchema(plain, { io }))
    expect(z.toJSONSchema(z.object({ a: money.describe('x') }), { io: 'output' }).properties).toEqual({
      a: { type: 'number', description: 'x' },
    })
  })
})
