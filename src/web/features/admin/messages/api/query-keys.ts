// The contact inbox's query keys (under the shell's 'admin', which every back-office write invalidates).
export const messageKeys = {
  list: (query: { status: string; page: number }) => ['admin', 'messages', query] as const,
  detail: (id: string) => ['admin', 'message', id] as const,
}
