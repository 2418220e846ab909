// The overview's query keys (under the shell's 'admin', which every back-office write invalidates).
export const overviewKeys = {
  dashboard: (days: string) => ['admin', 'dashboard', days] as const,
  newMessages: ['admin', 'messages', 'new'] as const,
}
