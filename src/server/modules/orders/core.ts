import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '#domain/contracts/catalogue.ts'
import type { Order } from '#domain/contracts/checkout.ts'
import type { CreditRequest } from '#domain/credit-notes.ts'
import { type Decision, decide, type OrderEvent, orderMessages } from '#domain/orders.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { CourierAdapter } from '#server/integrations/shiprocket.ts'
import type { Storage } from '#server/integrations/storage.ts'
import type { CartService } from '../cart/service.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import type { IdentityService } from '../identity/service.ts'
import type { CreditNoteRow, CreditReason, InvoiceSource, InvoicesService } from '../invoices/service.ts'
import type { Notify } from '../notifications/service.ts'
import type { ShippingService } from '../shipping/service.ts'
import { createOrderNotices, type OrderNotice, type OrderWhatsApp } from './notices.ts'
import { columnsOf, invoiced, sourceOf, stateOf, stockLineOf, toOrder } from './order-rows.ts'
import * as repo from './repo.ts'

type OrderRow = repo.OrderRow

/** The order's language when it is one the catalogue is translated into (not English). */
const translatedLanguageOf = (language: string): TranslatedLanguage | undefined =>
  TRANSLATED_LANGUAGES.find((l) => l === language)

/** Writes the back office's audit line of a change in the change's transaction: the order before and after. */
export type OrderAudit = (tx: Db, before: OrderRow, after: OrderRow) => Promise<void>

/** What the orders service is made from (app.ts gives it); every part of the service takes the same. */
export type OrdersDeps = {
  db: Db
  config: Config
  catalogue: CatalogueService
  cart: CartService
  shipping: ShippingService
  identity: IdentityService
  invoices: InvoicesService
  now?: () => Date
  /** where a paid order's invoice PDF that could not be stored is reported (the app's logger) */
  log?: { warn(obj: object, msg: string): void }
  /** writes the shopper's notification of a change in the change's transaction (the outbox, decision 024) */
  notify?: Notify
  /** the courier adapter (decision 046); undefined: self-ship, staff type the waybill */
  courier?: CourierAdapter
  /** WhatsApp order updates and the COD confirmation (decision 049); undefined: WhatsApp is off */
  whatsapp?: OrderWhatsApp
  /** failed delivery attempts before the return to origin is asked of the courier (the owner's setting; default 3) */
  ndrAttemptsBeforeRto?: () => number
  /** days after delivery a shopper may ask for a return (the owner's promises.return_window_days; default 7) */
  returnWindowDays?: () => number
  /**
   * The user ids that count as the same shopper (decision 057): for a guest, every guest and account with its email
   * or mobile; `lock` locks those guests' rows. Undefined, or for an account: the user alone.
   */
  shopperKin?: (tx: Db, userId: string, lock: boolean) => Promise<string[]>
  /** a guest's order's private link, for its mails (decision 057); undefined for an account's order */
  guestLinkOf?: (tx: Db, userId: string, orderId: string) => Promise<string | undefined>
  /** where the photos of a shopper's return are kept (decision 056); undefined: photos are refused */
  storage?: Storage
}

export type OrderCore = ReturnType<typeof createOrderCore>

/** The helpers every part of the orders service shares: the order's lock and transition, its holds and invoice. */
export function createOrderCore(deps: OrdersDeps) {
  const { db, catalogue, cart, shipping, invoices } = deps
  const announce = createOrderNotices({
    notify: deps.notify,
    identity: deps.identity,
    whatsapp: deps.whatsapp,
    guestLinkOf: deps.guestLinkOf,
  })
  const now = deps.now ?? (() => new Date())
  const log = deps.log ?? { warn: () => {} }

  async function findOwn(userId: string, orderId: string): Promise<OrderRow> {
    const row = await repo.findOwn(db, userId, orderId)
    if (!row) throw new AppError('not_found', orderMessages.notFound)
    return row
  }

  /**
   * What the order's invoice (or a credit note's PDF) is drawn from. An order placed in one of the shop's other
   * languages carries its products' names in it as the catalogue has them now, printed under the English names
   * (decision 060); the English name stays the order line's own.
   */
  async function invoiceSource(row: OrderRow): Promise<InvoiceSource | undefined> {
    if (!invoiced(row)) return undefined
    const [items, who] = await Promise.all([repo.itemsOf(db, row.id), deps.identity.getUserName(row.userId)])
    const source = sourceOf(row, items, who?.email ?? '')
    const lang = translatedLanguageOf(row.language)
    if (!lang) return source
    const names = await catalogue.productNamesIn(
      items.map((i) => i.productId),
      lang,
    )
    return {
      ...source,
      language: lang,
      items: source.items.map((item, i) => {
        const name = names.get(items[i]!.productId)
        return name ? { ...item, localName: name } : item
      }),
    }
  }

  /**
   * The credit note of a cancellation or refund of an invoiced order, in the transition's transaction (decision
   * 025): what `credit` gives back of the invoice, split as the invoice is. No columns of the order change.
   */
  async function creditNote(
    tx: Db,
    row: OrderRow,
    at: Date,
    credit: CreditRequest,
    meta: { reason: CreditReason; note?: string },
  ): Promise<{ note?: CreditNoteRow }> {
    if (!invoiced(row)) return {}
    const source = sourceOf(row, await repo.itemsOf(tx, row.id), '')
    return { note: await invoices.writeCreditNote(tx, source, at, credit, meta) }
  }

  /** Renders and stores the invoice PDF of a paid order (a StorageError if storage fails); undefined when unpaid. */
  async function issueInvoice(orderId: string): Promise<Buffer | undefined> {
    const row = await repo.findById(db, orderId)
    const source = row && (await invoiceSource(row))
    return source ? invoices.issue(source) : undefined
  }

  /**
   * Gives back what an open or paid order holds: its stock (a 'released' stock movement, 'returned' for a parcel
   * returned to origin, decision 031) and its coupon use (caller's transaction).
   */
  async function releaseHolds(
    tx: Db,
    order: { id: string; couponCode: string | null },
    items: { productId: number; packId?: number | null; quantity: number }[],
    kind: 'released' | 'returned' = 'released',
  ) {
    await catalogue.releaseStock(tx, items, order.id, kind)
    if (order.couponCode) await cart.releaseCoupon(tx, order.id)
  }

  /**
   * One transition of one order: its row lock first, then the machine decides, then the change and the refunds it
   * decided are written in the same transaction. `effects` writes what else goes with it (stock, coupon, invoice).
   */
  async function transition(
    orderId: string,
    event: OrderEvent,
    opts: {
      userId?: string
      refused: (row: OrderRow) => AppError
      /**
       * Under the lock, before the machine decides: true when this request was carried out already (a repeat of
       * it), so nothing is decided or written and the order is answered as it is.
       */
      done?: (tx: Db, row: OrderRow) => Promise<boolean>
      effects?: (
        tx: Db,
        row: OrderRow,
        d: Extract<Decision, { ok: true }>,
        at: Date,
      ) => Promise<object | undefined>
      refundKey?: (row: OrderRow) => string
      /** what the shopper is told of the change (written in its transaction) */
      notice?: (row: OrderRow, d: Extract<Decision, { ok: true }>) => OrderNotice
      /** the back office's audit line of the change, in its transaction */
      audit?: OrderAudit
    },
  ): Promise<{ row: OrderRow; refundKeys: string[] }> {
    const refundKeys: string[] = []
    const row = await db.transaction(async (tx) => {
      const locked = await repo.lock(tx, orderId)
      if (!locked || (opts.userId && locked.userId !== opts.userId))
        throw new AppError('not_found', orderMessages.notFound)
      if (await opts.done?.(tx, locked)) return locked
      const d = decide(stateOf(locked), event)
      if (!d.ok) throw opts.refused(locked)
      if (!d.changed) return locked
      const at = now()
      const extra = (await opts.effects?.(tx, locked, d, at)) ?? {}
      if (d.refund && locked.providerPaymentId) {
        const key = opts.refundKey?.(locked) ?? `${d.refund.reason}:${locked.providerPaymentId}`
        await repo.insertRefund(tx, {
          key,
          orderId,
          paymentId: locked.providerPaymentId,
          amountPaise: d.refund.amountPaise,
          reason: d.refund.reason,
        })
        refundKeys.push(key)
      }
      const updated = await repo.update(tx, orderId, { ...columnsOf(d.next, at), ...extra })
      if (opts.notice) await announce(tx, updated, opts.notice(updated, d))
      await opts.audit?.(tx, locked, updated)
      return updated
    })
    return { row, refundKeys }
  }

  /** Releasing an order's stock and coupon, as a transition's effect. */
  const releasing = async (tx: Db, row: OrderRow, kind: 'released' | 'returned' = 'released') => {
    const items = await repo.itemsOf(tx, row.id)
    await releaseHolds(tx, row, items.map(stockLineOf), kind)
    return { reservationExpiresAt: null }
  }

  async function withItems(row: OrderRow): Promise<Order> {
    const items = await repo.itemsOf(db, row.id)
    return toOrder(
      row,
      items.reduce((n, i) => n + i.quantity, 0),
    )
  }

  return {
    deps,
    db,
    catalogue,
    cart,
    shipping,
    invoices,
    announce,
    now,
    log,
    findOwn,
    invoiceSource,
    creditNote,
    issueInvoice,
    releaseHolds,
    transition,
    releasing,
    withItems,
  }
}
