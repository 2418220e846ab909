import { describe, expect, it } from 'vitest'
import { PAGE_QUERY_PARAMS } from '#domain/page-query.ts'
import { readListingParams, writeListingParams } from './catalogue-view.ts'

// The server keeps one rendered /products per address made of the parameters the page reads (src/domain/page-query.ts,
// decision record 026): a parameter read here but missing there would be given the first visitor's page.

class Recording extends URLSearchParams {
  readonly names = new Set<string>()
  override get(name: string) {
    this.names.add(name)
    return super.get(name)
  }
  override getAll(name: string) {
    this.names.add(name)
    return super.getAll(name)
  }
  override has(name: string, value?: string) {
    this.names.add(name)
    return super.has(name, value)
  }
}

describe("the products screen's query parameters", () => {
  it('are the ones the server keys its rendered page by, read and written', () => {
    const params = new Recording(
      'category=Herbs&min=10&max=900&stock=out&sale=1&new=1&sort=rating&utm_source=ad',
    )
    const read = readListingParams(params)
    expect([...params.names].sort()).toEqual([...(PAGE_QUERY_PARAMS['/products'] ?? [])].sort())
    const written = [...writeListingParams(read.filters, read.sort).keys()]
    expect(written.sort()).toEqual([...(PAGE_QUERY_PARAMS['/products'] ?? [])].sort())
  })
})
