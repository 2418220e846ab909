// A product's stock movements (decision 031): the history, and an adjustment with a reason.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { stockMovementView } from '#domain/contracts/admin-catalogue.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { productKeys } from './query-keys.ts'

/** GET /products/{id}/stock: every movement, newest first. */
export async function getStockMovements(id: number) {
  return (await adminApi.get(dataReply(z.array(stockMovementView)), `/products/${id}/stock`)).data
}

export const stockQuery = (id: number) =>
  queryOptions({ queryKey: productKeys.stock(id), queryFn: () => getStockMovements(id) })

/** POST /products/{id}/stock: add or take away, relative to the shelf at that moment. */
export const adjustStock = (id: number, input: { change: number; reason: string; note: string }) =>
  adminApi.post(dataReply(stockMovementView), `/products/${id}/stock`, input)
