// The GST returns' query keys (under the shell's 'admin', which every back-office write invalidates).
export const gstKeys = {
  gstr1: (month: string) => ['admin', 'gst', 'gstr1', month] as const,
}
