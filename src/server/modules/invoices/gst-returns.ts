import type { AdminCreditNote, Gstr1View } from '#domain/contracts/gst.ts'
import type { TaxTotals } from '#domain/gst.ts'
import { buildGstr1, type Gstr1, monthBounds } from '#domain/gstr1.ts'
import type { CreditNoteRow, InvoiceSource, InvoicesService } from './service.ts'

export type GstReturns = ReturnType<typeof createGstReturns>

/**
 * The monthly GST return (GSTR-1) from the shop's own records (decision 025): the invoices dated in the month
 * (India time) with their figures as issued, less the credit notes issued in it. The arithmetic is the domain's.
 */
export function createGstReturns(deps: {
  invoices: InvoicesService
  /** the invoices dated in [from, to): the orders module's */
  invoicedBetween: (from: Date, to: Date) => Promise<InvoiceSource[]>
}) {
  return {
    async gstr1(month: string): Promise<Gstr1> {
      const { from, to } = monthBounds(month)
      const sources = await deps.invoicedBetween(from, to)
      const invoices = await deps.invoices.invoiceDocuments(sources)
      const notes = await deps.invoices.creditNoteDocuments(from, to)
      return buildGstr1(month, [...invoices, ...notes])
    },
  }
}

const totalsView = (t: TaxTotals) => ({
  total_value: t.inclusive,
  taxable_value: t.taxable,
  igst: t.igst,
  cgst: t.cgst,
  sgst: t.sgst,
  cess: 0,
})

/** The return as its reply carries it: amounts in paise, which its contract puts on the wire in rupees (decision 039). */
export function toGstr1View(g: Gstr1, sellerGstin: string): Gstr1View {
  return {
    month: g.month,
    period: { from: g.from.toISOString(), to: g.to.toISOString() },
    seller_gstin: sellerGstin,
    b2cs: g.b2cs.map((b) => ({
      type: b.type,
      place_of_supply: `${b.placeOfSupply}-${b.stateName}`,
      state_code: b.placeOfSupply,
      state_name: b.stateName,
      rate: b.rateBp / 100,
      taxable_value: b.taxable,
      igst: b.igst,
      cgst: b.cgst,
      sgst: b.sgst,
      cess: b.cess,
    })),
    hsn: g.hsn.map((h) => ({
      hsn: h.hsn,
      description: h.description,
      uqc: h.uqc,
      quantity: h.quantityMilli / 1000,
      rate: h.rateBp / 100,
      total_value: h.value,
      taxable_value: h.taxable,
      igst: h.igst,
      cgst: h.cgst,
      sgst: h.sgst,
      cess: h.cess,
    })),
    docs: g.documents.map((d) => ({
      nature: d.nature,
      from: d.from,
      to: d.to,
      total: d.total,
      cancelled: d.cancelled,
      net_issued: d.netIssued,
    })),
    totals: {
      invoices: totalsView(g.totals.invoices),
      credit_notes: totalsView(g.totals.creditNotes),
      net: totalsView(g.totals.net),
      b2cs: totalsView(g.totals.b2cs),
      hsn: totalsView(g.totals.hsn),
    },
    warnings: g.warnings,
  }
}

/** A credit note as staff see it (paise; its contract puts rupees on the wire), with where staff download its PDF. */
export function toAdminCreditNote(n: CreditNoteRow): AdminCreditNote {
  return {
    number: n.number,
    seq: n.seq,
    order_id: n.orderId,
    issued_at: n.issuedAt.toISOString(),
    invoice_number: n.invoiceNumber,
    invoice_date: n.invoiceDate.toISOString(),
    reason: n.reason as AdminCreditNote['reason'],
    note: n.note,
    place_of_supply: n.placeOfSupply,
    intra_state: n.intraState,
    taxable_value: n.taxablePaise,
    cgst: n.cgstPaise,
    sgst: n.sgstPaise,
    igst: n.igstPaise,
    total: n.totalPaise,
    pdf_url: `/api/admin/v1/orders/${n.orderId}/credit-notes/${n.seq}`,
  }
}
