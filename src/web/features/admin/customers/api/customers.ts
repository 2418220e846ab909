// Customers in the back office: the list (searched) and one customer with orders and addresses.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { adminList } from '#domain/contracts/admin.ts'
import { customerRow, customerView } from '#domain/contracts/admin-customers.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { customerKeys } from './query-keys.ts'

/** GET /customers: a page of 25, searched by name or email. */
export const getCustomers = (q: string, page: number) =>
  adminApi.get(adminList(customerRow), '/customers', { q: q.trim(), page, per_page: 25 })

export const customersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.list({ q, page }),
    queryFn: () => getCustomers(q, page),
    placeholderData: keepPreviousData,
  })

/** GET /customers/{id}. */
export async function getCustomer(id: string) {
  return (await adminApi.get(dataReply(customerView), `/customers/${encodeURIComponent(id)}`)).data
}

export const customerQuery = (id: string) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: () => getCustomer(id) })
