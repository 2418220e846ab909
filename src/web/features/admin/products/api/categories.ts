// The product categories in the back office (decision 051): the list, and each change, named by version.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { adminOkReply } from '#domain/contracts/admin.ts'
import { adminCategoryView } from '#domain/contracts/admin-categories.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'

/** Under the shell's 'admin', which every back-office write invalidates. */
export const CATEGORIES_KEY = ['admin', 'categories'] as const

export const categoriesQuery = () =>
  queryOptions({
    queryKey: CATEGORIES_KEY,
    queryFn: async () => (await adminApi.get(dataReply(z.array(adminCategoryView)), '/categories')).data,
  })

export const createCategory = (name: string) =>
  adminApi.post(dataReply(adminCategoryView), '/categories', { name })

/** A rename, hide/show or move, from the version the screen shows. */
export const updateCategory = (
  id: number,
  change: { name?: string; hidden?: boolean; position?: number },
  version: number,
) => adminApi.patch(dataReply(adminCategoryView), `/categories/${id}`, { ...change, version })

export const deleteCategory = (id: number) => adminApi.delete(adminOkReply, `/categories/${id}`)
