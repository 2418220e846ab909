import { z } from 'zod'
import { codOutstanding, remittancePreview, remittanceResult } from '#domain/contracts/admin-remittance.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'

// COD remittance (decision 046, amended): the courier's report checked or imported, the courier's API asked, and
// the COD delivered but not yet remitted.

const imported = dataReply(remittanceResult).extend({ message: z.string() })

/** The courier's remittance report (CSV) checked (writes nothing). */
export const previewRemittanceFile = (file: File) =>
  adminApi.upload(dataReply(remittancePreview), '/cod-remittances/file/preview', 'file', file)
/** The report imported: every matched row, or none. */
export const importRemittanceFile = (file: File) =>
  adminApi.upload(imported, '/cod-remittances/file', 'file', file)
/** The remittances the courier's API lists between two days, checked. */
export const previewRemittanceCourier = (range: { from: string; to: string }) =>
  adminApi.post(dataReply(remittancePreview), '/cod-remittances/courier/preview', range)
export const importRemittanceCourier = (range: { from: string; to: string }) =>
  adminApi.post(imported, '/cod-remittances/courier', range)
export const getCodOutstanding = () => adminApi.get(dataReply(codOutstanding), '/cod-remittances/outstanding')
