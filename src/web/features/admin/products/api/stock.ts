// A product's stock movements (decision 031): the history, and an adjustment with a reason.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { adminList } from '#domain/contracts/admin.ts'
import { stockMovementView } from '#domain/contracts/admin-catalogue.ts'
import {
  type StockTakeInput,
  stockLedgerEntry,
  stockTakePreview,
  stockTakeResult,
} from '#domain/contracts/admin-stock.ts'
import { productDetailSchema } from '#domain/contracts/catalogue.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { ADMIN_API, adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { apiGetData } from '#web/lib/api-client.ts'
import { productKeys } from './query-keys.ts'

/** GET /products/{id}/stock: every movement, newest first. */
export async function getStockMovements(id: number) {
  return (await adminApi.get(dataReply(z.array(stockMovementView)), `/products/${id}/stock`)).data
}

export const stockQuery = (id: number) =>
  queryOptions({ queryKey: productKeys.stock(id), queryFn: () => getStockMovements(id) })

/** POST /products/{id}/stock: add or take away, relative to the shelf at that moment. */
export const adjustStock = (
  id: number,
  input: { change: number; reason: string; note: string; sku?: string },
) => adminApi.post(dataReply(stockMovementView), `/products/${id}/stock`, input)

/** GET /products/{id}/ledger: the product's ledger rows with the running balance, filtered (decision 042). */
export const ledgerQuery = (
  id: number,
  filters: { sku: string; kind: string; from: string; to: string; page: number },
) =>
  queryOptions({
    queryKey: [...productKeys.stock(id), 'ledger', filters] as const,
    queryFn: () =>
      adminApi.get(adminList(stockLedgerEntry), `/products/${id}/ledger`, { ...filters, per_page: 50 }),
  })

/** The ledger's CSV, with the screen's filters, as a link the browser downloads. */
export function ledgerCsvUrl(id: number, filters: { sku: string; kind: string; from: string; to: string }) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v)
  const qs = params.toString()
  return `${ADMIN_API}/products/${id}/ledger.csv${qs ? `?${qs}` : ''}`
}

export type StockTakeSource = { lines: StockTakeInput['lines']; note: string } | { file: File }
/** A stock take checked (preview) or applied: the screen's lines as JSON, or an uploaded CSV file. */
export function sendStockTake(source: StockTakeSource, apply: boolean) {
  const reply = apply ? dataReply(stockTakeResult) : dataReply(stockTakePreview)
  const path = `${'file' in source ? '/stock-take/file' : '/stock-take'}${apply ? '' : '/preview'}`
  return 'file' in source
    ? adminApi.upload(reply, path, 'file', source.file)
    : adminApi.post(reply, path, { lines: source.lines, note: source.note })
}

/** The product read's packs, checked by its contract. */
const productPacks = productDetailSchema.pick({ packs: true })

/** The product's packs as the shop lists them (GET /api/v1/products/{id}); none for an archived product. */
export const packsQuery = (id: number) =>
  queryOptions({
    queryKey: [...productKeys.stock(id), 'packs'] as const,
    queryFn: async ({ signal }) =>
      productPacks.parse(await apiGetData<unknown>(`/products/${id}`, { signal })).packs,
    retry: false,
  })
