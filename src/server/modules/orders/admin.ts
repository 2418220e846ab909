// The back office's orders console (decision 022): the list with its filters and search, one order as staff see it with
// its timeline, and what packing slips and labels are printed from. Read-only: every change goes through the
// orders service's transitions (pack, ship, deliver, cancel) under the order's row lock.
// The order page's timeline and shape are in staff-order.ts.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { isHighValueCod } from '#domain/cash-on-delivery.ts'
import type { AdminOrderFilters, AdminOrderRow } from '#domain/contracts/admin-orders.ts'
import { indiaDayStart } from '#domain/india-time.ts'
import type { OrderStatus, PaymentStatus } from '#domain/orders.ts'
import type { Db } from '#server/db/client.ts'
import { productPacks } from '../catalogue/tables.ts'
import { guests, users } from '../identity/tables.ts'
import { placeOfPin } from '../shipping/pin-directory.ts'
import type { ItemRow, OrderRow, RefundRow } from './repo.ts'
import { orderItems, orderProviderOrders, orderRefunds, orders } from './tables.ts'

/** The shopper's email: a guest's is the one given at checkout, not its stand-in (decision 057). */
const shopperEmail = sql<string>`coalesce(${guests.email}, ${users.email})`

const DAY_MS = 86_400_000

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`)

/** The filters as one condition on orders joined with their shopper. */
function whereOf(f: AdminOrderFilters): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    f.status ? eq(orders.status, f.status) : undefined,
    f.payment_status ? eq(orders.paymentStatus, f.payment_status) : undefined,
    f.payment_method ? eq(orders.paymentMethod, f.payment_method) : undefined,
    f.cod_confirmation ? eq(orders.codConfirmation, f.cod_confirmation) : undefined,
    f.packed === 'yes' ? isNotNull(orders.packedAt) : f.packed === 'no' ? isNull(orders.packedAt) : undefined,
    f.from ? gte(orders.createdAt, indiaDayStart(f.from)) : undefined,
    f.to ? lt(orders.createdAt, new Date(indiaDayStart(f.to).getTime() + DAY_MS)) : undefined,
    f.state ? sql`lower(${orders.shippingAddress}->>'state') = lower(${f.state})` : undefined,
    f.pin ? sql`${orders.shippingAddress}->>'postal_code' = ${f.pin}` : undefined,
    f.coupon ? sql`upper(${orders.couponCode}) = upper(${f.coupon})` : undefined,
    f.cod_remitted
      ? sql`(${orders.paymentMethod} = 'cod' and ${orders.status} = 'delivered' and ${sql.raw(f.cod_remitted === 'yes' ? '' : 'not ')}exists (select 1 from cod_remittances r where r.order_id = ${orders.id}))`
      : undefined,
  ]
  if (f.q) {
    const term = `%${escapeLike(f.q)}%`
    // A mobile number as people write it: '+91 98480 12345', '098480-12345'.
    let digits = f.q.replace(/\D/g, '')
    if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2)
    if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
    conds.push(
      or(
        ilike(orders.id, term),
        ilike(users.email, term),
        ilike(guests.email, term),
        ilike(orders.courierWaybill, term),
        digits.length >= 4
          ? sql`(regexp_replace(${orders.shippingAddress}->>'mobile', '\\D', '', 'g') like ${`%${digits}%`}
              or regexp_replace(coalesce(${orders.shippingAddress}->>'mobile_secondary', ''), '\\D', '', 'g')
                like ${`%${digits}%`})`
          : undefined,
      ),
    )
  }
  return and(...conds)
}

const itemCount = sql<number>`(select coalesce(sum(quantity), 0)::int from ${orderItems} where order_id = ${orders.id})`

function toRow(r: { order: OrderRow; email: string | null; items: number }): AdminOrderRow {
  const a = r.order.shippingAddress
  return {
    id: r.order.id,
    created_at: r.order.createdAt.toISOString(),
    status: r.order.status as OrderStatus,
    payment_status: r.order.paymentStatus as PaymentStatus,
    payment_method: r.order.paymentMethod,
    customer_name: `${a.first_name} ${a.last_name}`.trim(),
    email: r.email ?? '',
    mobile: a.mobile,
    city: a.city,
    state: a.state,
    pin: a.postal_code,
    item_count: r.items,
    total: r.order.totalPaise,
    refunded: r.order.refundedPaise,
    coupon_code: r.order.couponCode,
    courier_waybill: r.order.courierWaybill,
    invoice_number: r.order.invoiceNumber,
    packed_at: r.order.packedAt?.toISOString() ?? null,
    cod_confirmation: r.order.codConfirmation as AdminOrderRow['cod_confirmation'],
  }
}

// A cash order's signals (decision 049): the same shopper's cash parcels brought back before this one, and whether
// any earlier order of theirs went beyond waiting for payment.
const earlier = sql.raw('earlier')
const refusedBefore = sql<number>`(select count(*)::int from ${orders} ${earlier} where ${earlier}.user_id =
  ${orders.userId} and ${earlier}.id <> ${orders.id} and ${earlier}.payment_method = 'cod'
  and ${earlier}.returned_to_origin_at is not null)`
const placedBefore = sql<boolean>`exists (select 1 from ${orders} ${earlier} where ${earlier}.user_id =
  ${orders.userId} and ${earlier}.created_at < ${orders.createdAt}
  and ${earlier}.status in ('processing', 'shipped', 'delivered'))`

/** Whether the PIN's state (India Post's directory) is not the one the address names; false when unknown. */
function pinStateMismatch(pin: string, state: string): boolean {
  const place = placeOfPin(pin.replace(/\s+/g, ''))
  if (!place || place.states.length === 0) return false
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and')
  return !place.states.some((s) => norm(s) === norm(state))
}

/** Orders matching the filters, newest first, a page at a time; a cash order with its signals (decision 049). */
export async function listOrdersForStaff(
  db: Db,
  f: AdminOrderFilters,
  page: { page: number; perPage: number },
  cod: { maxPaise: number } = { maxPaise: 0 },
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = whereOf(f)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        email: shopperEmail,
        items: itemCount,
        refusedBefore,
        placedBefore,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(guests, eq(guests.userId, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({ n: count() })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(guests, eq(guests.userId, orders.userId))
      .where(where),
  ])
  return {
    rows: rows.map((r) => ({
      ...toRow(r),
      cod_signals:
        r.order.paymentMethod === 'cod'
          ? {
              pin_state_mismatch: pinStateMismatch(
                r.order.shippingAddress.postal_code,
                r.order.shippingAddress.state,
              ),
              refused_before: Number(r.refusedBefore),
              first_order: !r.placedBefore,
              high_value: isHighValueCod(r.order.totalPaise, cod.maxPaise),
            }
          : null,
    })),
    total: total?.n ?? 0,
  }
}

/** Every order matching the filters (up to `limit`), newest first, with what the CSV export adds. */
/** Each line's pack as sold (decision 048): 'MORINGA-POWDER-500G (500g) × 2; …', for the orders CSV. */
const packLines = sql<string>`(select coalesce(string_agg(${orderItems.sku} || ' (' || ${orderItems.netQuantity}
  || ') × ' || ${orderItems.quantity}, '; ' order by ${orderItems.productId}, ${orderItems.packId}), '')
  from ${orderItems} where ${orderItems.orderId} = ${orders.id})`

/** What the parcel weighs in goods: each line's pack weight (decision 041) times its quantity, in grams. */
const goodsWeight = sql<number>`(select coalesce(sum(${orderItems.quantity} * coalesce(${productPacks.weightGrams}, 0)), 0)::int
  from ${orderItems} left join ${productPacks} on ${productPacks.id} = ${orderItems.packId}
  where ${orderItems.orderId} = ${orders.id})`

export async function exportOrdersForStaff(db: Db, f: AdminOrderFilters, limit = 10_000) {
  const rows = await db
    .select({ order: orders, email: shopperEmail, items: itemCount, lines: packLines, grams: goodsWeight })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(guests, eq(guests.userId, orders.userId))
    .where(whereOf(f))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
  return rows.map((r) => ({ ...toRow(r), order: r.order, lines: r.lines, weight_grams: r.grams }))
}

export interface StaffOrderRecord {
  row: OrderRow
  items: ItemRow[]
  refunds: RefundRow[]
  providerOrderIds: string[]
  shopper: { id: string; name: string; email: string }
}

/** One order with its lines, refunds, provider orders and shopper; undefined when there is none. */
export async function orderRecordForStaff(db: Db, orderId: string): Promise<StaffOrderRecord | undefined> {
  const [found] = await db
    .select({ order: orders, name: users.name, email: shopperEmail })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(guests, eq(guests.userId, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1)
  if (!found) return undefined
  const [items, refunds, providers] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productId), asc(orderItems.packId)),
    db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.createdAt)),
    db
      .select({ id: orderProviderOrders.providerOrderId })
      .from(orderProviderOrders)
      .where(eq(orderProviderOrders.orderId, orderId)),
  ])
  return {
    row: found.order,
    items,
    refunds,
    providerOrderIds: providers.map((p) => p.id),
    shopper: { id: found.order.userId, name: found.name ?? '', email: found.email ?? '' },
  }
}

/** Orders with their lines, in the order asked (unknown ids left out), for packing slips. */
export async function ordersToPack(db: Db, ids: string[]): Promise<{ row: OrderRow; items: ItemRow[] }[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const [rows, items] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, unique)),
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, unique))
      .orderBy(asc(orderItems.productId), asc(orderItems.packId)),
  ])
  const byId = new Map(rows.map((r) => [r.id, r]))
  return unique.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ row, items: items.filter((i) => i.orderId === id) }] : []
  })
}

export {
  type AuditLine,
  buildTimeline,
  type CreditNoteLine,
  cashToCollectPaise,
  toStaffOrder,
} from './staff-order.ts'

/** A failed delivery in the NDR queue (decision 046 amended), with its shopper's email. */
export interface NdrQueueRow {
  row: OrderRow
  email: string
  /** 'waiting': staff to answer; 'rto_due': the automatic return is still to reach the courier */
  state: 'waiting' | 'rto_due'
}

/** The NDR queue: shipped orders whose failed delivery waits for staff, or whose automatic return is not yet taken. */
export async function ndrQueueForStaff(db: Db): Promise<NdrQueueRow[]> {
  const rows = await db
    .select({ row: orders, email: shopperEmail })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(guests, eq(guests.userId, orders.userId))
    .where(
      and(
        eq(orders.status, 'shipped'),
        isNull(orders.rtoRequestedAt),
        or(eq(orders.ndrPending, true), isNotNull(orders.rtoDueAt)),
      ),
    )
    .orderBy(asc(orders.ndrAt))
    .limit(500)
  return rows.map(({ row, email }) => ({
    row,
    email: email ?? '',
    state: row.rtoDueAt ? 'rto_due' : 'waiting',
  }))
}
