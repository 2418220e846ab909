import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { adminList } from '#domain/contracts/admin.ts'
import { adminProductView } from '#domain/contracts/admin-catalogue.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { type ProductListQuery, productKeys } from './query-keys.ts'

/** GET /products: a page of 20, searched, filtered and sorted. */
export const getProducts = ({ search, ...query }: ProductListQuery) =>
  adminApi.get(adminList(adminProductView), '/products', { q: search, ...query, per_page: 20 })

export const productsQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => getProducts(query),
    placeholderData: keepPreviousData,
  })
