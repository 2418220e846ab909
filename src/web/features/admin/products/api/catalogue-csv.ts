import { catalogueCsvPlan } from '#domain/contracts/admin-catalogue-csv.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { ADMIN_API, adminApi } from '#web/features/admin/shell/api/admin-client.ts'

/** The catalogue as CSV (decision 053), as a link the browser downloads. */
export const catalogueCsvUrl = `${ADMIN_API}/catalogue.csv`

/**
 * A catalogue file checked (the dry run), or imported all or nothing as it was checked (`expect`, the dry run's
 * fingerprint: a 409 if the catalogue changed since).
 */
export function sendCatalogueCsv(file: File, expect?: string) {
  return adminApi.upload(
    dataReply(catalogueCsvPlan),
    expect === undefined
      ? '/catalogue/import/preview'
      : `/catalogue/import?expect=${encodeURIComponent(expect)}`,
    'file',
    file,
  )
}
