// What the COD remittance import says to staff (decision 046, amended: COD remittance): a file refused whole, or a
// row's error by its line and column.
export const remittanceMessages = {
  noCourier: 'No courier is set up: import the courier’s remittance report (CSV) instead',
  courierFailed: (reason: string) => `The courier could not list its remittances: ${reason}`,
  imported: (n: number) => (n === 1 ? '1 remittance imported' : `${n} remittances imported`),
  notCsv:
    'The file is not a CSV text file (a remittance report: awb or order_id, remitted_amount, utr, remitted_on)',
  empty: 'The remittance report has no row',
  missingFile: 'Choose the courier’s remittance report (a CSV file)',
  tooLarge: (maxBytes: number) => `The file is larger than ${Math.floor(maxBytes / 1024)} KB`,
  tooManyLines: (max: number) => `A remittance report has at most ${max} rows`,
  columns: (missing: string[]) =>
    `The header must name ${missing.join(', ')} (accepted columns: awb or order_id, remitted_amount, utr, remitted_on, and cod_amount)`,
  cellCount: (expected: number, found: number) => `${expected} cells expected, ${found} found`,
  noKey: 'give the AWB or the order id',
  amount: 'an amount in rupees, e.g. 1250 or 1,250.50',
  utr: 'the UTR (bank reference) is missing',
  date: 'a date as YYYY-MM-DD or DD-MM-YYYY',
  unknown: (key: string) => `no order with AWB or order id ${key}`,
  notCod: (id: string) => `order ${id} was paid online, not cash on delivery`,
  notDelivered: (id: string, status: string) => `order ${id} is ${status}, not delivered`,
  codDiffers: (given: string) => `the report's COD amount ₹${given} is not the order's total to collect`,
  remittedBefore: (id: string, utr: string) => `order ${id} was already remitted (UTR ${utr})`,
  duplicate: (line: number) => `the same order as line ${line}`,
  refused: (n: number) =>
    `Nothing was imported: ${n} row${n === 1 ? '' : 's'} to correct (see each line); a short or over remittance is taken up with the courier`,
}
