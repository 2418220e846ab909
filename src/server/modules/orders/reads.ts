import type { Order } from '#domain/contracts/checkout.ts'
import { creditNoteMessages } from '#domain/credit-notes.ts'
import { type OrderSort, orderMessages } from '#domain/orders.ts'
import { buildPagination } from '#domain/pagination.ts'
import { AppError } from '#server/errors.ts'
import type { CreditNoteRow, InvoiceSource } from '../invoices/service.ts'
import type { OrderCore } from './core.ts'
import { invoiced, sourceOf, toCreditNoteLink, toOrder } from './order-rows.ts'
import * as repo from './repo.ts'

/** Reading orders: the shopper's list and order, invoices and credit notes, and what other modules ask. */
export function createOrderReads(core: OrderCore) {
  const { db, invoices, findOwn, invoiceSource, withItems } = core
  return {
    async list(userId: string, q: { page: number; limit: number; sort: OrderSort }) {
      const { rows, total } = await repo.list(db, userId, q)
      return {
        orders: rows.map((r) => toOrder(r.order, r.items)),
        pagination: buildPagination(q.page, q.limit, total),
      }
    },

    async get(userId: string, orderId: string) {
      const row = await findOwn(userId, orderId)
      const items = await repo.itemsOf(db, orderId)
      return {
        order: toOrder(
          row,
          items.reduce((n, i) => n + i.quantity, 0),
        ),
        items: items.map((i) => ({
          product_id: i.productId,
          product_name: i.productName,
          sku: i.sku,
          size: i.netQuantity,
          quantity: i.quantity,
          unit_price: i.unitPricePaise,
          total_price: i.totalPricePaise,
        })),
        credit_notes: row.invoiceNumber ? (await invoices.creditNotesOf(orderId)).map(toCreditNoteLink) : [],
      }
    },

    /** The wire shape of an order (after a change made elsewhere). */
    async view(orderId: string): Promise<Order> {
      const row = await repo.findById(db, orderId)
      if (!row) throw new AppError('not_found', orderMessages.notFound)
      return withItems(row)
    },

    async invoice(userId: string, orderId: string): Promise<Buffer> {
      const row = await findOwn(userId, orderId)
      const source = await invoiceSource(row)
      if (!source) throw new AppError('not_found', orderMessages.invoiceNotYet)
      // While storage is down this is a StorageError (503); once it is back, a PDF not written at payment is now.
      return invoices.get(source)
    },

    /**
     * The invoice PDF of an order whoever asks (a signed mail link, or the mail that carries it): the stored one,
     * or made and stored now. Undefined when the order does not exist or is not invoiced yet.
     */
    async invoiceOfOrder(orderId: string): Promise<Buffer | undefined> {
      const row = await repo.findById(db, orderId)
      const source = row && (await invoiceSource(row))
      return source ? invoices.get(source) : undefined
    },

    /**
     * The invoice PDF of an order as stored, for the mail that carries it: never rendered here, since the outbox's
     * invoice job stores it (decision 036). Undefined when none is stored (yet).
     */
    async storedInvoiceOf(orderId: string): Promise<Buffer | undefined> {
      const row = await repo.findById(db, orderId)
      return row && invoiced(row) ? invoices.stored(orderId) : undefined
    },

    /** A credit note's PDF (`seq`: its place among the order's, from 1): the shopper's own order's, or staff's (null). */
    async creditNotePdf(userId: string | null, orderId: string, seq: number): Promise<Buffer> {
      const row = userId ? await findOwn(userId, orderId) : await repo.findById(db, orderId)
      const source = row && (await invoiceSource(row))
      const pdf = source && (await invoices.creditNotePdf(source, seq))
      if (!pdf) throw new AppError('not_found', creditNoteMessages.notFound)
      return pdf
    },

    /** An order's credit notes, for staff. */
    async creditNotesOf(orderId: string): Promise<CreditNoteRow[]> {
      if (!(await repo.findById(db, orderId))) throw new AppError('not_found', orderMessages.notFound)
      return invoices.creditNotesOf(orderId)
    },

    /** A paid order of this shopper holds the product (for verified-purchase reviews). */
    hasReceived: (userId: string, productId: number) => repo.hasReceived(db, userId, productId),
    countByStatus: () => repo.countByStatus(db),
    /** The courier's status updates of an order, as received (the back office's timeline). */
    courierEventsOf: (orderId: string) => repo.courierEventsOf(db, orderId),
    listAll: (limit = 50) => repo.listAll(db, limit),

    /** The invoices dated in [from, to) (a GST return's month), as invoices are made from them (no buyer email). */
    async invoicedBetween(from: Date, to: Date): Promise<InvoiceSource[]> {
      const rows = (await repo.invoicedBetween(db, from, to)).filter(invoiced)
      const items = await repo.itemsOfOrders(
        db,
        rows.map((r) => r.id),
      )
      return rows.map((r) => sourceOf(r, items.get(r.id) ?? [], ''))
    },
  }
}
