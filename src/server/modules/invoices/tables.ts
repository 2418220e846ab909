import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { CreditLine } from '#domain/credit-notes.ts'
import { orders } from '../orders/tables.ts'

/** Consecutive invoice numbers per financial year (rule 46). */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

/** Consecutive credit-note numbers per financial year, a series of their own (rule 53). */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

/**
 * Credit notes (decision 025): written in the transaction of the cancellation or refund that gives money or
 * goods back after the invoice was issued, with their figures as issued; the PDF is made from them.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    number: text('number').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** its place among the order's credit notes (1, 2, …): where it is downloaded */
    seq: integer('seq').notNull(),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull(),
    /** cancelled, returned (the courier brought it back) or refund (part of the order given back) */
    reason: text('reason').notNull(),
    /** what staff wrote for a refund */
    note: text('note'),
    /** the place of supply, a GST state code */
    placeOfSupply: text('place_of_supply').notNull(),
    intraState: boolean('intra_state').notNull(),
    lines: jsonb('lines').$type<CreditLine[]>().notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_order_seq').on(t.orderId, t.seq),
    index('credit_notes_issued_idx').on(t.issuedAt),
    check('credit_notes_reason_check', sql`${t.reason} in ('cancelled', 'returned', 'refund')`),
    check(
      'credit_notes_sum_check',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
)

/**
 * Invoices numbered before decision 025 split their tax by the old rule (floor/ceil halves); the migration lists
 * them so that one re-made from the order (its PDF lost) says what it said when it was issued. Absent: equal halves.
 */
export const invoiceSplitRules = pgTable('invoice_split_rules', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  rule: text('rule').notNull(),
})
