// What the back office's orders console routes share (decision 022): their replies, and the order as staff see it
// (its record, its view with the timeline, the audit of a transition), built once from the plugin's deps.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type AdminOrder, adminOrderActionReply, adminOrderReply } from '#domain/contracts/admin-orders.ts'
import { moneyOnRecord } from '#domain/contracts/common.ts'
import { orderMessages } from '#domain/orders.ts'
import { paymentMethodLabel } from '#domain/payment-methods.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies, staffErrors } from '#server/http/error-replies.ts'
import type { Mailer } from '#server/integrations/mail.ts'
import { notificationsOfOrder } from '../notifications/history.ts'
import {
  buildTimeline,
  cashToCollectPaise,
  orderRecordForStaff,
  type StaffOrderRecord,
  toStaffOrder,
} from '../orders/admin.ts'
import { createCodRemittance } from '../orders/cod-remittance.ts'
import type { PackingOrder, Sender } from '../orders/packing-pdf.ts'
import type { ItemRow, OrderRow } from '../orders/repo.ts'
import { orderId } from '../orders/routes.ts'
import type { OrderAudit, OrdersService } from '../orders/service.ts'
import { webhooksOfProviderOrders } from '../payments/history.ts'
import type { OperatorsService } from './operators.ts'

export type AdminApp = Parameters<FastifyPluginAsyncZod>[0]

export interface OrdersConsoleDeps {
  db: Db
  config: Config
  mailer: Mailer
  operators: OperatorsService
  orders: OrdersService
  /** carries out the refunds a cancellation decided, once each (the payments module) */
  payments: { settleRefunds(keys: string[]): Promise<void> }
  /** the batches each order's packs came from, for the packing slip (decision 052) */
  catalogue?: {
    lotsOfOrders(ids: string[]): Promise<Map<string, Map<number, { lot: string; quantity: number }[]>>>
  }
}

export const TAG = ['admin']
export const guarded = staffErrors
export const readErrors = { ...guarded, ...errorReplies(400, 404) }
export const writeErrors = { ...readErrors, ...errorReplies(409) }
export const orderReply = adminOrderReply
export const actionReply = adminOrderActionReply
export const pdf = z.any().describe('the PDF (application/pdf)')

/** What an audit line keeps of an order before and after a change. */
const auditShape = (r: OrderRow) => ({
  status: r.status,
  payment_status: r.paymentStatus,
  packed_at: r.packedAt?.toISOString() ?? null,
  shipping_carrier: r.shippingCarrier,
  courier_waybill: r.courierWaybill,
  refunded: moneyOnRecord(r.refundedPaise),
})

/** The batches to pick for a line (decision 052): 'Batch MO-KTR-01', 'Batches MO-KTR-01 × 2, MO-PNK-01 × 1', and any units of no batch. */
export function batchesToPick(quantity: number, lots: { lot: string; quantity: number }[] = []): string {
  if (lots.length === 0) return ''
  const from = lots.reduce((n, l) => n + l.quantity, 0)
  const named =
    lots.length === 1 && from === quantity
      ? `Batch ${lots[0]!.lot}`
      : `Batch${lots.length > 1 ? 'es' : ''} ${lots.map((l) => `${l.lot} × ${l.quantity}`).join(', ')}`
  return from < quantity ? `${named}; ${quantity - from} without a batch` : named
}

export const toPacking = (
  row: OrderRow,
  items: ItemRow[],
  lots?: Map<number, { lot: string; quantity: number }[]>,
): PackingOrder => ({
  orderId: row.id,
  placedAt: row.createdAt,
  shipTo: row.shippingAddress,
  items: items.map((i) => ({
    name: i.productName,
    sku: i.sku,
    netQuantity: i.netQuantity,
    quantity: i.quantity,
    batches: batchesToPick(i.quantity, lots?.get(i.packId)),
  })),
  shippingMode: row.shippingMode,
  carrier: row.shippingCarrier,
  waybill: row.courierWaybill,
  collectPaise: cashToCollectPaise(row),
  paymentLabel: paymentMethodLabel(row.paymentMethod),
  notes: row.notes,
})

export const iso = (d: Date | null) => d?.toISOString() ?? ''

export type OrdersConsole = ReturnType<typeof orderConsole>

export function orderConsole(deps: OrdersConsoleDeps) {
  const { db, config, operators, orders } = deps
  const codRemittance = createCodRemittance(db)
  const lotsOf = (ids: string[]) => deps.catalogue?.lotsOfOrders(ids) ?? Promise.resolve(new Map())
  const sender: Sender = {
    name: config.shop.name,
    address: config.shop.address,
    phone: config.shop.phone,
    email: config.shop.email,
  }

  async function recordOf(raw: string): Promise<StaffOrderRecord> {
    const record = await orderRecordForStaff(db, orderId(raw))
    if (!record) throw new AppError('not_found', orderMessages.notFound)
    return record
  }

  async function view(id: string): Promise<AdminOrder> {
    const record = await recordOf(id)
    const [mails, webhooks, courier, audit, creditNotes, remitted] = await Promise.all([
      notificationsOfOrder(db, record.row.id),
      webhooksOfProviderOrders(db, record.providerOrderIds),
      orders.courierEventsOf(record.row.id),
      operators.auditTrail({ page: 1, perPage: 200, entityType: 'order', entityId: record.row.id }),
      orders.creditNotesOf(record.row.id),
      record.row.paymentMethod === 'cod' ? codRemittance.ofOrder(record.row.id) : null,
    ])
    const timeline = buildTimeline({
      record,
      mails,
      webhooks,
      courier,
      audit: audit.rows.map((r) => ({ at: r.at, actor: r.actor, action: r.action })).reverse(),
      creditNotes,
    })
    return {
      ...toStaffOrder(record, timeline, Object.keys(config.shipping.trackingTemplates), creditNotes),
      cod_remittance: remitted,
    }
  }

  /** The audit line of a transition, written in its transaction. */
  function audited(req: FastifyRequest, action: string): OrderAudit {
    const audit = operators.auditor(req)
    return (tx, before, after) =>
      audit(tx, {
        action,
        entityType: 'order',
        entityId: after.id,
        before: auditShape(before),
        after: auditShape(after),
      })
  }

  const done = async (id: string, message: string) => ({
    success: true as const,
    message,
    data: await view(id),
  })

  return { ...deps, sender, recordOf, view, audited, done, lotsOf }
}
