// The catalogue as CSV (decision 053): one row per pack (SKU), its product's fields repeated on each of its rows.
// Staff export it, change it in a spreadsheet and import it back: by SKU, a row updates its pack and product, or adds
// a pack to a product (product_id given) or a new product (product_id empty, the rows of one new product sharing its
// name). The stock column is read only: stock changes through the ledger (a stock take), never through this file.
import { STOCK_STATUSES } from './contracts/admin-catalogue.ts'
import { csvRecords, toCsv } from './csv.ts'
import { gtinProblem } from './gtin.ts'
import { paiseOfRupeesText, rupeesText } from './money.ts'
import { COMING_SOON_STATUS } from './stock.ts'

export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'product_id',
  'name',
  'category',
  'size',
  'price',
  'mrp',
  'weight_grams',
  'barcode',
  'active',
  'stock_status',
  'hsn_code',
  'gst_rate',
  'stock',
] as const
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number]

export const CATALOGUE_CSV_MAX_ROWS = 20_000
/** The product's stock status as the file writes it; 'Coming Soon' is read as the wire's own spelling too. */
export const CATALOGUE_STOCK_STATUSES = STOCK_STATUSES
export const CATALOGUE_GST_RATES = [0, 5, 12, 18, 28] as const

/** A row as the file gives it, checked: money in paise, yes/no as booleans. */
export interface CatalogueCsvRow {
  line: number
  sku: string
  productId: number | null
  name: string
  category: string
  size: string
  pricePaise: number
  mrpPaise: number
  weightGrams: number
  barcode: string | null
  active: boolean
  stockStatus: string
  hsnCode: string
  gstRate: number
}

export interface CatalogueCsvProblem {
  line: number
  column: CatalogueCsvColumn | null
  message: string
}

export const catalogueCsvMessages = {
  notCsv:
    'The file is not a CSV text file: export the catalogue, change it in a spreadsheet and save it as CSV',
  empty: 'The file has no rows: a header line, then one row per SKU',
  missingFile: 'Choose the catalogue CSV file to import',
  tooLarge: (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
  tooManyRows: (max: number) => `A catalogue file has at most ${max.toLocaleString('en-IN')} rows`,
  columns: (found: string) =>
    `The columns must be ${CATALOGUE_CSV_COLUMNS.join(',')} (the export's header; stock may be left out), not: ${found}`,
  cellCount: (n: number, expected: number) => `${expected} cells expected, found ${n}`,
  required: (what: string) => `${what} is required`,
  sku: 'letters, digits and dashes only, starting with a letter or digit, at most 40',
  productId: 'a product number from the export, or empty for a new product',
  tooLong: (max: number) => `at most ${max} characters`,
  rupees: (what: string) => `${what}: rupees with at most two decimals, like 249 or 249.50`,
  priceAboveMrp: 'The price cannot be above the MRP',
  weight: 'a whole number of grams from 1 to 100,000',
  yesNo: 'yes or no',
  stockStatus: `one of: ${CATALOGUE_STOCK_STATUSES.join(', ')}`,
  hsn: 'The HSN code must be 4, 6 or 8 digits',
  gst: `one of ${CATALOGUE_GST_RATES.join(', ')} (per cent)`,
  category: (known: readonly string[]) => `one of the shop's categories: ${known.join(', ')}`,
  duplicateSku: (line: number) => `the same SKU as line ${line}`,
  differs: (column: string, line: number) =>
    `${column} differs from line ${line}, a row of the same product: a product's fields are the same on all its rows`,
  unknownProduct: (id: number) => `no product #${id} in the shop (leave product_id empty for a new product)`,
  skuOfOther: (sku: string, id: number) =>
    `SKU ${sku} is a pack of product #${id}, not of this row's product_id`,
  nameTaken: (name: string, id: number) =>
    `a product named ${name} already exists (#${id}): give its product_id to add this pack to it, or another name`,
  nameTwice: (line: number) => `the same name as the new product of line ${line} with a different product_id`,
  tooManyPacks: (max: number) => `a product has at most ${max} packs`,
  defaultInactive: "a product's first pack stays on sale: set another pack inactive, or archive the product",
  changedSince:
    'The catalogue changed since you checked this file (another save or import): check it again to see what it does now.',
  refused: (n: number, first: string[]) =>
    `Nothing was imported: the file has ${n} ${n === 1 ? 'error' : 'errors'} (${first.slice(0, 3).join('; ')}${n > 3 ? '; …' : ''}). Check it again to see each with its line and column.`,
} as const

/**
 * The file's rows checked one by one (what a row alone can say), with every problem by line and column; the file is
 * refused whole (`fatal`) when it is not the catalogue's CSV at all.
 */
export function readCatalogueCsv(
  text: string,
  knownCategories: readonly string[],
): { rows: CatalogueCsvRow[]; problems: CatalogueCsvProblem[] } | { fatal: string } {
  const records = csvRecords(text)
  if (records.length === 0) return { fatal: catalogueCsvMessages.empty }
  const header = records[0]!.cells.map((c) => c.trim().toLowerCase())
  const withStock = header.length === CATALOGUE_CSV_COLUMNS.length
  const expected = withStock ? CATALOGUE_CSV_COLUMNS : CATALOGUE_CSV_COLUMNS.slice(0, -1)
  if (header.length !== expected.length || header.some((h, i) => h !== expected[i]))
    return { fatal: catalogueCsvMessages.columns(header.join(',').slice(0, 120)) }
  const body = records.slice(1)
  if (body.length === 0) return { fatal: catalogueCsvMessages.empty }
  if (body.length > CATALOGUE_CSV_MAX_ROWS)
    return { fatal: catalogueCsvMessages.tooManyRows(CATALOGUE_CSV_MAX_ROWS) }

  const rows: CatalogueCsvRow[] = []
  const problems: CatalogueCsvProblem[] = []
  const categories = new Map(knownCategories.map((c) => [c.toLowerCase(), c]))
  for (const { line, cells } of body) {
    if (cells.length !== expected.length) {
      problems.push({
        line,
        column: null,
        message: catalogueCsvMessages.cellCount(cells.length, expected.length),
      })
      continue
    }
    // the export writes a cell a spreadsheet would run as a formula with a leading ' (csv.ts): read back without it
    const cell = (c: CatalogueCsvColumn) =>
      cells[CATALOGUE_CSV_COLUMNS.indexOf(c)]!.trim().replace(/^'(?=[=+\-@])/, '')
    const before = problems.length
    const bad = (column: CatalogueCsvColumn, message: string) => problems.push({ line, column, message })

    const sku = cell('sku').toUpperCase()
    if (!sku) bad('sku', catalogueCsvMessages.required('SKU'))
    else if (!/^[A-Z0-9][A-Z0-9-]{0,39}$/.test(sku)) bad('sku', catalogueCsvMessages.sku)
    const idText = cell('product_id')
    const productId = idText === '' ? null : /^\d{1,9}$/.test(idText) ? Number(idText) : Number.NaN
    if (Number.isNaN(productId)) bad('product_id', catalogueCsvMessages.productId)
    const name = cell('name')
    if (!name) bad('name', catalogueCsvMessages.required('Name'))
    else if (name.length > 120) bad('name', catalogueCsvMessages.tooLong(120))
    const category = categories.get(cell('category').toLowerCase())
    if (!category) bad('category', catalogueCsvMessages.category(knownCategories))
    const size = cell('size')
    if (!size) bad('size', catalogueCsvMessages.required('Net quantity'))
    else if (size.length > 40) bad('size', catalogueCsvMessages.tooLong(40))
    const price = paiseOfRupeesText(cell('price'))
    if (price === undefined) bad('price', catalogueCsvMessages.rupees('Price'))
    const mrp = paiseOfRupeesText(cell('mrp'))
    if (mrp === undefined) bad('mrp', catalogueCsvMessages.rupees('MRP'))
    if (price !== undefined && mrp !== undefined && price > mrp)
      bad('price', catalogueCsvMessages.priceAboveMrp)
    const weightText = cell('weight_grams')
    const weight = /^\d{1,6}$/.test(weightText) ? Number(weightText) : Number.NaN
    // 0: a pack not weighed yet, kept as it is (the plan refuses it on a new or changed pack)
    if (!(weight >= 0 && weight <= 100_000)) bad('weight_grams', catalogueCsvMessages.weight)
    const barcodeText = cell('barcode')
    const barcodeProblem = barcodeText === '' ? undefined : gtinProblem(barcodeText)
    if (barcodeProblem) bad('barcode', barcodeProblem)
    const activeText = cell('active').toLowerCase()
    const active = ['yes', 'true', '1'].includes(activeText)
      ? true
      : ['no', 'false', '0'].includes(activeText)
        ? false
        : undefined
    if (active === undefined) bad('active', catalogueCsvMessages.yesNo)
    const statusText = cell('stock_status').toLowerCase()
    const stockStatus = CATALOGUE_STOCK_STATUSES.find(
      (s) => s.toLowerCase() === statusText || (s === COMING_SOON_STATUS && statusText === 'coming soon'),
    )
    if (!stockStatus) bad('stock_status', catalogueCsvMessages.stockStatus)
    const hsnCode = cell('hsn_code')
    if (!/^(\d{4}|\d{6}|\d{8})$/.test(hsnCode)) bad('hsn_code', catalogueCsvMessages.hsn)
    const gstText = cell('gst_rate').replace(/%$/, '').trim()
    const gstRate = CATALOGUE_GST_RATES.find((r) => String(r) === gstText)
    if (gstRate === undefined) bad('gst_rate', catalogueCsvMessages.gst)
    if (problems.length > before) continue
    rows.push({
      line,
      sku,
      productId,
      name,
      category: category!,
      size,
      pricePaise: price!,
      mrpPaise: mrp!,
      weightGrams: weight,
      barcode: barcodeText === '' ? null : barcodeText,
      active: active!,
      stockStatus: stockStatus!,
      hsnCode,
      gstRate: gstRate!,
    })
  }
  return { rows, problems }
}

/** A pack as the export writes it: a row's fields, its product's number, and its stock (read only). */
export interface CatalogueCsvPack extends Omit<CatalogueCsvRow, 'line' | 'productId'> {
  productId: number
  stock: number
}

/** The export: the header, then one row per pack, a product's packs in their order. */
export function catalogueCsv(packs: CatalogueCsvPack[]): string {
  return toCsv(
    [...CATALOGUE_CSV_COLUMNS],
    packs.map((p) => [
      p.sku,
      p.productId,
      p.name,
      p.category,
      p.size,
      rupeesText(p.pricePaise),
      rupeesText(p.mrpPaise),
      p.weightGrams,
      p.barcode ?? '',
      p.active ? 'yes' : 'no',
      p.stockStatus,
      p.hsnCode,
      p.gstRate,
      p.stock,
    ]),
  )
}
