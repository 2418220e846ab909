import { integer, pgTable, text } from 'drizzle-orm/pg-core'

/** Consecutive invoice numbers per financial year (rule 46). */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})
