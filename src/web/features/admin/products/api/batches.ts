// Batches from farm to pack (decision 052): a product's batches, receiving one, a batch's orders, its CSV and the
// recall mail.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { type BatchInput, batchDetail, batchView, recallResult } from '#domain/contracts/admin-batches.ts'
import { stockMovementView } from '#domain/contracts/admin-catalogue.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { ADMIN_API, adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { productKeys } from './query-keys.ts'

/** GET /products/{id}/batches: by pack, first expiry first. */
export const batchesQuery = (id: number) =>
  queryOptions({
    queryKey: [...productKeys.stock(id), 'batches'] as const,
    queryFn: async () => (await adminApi.get(dataReply(z.array(batchView)), `/products/${id}/batches`)).data,
  })

/** POST /products/{id}/stock with a batch: what was received, in the same transaction as its ledger row. */
export const receiveBatch = (
  id: number,
  input: { sku: string; change: number; note: string; batch: BatchInput },
) => adminApi.post(dataReply(stockMovementView), `/products/${id}/stock`, { ...input, reason: 'received' })

/** GET /batches/{id}: the batch and every order holding it. */
export const batchQuery = (batchId: number) =>
  queryOptions({
    queryKey: ['admin', 'batches', batchId] as const,
    queryFn: async () => (await adminApi.get(dataReply(batchDetail), `/batches/${batchId}`)).data,
  })

/** The recall list's CSV, as a link the browser downloads. */
export const batchCsvUrl = (batchId: number) => `${ADMIN_API}/batches/${batchId}/orders.csv`

/** POST /batches/{id}/recall: one mail per shopper, never twice. */
export const recallBatch = (batchId: number, message: string) =>
  adminApi.post(dataReply(recallResult), `/batches/${batchId}/recall`, { message })
