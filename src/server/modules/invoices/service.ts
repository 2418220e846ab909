import { sql } from 'drizzle-orm'
import { financialYear } from '../../../domain/gst.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Storage } from '../../integrations/storage.ts'
import { type InvoiceInput, renderInvoicePdf } from './pdf.ts'
import { invoiceCounters } from './tables.ts'

/** What an invoice is made from: the paid order as the orders module holds it (the seller is the shop's settings). */
export type InvoiceSource = Omit<InvoiceInput, 'seller'>

/** Where a paid order's GST invoice is downloaded; the route writes the PDF if storage does not have it yet. */
export function invoiceUrlOf(orderId: string): string {
  return `/api/v1/orders/${orderId}/invoice`
}

export type InvoicesService = ReturnType<typeof createInvoicesService>

/** GST tax invoices: consecutive numbers per financial year (rule 46), PDFs in storage at invoices/{orderId}.pdf. */
export function createInvoicesService(deps: { config: Config; storage: Storage }) {
  const { storage } = deps
  const key = (orderId: string) => `invoices/${orderId}.pdf`

  /** The next number, in the caller's transaction (the payment's): consecutive whatever storage does. */
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
    return `SN/${fy}/${String(row!.lastNumber).padStart(6, '0')}`
  }

  /** Renders the PDF and writes it to storage (a StorageError if storage fails). */
  async function issue(source: InvoiceSource): Promise<Buffer> {
    const s = deps.config.shop
    const { pdf } = await renderInvoicePdf({
      ...source,
      seller: {
        name: s.name,
        address: s.address,
        gstin: s.gstin,
        fssai: s.fssai,
        email: s.email,
        phone: s.phone,
      },
    })
    await storage.put(key(source.orderId), pdf, 'application/pdf')
    return pdf
  }

  return {
    nextNumber,
    issue,
    /** The stored PDF, or made now (once storage is back, a PDF not written at payment is written here). */
    async get(source: InvoiceSource): Promise<Buffer> {
      const stored = await storage.get(key(source.orderId))
      return stored ? stored.body : issue(source)
    },
  }
}
