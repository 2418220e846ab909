// The products' query keys (under the shell's 'admin', which every back-office write invalidates).
export interface ProductListQuery {
  search: string
  category: string
  stock: string
  status: string
  sort: string
  page: number
}

export const productKeys = {
  lists: ['admin', 'products'] as const,
  list: (query: ProductListQuery) => ['admin', 'products', query] as const,
  detail: (id: string) => ['admin', 'product', id] as const,
  stock: (id: number) => ['admin', 'stock', id] as const,
}
