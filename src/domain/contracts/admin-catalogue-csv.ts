// The catalogue's CSV import in the back office (decision 053): the dry run's plan, which the import's reply repeats.
import { z } from 'zod'
import { CATALOGUE_CSV_COLUMNS } from '../catalogue-csv.ts'

const column = z.enum(CATALOGUE_CSV_COLUMNS)

export const catalogueCsvPlan = z.object({
  rows: z.array(
    z.object({
      line: z.number().int().describe('the row’s line in the file (the header is line 1)'),
      sku: z.string(),
      product: z.string(),
      action: z
        .enum(['create_product', 'create_pack', 'update', 'unchanged'])
        .describe('a new product (its first pack), a new pack, a changed pack or product, or nothing to do'),
      changes: z.array(z.object({ field: column, from: z.string(), to: z.string() })),
    }),
  ),
  errors: z.array(
    z.object({
      line: z.number().int(),
      column: column.nullable().describe('null when the whole row is wrong (its number of cells)'),
      message: z.string(),
    }),
  ),
  counts: z.object({
    products_created: z.number().int(),
    packs_created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
  fingerprint: z
    .string()
    .optional()
    .describe('the dry run’s changes in one word: send it as `expect` to import only what was checked'),
})
export const catalogueImportQuery = z.object({
  expect: z
    .string()
    .max(64)
    .optional()
    .describe(
      'the dry run’s fingerprint: 409 when the catalogue changed since (decision 040), nothing written',
    ),
})
export type CatalogueCsvPlanView = z.infer<typeof catalogueCsvPlan>
