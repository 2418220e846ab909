// The customers' query keys (under the shell's 'admin', which every back-office write invalidates).
export const customerKeys = {
  list: (query: { q: string; page: number }) => ['admin', 'customers', query] as const,
  detail: (id: string) => ['admin', 'customer', id] as const,
}
