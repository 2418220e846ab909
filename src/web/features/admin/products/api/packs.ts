// A product's pack sizes in the back office (decision 041, amended): list, add, change with the version, remove,
// and order them (the first is the default pack).
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { adminOkReply } from '#domain/contracts/admin.ts'
import { adminPackView } from '#domain/contracts/admin-packs.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { productKeys } from './query-keys.ts'

const packsReply = dataReply(z.array(adminPackView))
const packReply = dataReply(adminPackView)

/** GET /products/{id}/packs: default first, each with its stock (read only) and whether it sold. */
export const adminPacksQuery = (id: number) =>
  queryOptions({
    queryKey: [...productKeys.stock(id), 'admin-packs'] as const,
    queryFn: async () => (await adminApi.get(packsReply, `/products/${id}/packs`)).data,
  })

/** POST /products/{id}/packs: a new pack (rupees on the wire), its opening stock an 'opening' ledger row. */
export const createPack = (id: number, input: unknown) =>
  adminApi.post(packReply, `/products/${id}/packs`, input)

/** PATCH /products/{id}/packs/{packId}: only the fields changed, with the version (decision 040); never stock. */
export const updatePack = (id: number, packId: number, changed: unknown) =>
  adminApi.patch(packReply, `/products/${id}/packs/${packId}`, changed)

/** DELETE /products/{id}/packs/{packId}: a pack never sold, never stocked. */
export const removePack = (id: number, packId: number) =>
  adminApi.delete(adminOkReply, `/products/${id}/packs/${packId}`)

/** PUT /products/{id}/packs/order: every pack once, the first becoming the default. */
export const orderPacks = (id: number, packIds: number[]) =>
  adminApi.put(packsReply, `/products/${id}/packs/order`, { pack_ids: packIds })
