// The catalogue CSV's import on PostgreSQL (decision 053): 5,000 rows (1,250 new products of four packs) checked
// and imported into a seeded shop, then the same file with every price changed imported again (5,000 updates).
// Target: each import under 10 s. The module's own calls, as the back office's routes make them, without HTTP.
import { performance } from 'node:perf_hooks'
import { openDatabase } from '#server/db/client.ts'
import { seedCatalogue } from '#server/db/seed/index.ts'
import { createCatalogueCsv } from '#server/modules/catalogue/catalogue-csv.ts'
import { createCatalogueService } from '#server/modules/catalogue/service.ts'
import { startPostgresCluster } from '#server/testing/postgres-cluster.ts'
import { onCleanup } from '../lib/cleanup.ts'
import { table } from '../lib/shop-process.ts'

export const CSV_IMPORT_ROWS = 5_000
export const CSV_IMPORT_TARGET_S = 10

/** A file of `products` new products with four packs each, every price raised by `raise` paise. */
export function benchCatalogueFile(products: number, raise = 0): string {
  const lines = [
    'sku,product_id,name,category,size,price,mrp,weight_grams,barcode,active,stock_status,hsn_code,gst_rate',
  ]
  const sizes = [
    ['100G', '100g', 100],
    ['250G', '250g', 250],
    ['500G', '500g', 500],
    ['1KG', '1kg', 1000],
  ] as const
  for (let i = 1; i <= products; i++)
    for (const [code, size, grams] of sizes) {
      const price = ((grams * 150 + raise) / 100).toFixed(2)
      lines.push(
        `BENCH-${i}-${code},,Bench Powder ${i},Superfoods,${size},${price},${price},${grams},,yes,In Stock,1211,12`,
      )
    }
  return `${lines.join('\r\n')}\r\n`
}

export function catalogueImportVerdicts(r: { firstS: number; againS: number }) {
  return [
    {
      line: `5,000 new rows imported in ${r.firstS.toFixed(2)} s (target < ${CSV_IMPORT_TARGET_S} s)`,
      pass: r.firstS < CSV_IMPORT_TARGET_S,
    },
    {
      line: `5,000 changed rows imported in ${r.againS.toFixed(2)} s (target < ${CSV_IMPORT_TARGET_S} s)`,
      pass: r.againS < CSV_IMPORT_TARGET_S,
    },
  ]
}

export async function runCatalogueImportBench(): Promise<boolean> {
  const cluster = await startPostgresCluster()
  onCleanup(() => cluster.stop())
  const database = await openDatabase({ kind: 'postgres', url: cluster.url(), poolSize: 4 })
  try {
    await seedCatalogue(database.db)
    const csv = createCatalogueCsv({ db: database.db, catalogue: createCatalogueService(database.db) })
    const audit = async () => {}
    const products = CSV_IMPORT_ROWS / 4
    const timed = async (file: string) => {
      const started = performance.now()
      const checked = await csv.check(Buffer.from(file))
      const checkedAt = performance.now()
      const applied = await csv.apply(Buffer.from(file), audit)
      const done = performance.now()
      if (checked.errors.length > 0)
        throw new Error(`the bench's file has errors: ${checked.errors[0]!.message}`)
      return {
        checkS: (checkedAt - started) / 1000,
        applyS: (done - checkedAt) / 1000,
        counts: applied.counts,
      }
    }
    const first = await timed(benchCatalogueFile(products))
    const again = await timed(benchCatalogueFile(products, 500))
    console.info(
      '\nCatalogue CSV import on PostgreSQL (decision 053): a dry run, then the import, all or nothing',
    )
    console.info(
      table([
        {
          file: '5,000 new rows',
          'check s': first.checkS.toFixed(2),
          'import s': first.applyS.toFixed(2),
          ...first.counts,
        },
        {
          file: '5,000 price changes',
          'check s': again.checkS.toFixed(2),
          'import s': again.applyS.toFixed(2),
          ...again.counts,
        },
      ]),
    )
    const verdicts = catalogueImportVerdicts({ firstS: first.applyS, againS: again.applyS })
    for (const v of verdicts) console.info(`${v.pass ? 'PASS' : 'FAIL'} ${v.line}`)
    return verdicts.every((v) => v.pass)
  } finally {
    await database.close()
  }
}
