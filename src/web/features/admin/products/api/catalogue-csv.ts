import { catalogueCsvPlan } from '#domain/contracts/admin-catalogue-csv.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { ADMIN_API, adminApi } from '#web/features/admin/shell/api/admin-client.ts'

/** The catalogue as CSV (decision 053), as a link the browser downloads. */
export const catalogueCsvUrl = `${ADMIN_API}/catalogue.csv`

/** A catalogue file checked (the dry run) or imported, all or nothing. */
export function sendCatalogueCsv(file: File, apply: boolean) {
  return adminApi.upload(
    dataReply(catalogueCsvPlan),
    apply ? '/catalogue/import' : '/catalogue/import/preview',
    'file',
    file,
  )
}
