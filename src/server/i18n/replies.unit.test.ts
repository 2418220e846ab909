// Every reply the server says to a shopper, in every language (decision 061): read back from its English, said in
// the language's script, with what it was given shown.
import { describe, expect, it } from 'vitest'
import { formatPaise, formatRupeesWhole } from '#domain/money.ts'
import { type Replies, repliesEn } from './replies.en.ts'
import { repliesHi } from './replies.hi.ts'
import { repliesKn } from './replies.kn.ts'
import { repliesMl } from './replies.ml.ts'
import { repliesTa } from './replies.ta.ts'
import { repliesTe } from './replies.te.ts'
import { type ReplyLanguage, readableForms, sayIn } from './replies.ts'
import { languageAsked } from './reply-hook.ts'

const LANGUAGES: [ReplyLanguage, Replies, RegExp][] = [
  ['hi', repliesHi, /[\u0900-\u097F]/],
  ['te', repliesTe, /[\u0C00-\u0C7F]/],
  ['ta', repliesTa, /[\u0B80-\u0BFF]/],
  ['kn', repliesKn, /[\u0C80-\u0CFF]/],
  ['ml', repliesMl, /[\u0D00-\u0D7F]/],
]

const entries = Object.entries(repliesEn).flatMap(([group, texts]) =>
  Object.entries(texts as Record<string, unknown>).map(([key, said]) => ({ group, key, said })),
)
const textsOf = (replies: Replies, group: string) =>
  (replies as unknown as Record<string, Record<string, unknown>>)[group] ?? {}

describe('reading the English back', () => {
  it('reads back every function of the replies, each of its forms', () => {
    const functions = entries.filter((e) => typeof e.said === 'function').map((e) => `${e.group}.${e.key}`)
    const readable = readableForms()
    expect(readable.map((f) => f.name).sort()).toEqual(functions.sort())
    // the forms chosen by their arguments: none, one and several tries left; none, one and several orders
    expect(readable.find((f) => f.name === 'auth.otpWrong')?.probes).toBe(3)
    expect(readable.find((f) => f.name === 'guest.claimed')?.probes).toBe(3)
    expect(readable.find((f) => f.name === 'orders.cannotCancel')?.probes).toBe(3)
  })
})

describe.each(LANGUAGES)('%s', (lang, replies, script) => {
  it('has every text, in its own script, none left in English', async () => {
    for (const { group, key, said } of entries) {
      const other = textsOf(replies, group)[key]
      expect(typeof other, `${group}.${key}`).toBe(typeof said)
      if (typeof said !== 'string') continue
      expect(other, `${group}.${key}`).toMatch(script)
      expect(await sayIn(lang, said)).toBe(other)
    }
  })

  it('says the spec messages made from arguments with those arguments shown', async () => {
    const cases: [string, string[]][] = [
      [repliesEn.cart.onlyLeft(7), ['7']],
      [repliesEn.cart.onlyLeftOf(3, 'Moringa Powder'), ['3', 'Moringa Powder']],
      [repliesEn.cart.couponGone('WELCOME10', '₹1,249.00'), ['WELCOME10', '₹1,249.00']],
      [repliesEn.coupons.belowMinimum(49_900), [formatPaise(49_900)]],
      [repliesEn.cashOnDelivery.limit(500_000), [formatRupeesWhole(500_000)]],
      [repliesEn.auth.otpWrong(3), ['3']],
      [repliesEn.auth.otpResendWait(27), ['27']],
      [repliesEn.account.welcome('asha@example.in'), ['asha@example.in']],
      [repliesEn.guest.claimed(4), ['4']],
      [repliesEn.orders.cannotCancel('shipped'), []],
      [repliesEn.returns.windowClosed(7), ['7']],
      [repliesEn.returns.tooMany('Amla Powder', 2), ['Amla Powder', '2']],
      [repliesEn.shipping.pinInAnotherState('500001', 'Telangana'), ['500001']],
      [repliesEn.profile.tooLarge(5_000_000), ['5']],
      [repliesEn.returns.photoTooLarge('leaf.jpg', 8 * 1024 * 1024), ['leaf.jpg', '8']],
    ]
    for (const [english, shown] of cases) {
      const said = await sayIn(lang, english)
      expect(said, english).not.toBe(english)
      expect(said, english).toMatch(script)
      for (const s of shown) expect(said, english).toContain(s)
    }
  })

  it('says each form of a message chosen by its arguments', async () => {
    const forms = [
      [repliesEn.auth.otpWrong(0), replies.auth.otpWrong(0)],
      [repliesEn.auth.otpWrong(1), replies.auth.otpWrong(1)],
      [repliesEn.auth.otpWrong(4), replies.auth.otpWrong(4)],
      [repliesEn.guest.claimed(0), replies.guest.claimed(0)],
      [repliesEn.guest.claimed(1), replies.guest.claimed(1)],
      [repliesEn.orders.cannotCancel('cancelled'), replies.orders.cannotCancel('cancelled')],
      [repliesEn.orders.cannotCancel('expired'), replies.orders.cannotCancel('expired')],
    ] as const
    for (const [english, other] of forms) expect(await sayIn(lang, english)).toBe(other)
    expect(new Set(forms.map(([, other]) => other)).size).toBe(forms.length)
  })

  it("says each of a refused body's problems, and leaves any other text as it is", async () => {
    const joined = `${repliesEn.profile.phoneInvalid}; ${repliesEn.profile.pincodeInvalid}`
    expect(await sayIn(lang, joined)).toBe(
      `${replies.profile.phoneInvalid}; ${replies.profile.pincodeInvalid}`,
    )
    expect(await sayIn(lang, 'Moringa Powder')).toBe('Moringa Powder')
    expect(await sayIn(lang, 'quantity: Too big: expected number to be <=99')).toBe(
      'quantity: Too big: expected number to be <=99',
    )
  })
})

describe('the language a request asks for', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,te;q=0.8', 'en'],
    ['fr-FR, ta;q=0.5, kn;q=0.6', 'kn'],
    ['TE-in', 'te'],
    ['ml;q=0, hi;q=0.1', 'hi'],
    ['de, fr', 'en'],
    ['hi;q=abc, te', 'te'],
  ])('%s → %s', (header, lang) => {
    expect(languageAsked(header)).toBe(lang)
  })
})
