import { describe, expect, it } from 'vitest'
import { readCatalogueCsv } from '#domain/catalogue-csv.ts'
import { benchCatalogueFile, catalogueImportVerdicts } from './catalogue-import.ts'

describe('the catalogue import bench', () => {
  it('makes a file the import reads whole: four packs a product, prices raised as asked', () => {
    const read = readCatalogueCsv(benchCatalogueFile(3, 500), ['Superfoods', 'Herbs'])
    if ('fatal' in read) throw new Error(read.fatal)
    expect(read.problems).toEqual([])
    expect(read.rows).toHaveLength(12)
    expect(read.rows[0]).toMatchObject({ sku: 'BENCH-1-100G', productId: null, pricePaise: 15500 })
  })

  it('fails a figure at or over 10 s', () => {
    expect(catalogueImportVerdicts({ firstS: 9.99, againS: 10 }).map((v) => v.pass)).toEqual([true, false])
  })
})
