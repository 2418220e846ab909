// COD remittance (decision 046, amended): the courier's remittance report, as a CSV file or from its API, each row
// matched to a cash-on-delivery order by AWB or order id. The remitted amount must equal the order's total to
// collect: a short or over remittance is flagged, never taken. An import writes all its rows or none, one row per
// order, so the same report imported twice adds nothing the second time.
import { sql } from 'drizzle-orm'
import {
  type CodOutstanding,
  REMITTANCE_COLUMNS,
  REMITTANCE_MAX_LINES,
  type RemittanceColumn,
  type RemittanceError,
  type RemittanceLine,
  type RemittancePreview,
} from '#domain/contracts/admin-remittance.ts'
import { csvRecords } from '#domain/csv.ts'
import { remittanceMessages } from '#domain/messages-remittance.ts'
import { paiseOfRupeesText } from '#domain/money.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { csvText } from '#server/http/csv-text.ts'
import { codRemittances } from './tables.ts'

/** One remittance row as the report or the API gave it, before it is matched. */
export interface RemittanceRaw {
  line: number
  awb: string
  order_id: string
  cod_amount: string
  remitted_amount: string
  utr: string
  remitted_on: string
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')

/** The report's rows: a header naming the columns (the shop's or Shiprocket's names, any case), then one per order. */
export function readRemittanceCsv(file: Buffer): RemittanceRaw[] {
  const text = csvText(file)
  if (text === null) throw new AppError('bad_request', remittanceMessages.notCsv)
  const records = csvRecords(text)
  if (records.length < 2) throw new AppError('bad_request', remittanceMessages.empty)
  if (records.length - 1 > REMITTANCE_MAX_LINES)
    throw new AppError('bad_request', remittanceMessages.tooManyLines(REMITTANCE_MAX_LINES))
  const header = records[0]!.cells.map(norm)
  const at = {} as Record<RemittanceColumn, number>
  for (const [col, names] of Object.entries(REMITTANCE_COLUMNS) as [RemittanceColumn, readonly string[]][])
    at[col] = header.findIndex((h) => names.some((n) => norm(n) === h))
  const missing: string[] = []
  if (at.awb < 0 && at.order_id < 0) missing.push('awb or order_id')
  for (const col of ['remitted_amount', 'utr', 'remitted_on'] as const) if (at[col] < 0) missing.push(col)
  if (missing.length) throw new AppError('bad_request', remittanceMessages.columns(missing))
  const width = header.length
  return records.slice(1).map((r) => {
    const cell = (col: RemittanceColumn) => (at[col] < 0 ? '' : (r.cells[at[col]] ?? '').trim())
    const raw: RemittanceRaw = {
      line: r.line,
      awb: cell('awb'),
      order_id: cell('order_id'),
      cod_amount: cell('cod_amount'),
      remitted_amount: cell('remitted_amount'),
      utr: cell('utr'),
      remitted_on: cell('remitted_on'),
    }
    return r.cells.length === width ? raw : { ...raw, cells: r.cells.length, width }
  })
}

/** A day as the report writes it (2026-11-28, 28-11-2026, 28/11/2026, or with a time after it) as YYYY-MM-DD. */
export function remittanceDay(s: string): string | null {
  const d = s.trim().slice(0, 10)
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d)
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(d)
  const iso = ymd ? `${ymd[1]}-${ymd[2]}-${ymd[3]}` : dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null
  if (!iso) return null
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso
}

interface OrderFacts {
  id: string
  awb: string | null
  payment_method: string
  status: string
  total_paise: number
  carrier: string
  r_utr: string | null
  r_paise: number | null
}

export function createCodRemittance(db: Db) {
  async function facts(tx: Db, keys: string[], lock: boolean): Promise<OrderFacts[]> {
    if (keys.length === 0) return []
    const res = (await tx.execute(
      sql`select o.id, o.courier_waybill as awb, o.payment_method, o.status, o.total_paise,
                 o.shipping_carrier as carrier, r.utr as r_utr, r.amount_paise as r_paise
            from orders o left join cod_remittances r on r.order_id = o.id
           where o.id in ${keys} or o.courier_waybill in ${keys}
           order by o.id ${lock ? sql`for update of o` : sql``}`,
    )) as unknown as { rows: OrderFacts[] }
    return res.rows
  }

  /** Every row checked against the orders; `lock` holds the orders' rows until the transaction ends. */
  async function check(tx: Db, raws: (RemittanceRaw & { cells?: number; width?: number })[], lock: boolean) {
    const errors: RemittanceError[] = []
    const lines: RemittanceLine[] = []
    const keys = [...new Set(raws.flatMap((r) => [r.awb, r.order_id]).filter((k) => k !== ''))]
    const found = await facts(tx, keys, lock)
    const byAwb = new Map(found.filter((f) => f.awb).map((f) => [f.awb!, f]))
    const byId = new Map(found.map((f) => [f.id, f]))
    const seen = new Map<string, number>()
    for (const r of raws) {
      const err = (column: RemittanceError['column'], message: string) =>
        errors.push({ line: r.line, column, message })
      if (r.cells !== undefined) {
        err('', remittanceMessages.cellCount(r.width ?? 0, r.cells))
        continue
      }
      const before = errors.length
      if (r.awb === '' && r.order_id === '') err(r.awb === '' ? 'awb' : 'order_id', remittanceMessages.noKey)
      const remitted = paiseOfRupeesText(r.remitted_amount)
      if (remitted === undefined || remitted === 0) err('remitted_amount', remittanceMessages.amount)
      const cod = r.cod_amount === '' ? null : paiseOfRupeesText(r.cod_amount)
      if (cod === undefined) err('cod_amount', remittanceMessages.amount)
      if (r.utr === '') err('utr', remittanceMessages.utr)
      const day = remittanceDay(r.remitted_on)
      if (day === null) err('remitted_on', remittanceMessages.date)
      if (errors.length > before) continue
      const o = (r.awb && byAwb.get(r.awb)) || (r.order_id && byId.get(r.order_id)) || undefined
      if (!o) {
        err(r.awb ? 'awb' : 'order_id', remittanceMessages.unknown(r.awb || r.order_id))
        continue
      }
      const column = r.awb ? 'awb' : 'order_id'
      if (o.payment_method !== 'cod') {
        err(column, remittanceMessages.notCod(o.id))
        continue
      }
      if (o.status !== 'delivered') {
        err(column, remittanceMessages.notDelivered(o.id, o.status))
        continue
      }
      const dup = seen.get(o.id)
      if (dup !== undefined) {
        err(column, remittanceMessages.duplicate(dup))
        continue
      }
      seen.set(o.id, r.line)
      if (cod !== null && cod !== undefined && cod !== o.total_paise) {
        err('cod_amount', remittanceMessages.codDiffers(r.cod_amount))
        continue
      }
      let outcome: RemittanceLine['outcome'] =
        remitted! === o.total_paise ? 'match' : remitted! < o.total_paise ? 'short' : 'over'
      if (o.r_utr !== null) {
        if (o.r_utr !== r.utr || o.r_paise !== remitted) {
          err(column, remittanceMessages.remittedBefore(o.id, o.r_utr))
          continue
        }
        outcome = 'already'
      }
      lines.push({
        line: r.line,
        order_id: o.id,
        awb: o.awb,
        courier: o.carrier,
        expected: o.total_paise,
        remitted: remitted!,
        utr: r.utr,
        remitted_on: day!,
        outcome,
      })
    }
    const matched = lines.filter((l) => l.outcome === 'match')
    const preview: RemittancePreview = {
      lines,
      errors,
      matched: matched.length,
      mismatched: lines.filter((l) => l.outcome === 'short' || l.outcome === 'over').length,
      already: lines.filter((l) => l.outcome === 'already').length,
      matched_amount: matched.reduce((a, l) => a + l.remitted, 0),
    }
    return preview
  }

  return {
    preview: (raws: RemittanceRaw[]) => check(db, raws, false),

    /** Writes every matched row, or none when any row is in error, short or over (400 with the count). */
    async apply(raws: RemittanceRaw[], source: 'csv' | 'api', by: string) {
      return db.transaction(async (tx) => {
        const p = await check(tx, raws, true)
        if (p.errors.length || p.mismatched)
          throw new AppError('bad_request', remittanceMessages.refused(p.errors.length + p.mismatched))
        const rows = p.lines.filter((l) => l.outcome === 'match')
        let written = 0
        // A row another import wrote meanwhile (one per order) is left as it is: the same report adds nothing.
        if (rows.length)
          written = (
            await tx
              .insert(codRemittances)
              .values(
                rows.map((l) => ({
                  orderId: l.order_id,
                  awb: l.awb,
                  amountPaise: l.remitted,
                  utr: l.utr,
                  remittedOn: l.remitted_on,
                  source,
                  importedBy: by,
                })),
              )
              .onConflictDoNothing()
              .returning({ id: codRemittances.id })
          ).length
        return { written, amount: p.matched_amount, lines: p.lines }
      })
    },

    /** COD orders delivered and not yet remitted, by the carrier that delivered them (the overview). */
    async outstanding(): Promise<CodOutstanding> {
      const res = (await db.execute(
        sql`select o.shipping_carrier as courier, count(*)::int as orders, sum(o.total_paise)::int as paise,
                   min(coalesce(o.delivered_at, o.updated_at)) as oldest
              from orders o left join cod_remittances r on r.order_id = o.id
             where o.payment_method = 'cod' and o.status = 'delivered' and r.id is null
             group by o.shipping_carrier order by min(coalesce(o.delivered_at, o.updated_at)), 1`,
      )) as unknown as { rows: { courier: string; orders: number; paise: number; oldest: string | Date }[] }
      const by = res.rows.map((r) => ({
        courier: r.courier,
        orders: r.orders,
        amount: r.paise,
        oldest_delivered_at: new Date(r.oldest).toISOString(),
      }))
      return {
        orders: by.reduce((a, b) => a + b.orders, 0),
        amount: by.reduce((a, b) => a + b.amount, 0),
        by_courier: by,
      }
    },

    async ofOrder(orderId: string) {
      const res = (await db.execute(
        sql`select utr, to_char(remitted_on, 'YYYY-MM-DD') as remitted_on, amount_paise, source
              from cod_remittances where order_id = ${orderId}`,
      )) as unknown as {
        rows: { utr: string; remitted_on: string; amount_paise: number; source: 'csv' | 'api' }[]
      }
      const r = res.rows[0]
      return r ? { utr: r.utr, remitted_on: r.remitted_on, amount: r.amount_paise, source: r.source } : null
    },
  }
}
export type CodRemittance = ReturnType<typeof createCodRemittance>
