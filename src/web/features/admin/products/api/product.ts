// One product: read, create, change, archive or put back, delete, its pictures.
import { queryOptions } from '@tanstack/react-query'
import { adminOkReply } from '#domain/contracts/admin.ts'
import { adminProductView } from '#domain/contracts/admin-catalogue.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { productKeys } from './query-keys.ts'

const productReply = dataReply(adminProductView)

/** GET /products/{id}. */
export async function getProduct(id: string) {
  return (await adminApi.get(productReply, `/products/${id}`)).data
}

export const productQuery = (id: string, enabled = true) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id), enabled })

/** POST /products: a new product with its opening stock. */
export const createProduct = (input: unknown) => adminApi.post(productReply, '/products', input)

/** PATCH /products/{id}: only the fields that changed, never the stock (decision 031), with the version (decision 040). */
export const updateProduct = (id: number, changed: unknown) =>
  adminApi.patch(productReply, `/products/${id}`, changed)

/** POST /products/{id}/archive or /restore. */
export const setArchived = (id: number, archive: boolean) =>
  adminApi.post(productReply, `/products/${id}/${archive ? 'archive' : 'restore'}`)

/** DELETE /products/{id}: an archived product nobody ever ordered. */
export const deleteProduct = (id: number) => adminApi.delete(adminOkReply, `/products/${id}`)

/** POST /products/{id}/images: one more picture (the shop re-encodes it). */
export const addPicture = (id: number, file: File) =>
  adminApi.upload(productReply, `/products/${id}/images`, 'image', file)

/** DELETE /products/{id}/images/{position}. */
export const removePicture = (id: number, position: number) =>
  adminApi.delete(productReply, `/products/${id}/images/${position}`)
