// The staff pages' query keys (under the shell's 'admin', which every back-office write invalidates).
export const staffKeys = {
  operators: ['admin', 'operators'] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
}
