import { describe, expect, it } from 'vitest'
import { shortenModuleIds } from './short-module-ids.ts'

describe('the bundler’s module names, shortened', () => {
  it('gives each name defined in any chunk one short name, the same in every chunk, and leaves other text', () => {
    const out = shortenModuleIds({
      'a.js': 'var c=r(`use-cart-BxkaHEmK`);t(`cart.en-kirrbWAQ`,(t=>{x(`Not a module-AAAAAAAA`)}))',
      'b.js': 't(`use-cart-BxkaHEmK`,(t=>{var i=r(`cart.en-kirrbWAQ`)}));y(`use-cart-BxkaHEmK`)',
    })
    expect(out).toEqual({
      'a.js': 'var c=r(`_1`);t(`_0`,(t=>{x(`Not a module-AAAAAAAA`)}))',
      'b.js': 't(`_1`,(t=>{var i=r(`_0`)}));y(`_1`)',
    })
  })

  it('changes nothing where no module is registered by name', () => {
    const chunks = { 'c.js': 'const s=`use-cart-BxkaHEmK`;import("./x.js")' }
    expect(shortenModuleIds(chunks)).toEqual(chunks)
  })
})
