import { asc, eq, inArray, sql } from 'drizzle-orm'
import {
  type CreditOutcome,
  type CreditRequest,
  creditNoteLines,
  creditNoteMessages,
} from '#domain/credit-notes.ts'
import { financialYear, invoiceNumberOf, type SplitRule, totalsOf } from '#domain/gst.ts'
import type { GstDocument } from '#domain/gstr1.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Storage } from '#server/integrations/storage.ts'
import {
  buildInvoiceModel,
  type InvoiceInput,
  type InvoiceModel,
  renderCreditNotePdf,
  renderInvoicePdf,
} from './pdf.ts'
import { creditNoteCounters, creditNotes, invoiceCounters, invoiceSplitRules } from './tables.ts'

/** What an invoice is made from: the paid order as the orders module holds it (the seller is the shop's settings). */
export type InvoiceSource = Omit<InvoiceInput, 'seller' | 'splitRule'>

export type CreditNoteRow = typeof creditNotes.$inferSelect

/** Why a credit note was issued. */
export type CreditReason = 'cancelled' | 'returned' | 'refund'

const REASON_TEXT: Record<CreditReason, string> = {
  cancelled: 'Order cancelled',
  returned: 'Returned to origin (not delivered)',
  refund: 'Refund',
}

/** Where a paid order's GST invoice is downloaded; the route writes the PDF if storage does not have it yet. */
export function invoiceUrlOf(orderId: string): string {
  return `/api/v1/orders/${orderId}/invoice`
}

/** Where the shopper downloads an order's credit note (its place among the order's credit notes, from 1). */
export function creditNoteUrlOf(orderId: string, seq: number): string {
  return `/api/v1/orders/${orderId}/credit-notes/${seq}`
}

export type InvoicesService = ReturnType<typeof createInvoicesService>

/**
 * GST tax invoices and credit notes: consecutive numbers per financial year (rules 46 and 53), each series its
 * own; invoice PDFs in storage at invoices/{orderId}.pdf, credit notes' at credit-notes/{orderId}-{seq}.pdf.
 */
export function createInvoicesService(deps: { config: Config; storage: Storage; db: Db }) {
  const { storage, db } = deps
  const key = (orderId: string) => `invoices/${orderId}.pdf`
  const creditNoteKey = (orderId: string, seq: number) => `credit-notes/${orderId}-${seq}.pdf`
  const seller = () => {
    const s = deps.config.shop
    return {
      name: s.name,
      legalName: s.legalName ?? s.name,
      address: s.address,
      gstin: s.gstin,
      fssai: s.fssai,
      email: s.email,
      phone: s.phone,
    }
  }

  /**
   * The next number, in the caller's transaction (the payment's): consecutive whatever storage does. 15
   * characters ('SN/26-27/000042', rule 46(b) allows 16); the count is the financial year's, so it runs on from
   * the numbers issued before in the 17-character form ('SN/2026-27/000041'), which stay as they are (decision 029).
   */
  async function nextNumber(tx: Db, at: Date): Promise<string> {
    const fy = financialYear(at)
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ financialYear: fy, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.financialYear,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning()
    return invoiceNumberOf(fy, row!.lastNumber)
  }

  /**
   * The next credit-note number, in the transaction that issues the note: the counter's row is locked by the
   * upsert until that transaction ends, so notes issued at once take consecutive numbers and a rolled-back one
   * leaves no gap. 16 characters, as rule 53 allows.
   */
  async function nextCreditNoteNumber(tx: Db, at: Date): Promise<{ number: string; fy: string }> {
    const fy = financialYear(at)
    const [row] = await tx
      .insert(creditNoteCounters)
      .values({ financialYear: fy, lastNumber: 1 })
      .onConflictDoUpdate({
        target: creditNoteCounters.financialYear,
        set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
      })
      .returning()
    return { number: `CN/${fy}/${String(row!.lastNumber).padStart(5, '0')}`, fy }
  }

  async function rulesOf(q: Db, orderIds: string[]): Promise<Map<string, SplitRule>> {
    if (orderIds.length === 0) return new Map()
    const rows = await q.select().from(invoiceSplitRules).where(inArray(invoiceSplitRules.orderId, orderIds))
    return new Map(rows.map((r) => [r.orderId, r.rule === 'floor_ceil' ? 'floor_ceil' : 'equal_halves']))
  }

  /** The invoice as issued: its figures by the rule it was issued under. */
  async function inputOf(q: Db, source: InvoiceSource): Promise<InvoiceInput> {
    const rule = (await rulesOf(q, [source.orderId])).get(source.orderId) ?? 'equal_halves'
    return { ...source, seller: seller(), splitRule: rule }
  }

  /** Renders the PDF and writes it to storage (a StorageError if storage fails). */
  async function issue(source: InvoiceSource): Promise<Buffer> {
    const { pdf } = await renderInvoicePdf(await inputOf(db, source))
    await storage.put(key(source.orderId), pdf, 'application/pdf')
    return pdf
  }

  async function creditNotesOfOrder(q: Db, orderId: string): Promise<CreditNoteRow[]> {
    return q.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.seq))
  }

  /** What the next credit note of an invoice would hold (nothing written). */
  async function planCreditNote(
    q: Db,
    source: InvoiceSource,
    request: CreditRequest,
  ): Promise<{ model: InvoiceModel; earlier: CreditNoteRow[]; outcome: CreditOutcome }> {
    const model = buildInvoiceModel(await inputOf(q, source))
    const earlier = await creditNotesOfOrder(q, source.orderId)
    const outcome = creditNoteLines(
      model.lines,
      earlier.flatMap((e) => e.lines),
      request,
      model.intraState,
    )
    return { model, earlier, outcome }
  }

  const refusal = (reason: Exclude<CreditOutcome, { ok: true }>['reason']) =>
    new AppError(
      'bad_request',
      {
        nothing_left: creditNoteMessages.nothingLeft,
        too_much: creditNoteMessages.tooMuch,
        no_such_line: creditNoteMessages.noSuchLine,
        bad_quantity: creditNoteMessages.badQuantity,
      }[reason],
    )

  return {
    nextNumber,
    issue,
    /** The stored PDF, or made now (once storage is back, a PDF not written at payment is written here). */
    async get(source: InvoiceSource): Promise<Buffer> {
      const stored = await storage.get(key(source.orderId))
      return stored ? stored.body : issue(source)
    },

    /** The stored PDF of an order's invoice, never made here (undefined when none is stored yet). */
    async stored(orderId: string): Promise<Buffer | undefined> {
      return (await storage.get(key(orderId)))?.body
    },

    /** The inclusive amount the next credit note would give back, or a 400 saying why there is none. */
    async creditAmount(source: InvoiceSource, request: CreditRequest): Promise<number> {
      const { outcome } = await planCreditNote(db, source, request)
      if (!outcome.ok) throw refusal(outcome.reason)
      return totalsOf(outcome.lines).inclusive
    },

    /**
     * Issues a credit note in the caller's transaction (the cancellation's or refund's, under the order's lock):
     * what the request gives back of the invoice, split as the invoice is. A cancellation of an invoice already
     * credited in full issues none (undefined); any other request that cannot be credited is a 400.
     */
    async writeCreditNote(
      tx: Db,
      source: InvoiceSource,
      at: Date,
      request: CreditRequest,
      meta: { reason: CreditReason; note?: string },
    ): Promise<CreditNoteRow | undefined> {
      const { model, earlier, outcome } = await planCreditNote(tx, source, request)
      if (!outcome.ok) {
        if (request.kind === 'rest' && outcome.reason === 'nothing_left') return undefined
        throw refusal(outcome.reason)
      }
      const t = totalsOf(outcome.lines)
      const { number, fy } = await nextCreditNoteNumber(tx, at)
      const [row] = await tx
        .insert(creditNotes)
        .values({
          number,
          orderId: source.orderId,
          seq: (earlier.at(-1)?.seq ?? 0) + 1,
          financialYear: fy,
          issuedAt: at,
          invoiceNumber: source.invoiceNumber,
          invoiceDate: source.invoiceDate,
          reason: meta.reason,
          note: meta.note ?? null,
          placeOfSupply: model.placeOfSupplyCode,
          intraState: model.intraState,
          lines: outcome.lines,
          taxablePaise: t.taxable,
          cgstPaise: t.cgst,
          sgstPaise: t.sgst,
          igstPaise: t.igst,
          totalPaise: t.inclusive,
        })
        .returning()
      return row
    },

    /** An order's credit notes, in the order they were issued. */
    creditNotesOf: (orderId: string) => creditNotesOfOrder(db, orderId),

    /**
     * A credit note's PDF: the stored one, or made now from its stored figures and written (the buyer's address
     * is the order's, as on the invoice). Undefined when the order has no credit note of that number.
     */
    async creditNotePdf(source: InvoiceSource, seq: number): Promise<Buffer | undefined> {
      const [note] = (await creditNotesOfOrder(db, source.orderId)).filter((n) => n.seq === seq)
      if (!note) return undefined
      const stored = await storage.get(creditNoteKey(source.orderId, seq))
      if (stored) return stored.body
      const pdf = await renderCreditNotePdf({
        number: note.number,
        issuedAt: note.issuedAt,
        orderId: note.orderId,
        invoiceNumber: note.invoiceNumber,
        invoiceDate: note.invoiceDate,
        reason: note.note
          ? `${REASON_TEXT[note.reason as CreditReason]}: ${note.note}`
          : REASON_TEXT[note.reason as CreditReason],
        seller: seller(),
        buyer: source.buyer,
        placeOfSupplyCode: note.placeOfSupply,
        intraState: note.intraState,
        lines: note.lines,
        // the products' names in the order's language as the catalogue has them when the note is drawn (decision 060)
        ...(source.language
          ? { language: source.language, localNames: source.items.map((i) => i.localName) }
          : {}),
      })
      await storage.put(creditNoteKey(source.orderId, seq), pdf, 'application/pdf')
      return pdf
    },

    /** Invoices as the GST return sees them: each by the rule it was issued under. */
    async invoiceDocuments(sources: InvoiceSource[]): Promise<GstDocument[]> {
      const rules = await rulesOf(
        db,
        sources.map((s) => s.orderId),
      )
      return sources.map((s) => {
        const model = buildInvoiceModel({
          ...s,
          seller: seller(),
          splitRule: rules.get(s.orderId) ?? 'equal_halves',
        })
        return {
          kind: 'invoice' as const,
          number: s.invoiceNumber,
          issuedAt: s.invoiceDate,
          placeOfSupply: model.placeOfSupplyCode,
          lines: model.lines,
        }
      })
    },

    /** Credit notes issued in [from, to), as the GST return sees them. */
    async creditNoteDocuments(from: Date, to: Date): Promise<GstDocument[]> {
      const rows = await db
        .select()
        .from(creditNotes)
        .where(
          sql`${creditNotes.issuedAt} >= ${from.toISOString()} and ${creditNotes.issuedAt} < ${to.toISOString()}`,
        )
        .orderBy(asc(creditNotes.issuedAt))
      return rows.map((r) => ({
        kind: 'credit_note' as const,
        number: r.number,
        issuedAt: r.issuedAt,
        placeOfSupply: r.placeOfSupply,
        invoiceNumber: r.invoiceNumber,
        lines: r.lines,
      }))
    },
  }
}
