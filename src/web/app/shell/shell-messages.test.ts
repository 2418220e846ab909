import { describe, expect, it } from 'vitest'
import { catalogueMessages } from '#domain/messages-catalogue.ts'
import { pageLoadingMessages } from '#domain/messages-page-loading.ts'
import { DEFAULT_TAGLINE } from '#domain/splash.ts'
import { shellEn } from '#web/lib/i18n/messages/shell.en.ts'
import { shellHi } from '#web/lib/i18n/messages/shell.hi.ts'
import { shellMl } from '#web/lib/i18n/messages/shell.ml.ts'
import { shellTe } from '#web/lib/i18n/messages/shell.te.ts'
import { shellMoreEn } from '#web/lib/i18n/messages/shell-more.en.ts'
import { shellMoreHi } from '#web/lib/i18n/messages/shell-more.hi.ts'
import { shellMoreMl } from '#web/lib/i18n/messages/shell-more.ml.ts'
import { shellMoreTe } from '#web/lib/i18n/messages/shell-more.te.ts'

// The shell's texts (decision 058): the spec's English unchanged, and Hindi, Telugu and Malayalam written for every
// key.
describe("the shell's messages", () => {
  it("keeps the spec's English texts exactly", () => {
    expect(shellEn['search.noProductsFound']).toBe(catalogueMessages.noProductsFound)
    expect(shellEn['search.tryDifferent']).toBe(catalogueMessages.tryDifferentSearch)
    expect(shellEn['shell.loadingProduct']).toBe(pageLoadingMessages.product)
    expect(shellMoreEn['splash.tagline']).toBe(DEFAULT_TAGLINE)
  })

  it('has Hindi, Telugu and Malayalam for every key, in their own scripts, never the English left in place', () => {
    for (const [name, catalogue, script] of [
      ['hi', { ...shellHi, ...shellMoreHi }, /[\u0900-\u097F]/],
      ['te', { ...shellTe, ...shellMoreTe }, /[\u0C00-\u0C7F]/],
      ['ml', { ...shellMl, ...shellMoreMl }, /[\u0D00-\u0D7F]/],
    ] as const) {
      expect(Object.keys(catalogue).sort(), name).toEqual(Object.keys({ ...shellEn, ...shellMoreEn }).sort())
      for (const [key, message] of Object.entries(catalogue)) {
        const text = typeof message === 'string' ? message : message.other
        expect(text, `${name}: ${key}`).toMatch(script)
      }
    }
  })
})
