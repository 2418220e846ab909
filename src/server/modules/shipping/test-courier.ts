import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '#server/db/client.ts'
import { openPdf } from '#server/integrations/pdf-kit.ts'
import type { FetchLike } from '#server/integrations/razorpay.ts'
import { testCourierShipments } from './test-courier-tables.ts'

// A Shiprocket-compatible stand-in courier (decision 046), used when COURIER=shiprocket has no credentials outside
// production, as the test payment gateway stands in for Razorpay. It answers the paths of Shiprocket's external API
// the shop's adapter calls (integrations/shiprocket.ts) with Shiprocket's payloads, keeps its shipments in
// test_courier_shipments (so every process sees them), and sends Shiprocket's tracking webhook (x-api-key) when a
// scan is simulated. Its rules: a delivery PIN starting with 79 (the remote north-east) is not serviceable (the AWB is refused with a
// reason); POST /_test/fail-next makes the next call answer 5xx or hang (a courier down or slow). Its serviceability
// per PIN (checkout's rates, decision 046 amended): 79xxxx no couriers, 400099 answers after 1.5 s, 400098 answers
// 503; 400097 is served but its AWB refused; GET /_test/serviceability-calls counts the serviceability calls it answered or was asked.

/** Shiprocket's 422 for an order body without the fields it requires (its own words), or undefined. */
function missingFields(b: Record<string, unknown>, required: readonly string[]) {
  const missing = required.filter((k) => b[k] === undefined || b[k] === '')
  if (missing.length === 0) return undefined
  return {
    message: 'Oops! Invalid Data.',
    errors: Object.fromEntries(missing.map((k) => [k, [`The ${k.replaceAll('_', ' ')} field is required.`]])),
    status_code: 422,
  }
}

export const TEST_COURIER_PREFIX = '/test-courier/v1/external'
const TOKEN_MS = 10 * 86_400_000

/** Shiprocket's tracking statuses (current_status, shipment_status_id) the stand-in can scan. */
export const SHIPROCKET_STATUS_IDS: Record<string, number> = {
  'PICKED UP': 42,
  'IN TRANSIT': 18,
  'OUT FOR DELIVERY': 17,
  DELIVERED: 7,
  UNDELIVERED: 21,
  'RTO INITIATED': 9,
  'RTO DELIVERED': 10,
}

export interface TestCourierOptions {
  db: Db
  email: string
  password: string
  webhookUrl: string
  webhookToken?: string
  fetch: FetchLike
  /** where the stand-in's label and manifest PDFs are fetched from (the shop's public URL) */
  publicBase: string
}

export async function registerTestCourier(app: FastifyInstance, opts: TestCourierOptions): Promise<void> {
  const { db } = opts
  const sign = (payload: string) => createHmac('sha256', opts.password).update(payload).digest('base64url')
  const issue = () => {
    const payload = Buffer.from(JSON.stringify({ exp: Date.now() + TOKEN_MS })).toString('base64url')
    return `${payload}.${sign(payload)}`
  }
  const valid = (token: string) => {
    const [payload, sig] = token.split('.')
    if (!payload || !sig) return false
    const want = Buffer.from(sign(payload))
    const got = Buffer.from(sig)
    if (want.length !== got.length || !timingSafeEqual(want, got)) return false
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number }
    return exp > Date.now()
  }
  // What the next call does instead of answering (this process's stand-in only): tests of a courier down or slow.
  let failNext: { status: number } | { hangMs: number } | undefined
  let serviceabilityCalls = 0

  const base = (_req: FastifyRequest) => opts.publicBase

  await app.register(
    async (sr) => {
      sr.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
        const path = req.url.slice(TEST_COURIER_PREFIX.length)
        if (path.startsWith('/_test/') || path.startsWith('/documents/')) return
        if (failNext) {
          const f = failNext
          failNext = undefined
          if ('status' in f)
            return reply
              .code(f.status)
              .send({ message: 'Service Temporarily Unavailable', status_code: f.status })
          await new Promise((r) => setTimeout(r, f.hangMs))
        }
        if (path === '/auth/login') return
        const auth = String(req.headers.authorization ?? '')
        if (!auth.startsWith('Bearer ') || !valid(auth.slice(7)))
          return reply.code(401).send({ message: 'Token has expired', status_code: 401 })
      })

      sr.post('/auth/login', async (req, reply) => {
        const b = (req.body ?? {}) as { email?: string; password?: string }
        if (b.email !== opts.email || b.password !== opts.password)
          return reply.code(400).send({ message: 'Invalid email and password combination', status_code: 400 })
        return {
          id: 1,
          first_name: 'API',
          last_name: 'User',
          email: opts.email,
          company_id: 1,
          token: issue(),
        }
      })

      sr.get('/_test/serviceability-calls', async () => ({ calls: serviceabilityCalls }))

      sr.get('/courier/serviceability/', async (req, reply) => {
        serviceabilityCalls++
        const q = req.query as Record<string, string | undefined>
        const pin = q.delivery_postcode ?? ''
        // a courier slow for this PIN (longer than checkout waits), and one that fails for it
        if (pin === '400099') await new Promise((r) => setTimeout(r, 1500))
        if (pin === '400098')
          return reply.code(503).send({ message: 'Service Temporarily Unavailable', status_code: 503 })
        const weight = Number(q.weight)
        if (!/^\d{6}$/.test(pin) || !(weight > 0))
          return reply.code(422).send({ message: 'Oops! Invalid Data.', status_code: 422 })
        if (pin.startsWith('79'))
          return {
            status: 404,
            message: 'Delivery postcode not serviceable',
            data: { available_courier_companies: [] },
          }
        const cod = q.cod === '1'
        const slabs = Math.max(1, Math.ceil(weight / 0.5))
        const couriers = [
          { courier_company_id: 10, courier_name: 'Delhivery Surface', per: 38, etd_days: 4 },
          { courier_company_id: 33, courier_name: 'Xpressbees Surface', per: 34, etd_days: 5 },
        ]
        return {
          status: 200,
          data: {
            available_courier_companies: couriers.map((c) => ({
              courier_company_id: c.courier_company_id,
              courier_name: c.courier_name,
              rate: slabs * c.per + (cod ? 35 : 0),
              cod: 1,
              etd: new Date(Date.now() + c.etd_days * 86_400_000).toISOString().slice(0, 10),
              estimated_delivery_days: String(c.etd_days),
            })),
          },
        }
      })

      sr.post('/orders/create/adhoc', async (req, reply) => {
        const b = (req.body ?? {}) as Record<string, unknown>
        const required = [
          'order_id',
          'order_date',
          'pickup_location',
          'billing_customer_name',
          'billing_address',
          'billing_city',
          'billing_pincode',
          'billing_state',
          'billing_country',
          'billing_phone',
          'order_items',
          'payment_method',
          'sub_total',
          'length',
          'breadth',
          'height',
          'weight',
        ]
        const invalid = missingFields(b, required)
        if (invalid) return reply.code(422).send(invalid)
        const [row] = await db
          .insert(testCourierShipments)
          .values({
            channelOrderId: String(b.order_id),
            pickupLocation: String(b.pickup_location),
            deliveryPincode: String(b.billing_pincode),
            paymentMethod: String(b.payment_method),
            weightKg: String(b.weight),
            codAmount: String(b.payment_method).toUpperCase() === 'COD' ? String(b.sub_total) : null,
          })
          .returning()
        if (!row) throw new Error('stand-in courier: no row')
        return {
          order_id: row.shipmentId + 500_000_000,
          channel_order_id: row.channelOrderId,
          shipment_id: row.shipmentId,
          status: 'NEW',
          status_code: 1,
          onboarding_completed_now: 0,
          awb_code: '',
          courier_company_id: '',
          courier_name: '',
        }
      })

      // A return order (decision 056), as Shiprocket's `POST /orders/create/return` takes it: the shopper's pickup
      // and the shop's address; a shipment whose AWB is then assigned as any other's.
      sr.post('/orders/create/return', async (req, reply) => {
        const b = (req.body ?? {}) as Record<string, unknown>
        const required = [
          'order_id',
          'order_date',
          'pickup_customer_name',
          'pickup_address',
          'pickup_city',
          'pickup_state',
          'pickup_country',
          'pickup_pincode',
          'pickup_email',
          'pickup_phone',
          'shipping_customer_name',
          'shipping_address',
          'shipping_city',
          'shipping_country',
          'shipping_pincode',
          'shipping_state',
          'shipping_phone',
          'order_items',
          'payment_method',
          'sub_total',
          'length',
          'breadth',
          'height',
          'weight',
        ]
        const invalid = missingFields(b, required)
        if (invalid) return reply.code(422).send(invalid)
        const [row] = await db
          .insert(testCourierShipments)
          .values({
            channelOrderId: String(b.order_id),
            pickupLocation: `return from ${String(b.pickup_pincode)}`,
            deliveryPincode: String(b.shipping_pincode),
            paymentMethod: 'Prepaid',
            weightKg: String(b.weight),
          })
          .returning()
        if (!row) throw new Error('stand-in courier: no row')
        return {
          order_id: row.shipmentId + 500_000_000,
          shipment_id: row.shipmentId,
          status: 'RETURN PENDING',
          status_code: 21,
          company_name: 'stand-in',
        }
      })

      sr.post('/orders/cancel', async (req) => {
        const ids = ((req.body as { ids?: number[] })?.ids ?? []).map((i) => i - 500_000_000)
        if (ids.length > 0)
          await db
            .update(testCourierShipments)
            .set({ status: 'CANCELED' })
            .where(inArray(testCourierShipments.shipmentId, ids))
        return { status_code: 200, message: 'Order cancelled successfully.' }
      })

      sr.post('/courier/assign/awb', async (req, reply) => {
        const id = Number((req.body as { shipment_id?: unknown })?.shipment_id)
        const [row] = Number.isInteger(id)
          ? await db.select().from(testCourierShipments).where(eq(testCourierShipments.shipmentId, id))
          : []
        if (!row) return reply.code(400).send({ message: 'Invalid shipment id', status_code: 400 })
        // 400097: served when the shopper paid, refused when the AWB is asked (the courier's network changed)
        if (row.deliveryPincode.startsWith('79') || row.deliveryPincode === '400097')
          return {
            awb_assign_status: 0,
            response: {
              data: {
                awb_assign_error: `Selected courier is not serviceable for delivery pincode ${row.deliveryPincode}`,
              },
            },
          }
        const awb = row.awb ?? `SRT${String(row.shipmentId).padStart(9, '0')}`
        const courierName = row.paymentMethod === 'COD' ? 'Delhivery Surface' : 'Xpressbees Surface'
        await db
          .update(testCourierShipments)
          .set({ awb, courierName, status: 'AWB ASSIGNED' })
          .where(eq(testCourierShipments.shipmentId, id))
        return {
          awb_assign_status: 1,
          response: {
            data: {
              courier_company_id: row.paymentMethod === 'COD' ? 10 : 33,
              awb_code: awb,
              shipment_id: row.shipmentId,
              order_id: row.shipmentId + 500_000_000,
              courier_name: courierName,
              assigned_date_time: { date: new Date().toISOString() },
            },
          },
        }
      })

      const shipmentsOf = async (raw: unknown) => {
        const ids = Array.isArray(raw) ? raw.map(Number).filter(Number.isInteger) : []
        return ids.length > 0
          ? db.select().from(testCourierShipments).where(inArray(testCourierShipments.shipmentId, ids))
          : []
      }

      sr.post('/courier/generate/label', async (req) => {
        const rows = await shipmentsOf((req.body as { shipment_id?: unknown })?.shipment_id)
        const ready = rows.filter((r) => r.awb)
        if (ready.length === 0) return { label_created: 0, response: 'AWB is not assigned', not_created: [] }
        return {
          label_created: 1,
          label_url: `${base(req)}/documents/labels/${ready.map((r) => r.shipmentId).join('-')}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: rows.filter((r) => !r.awb).map((r) => r.shipmentId),
        }
      })

      sr.post('/manifests/generate', async (req) => {
        const rows = await shipmentsOf((req.body as { shipment_id?: unknown })?.shipment_id)
        return {
          status: 1,
          manifest_url: `${base(req)}/documents/manifests/${rows.map((r) => r.shipmentId).join('-')}.pdf`,
        }
      })

      sr.get('/documents/:kind/:ids', async (req, reply) => {
        const { kind, ids } = req.params as { kind: string; ids: string }
        const rows = await shipmentsOf(ids.replace(/\.pdf$/, '').split('-'))
        if (rows.length === 0 || (kind !== 'labels' && kind !== 'manifests')) return reply.code(404).send()
        const { doc, done } = await openPdf({ size: kind === 'labels' ? [288, 432] : 'A4', margin: 18 })
        if (kind === 'labels') {
          rows.forEach((r, i) => {
            if (i > 0) doc.addPage()
            doc
              .font('bold')
              .fontSize(14)
              .text(r.courierName ?? 'Courier')
            doc
              .font('body')
              .fontSize(22)
              .text(`AWB ${r.awb ?? '-'}`)
            doc.fontSize(11).text(`Order ${r.channelOrderId}`).text(`${r.paymentMethod}  ${r.weightKg} kg`)
            doc.text(`Deliver to PIN ${r.deliveryPincode}`).text('Stand-in courier (test mode)')
          })
        } else {
          doc.font('bold').fontSize(16).text('Manifest (stand-in courier, test mode)')
          doc.font('body').fontSize(11)
          for (const r of rows)
            doc.text(`${r.awb ?? '-'}   ${r.channelOrderId}   ${r.courierName ?? ''}   ${r.paymentMethod}`)
        }
        doc.end()
        return reply.type('application/pdf').send(await done)
      })

      sr.post('/courier/generate/pickup', async (req) => {
        const b = (req.body ?? {}) as { shipment_id?: unknown; pickup_date?: string[] }
        const rows = (await shipmentsOf(b.shipment_id)).filter((r) => r.awb)
        if (rows.length === 0) return { pickup_status: 0, response: { data: 'AWB is not assigned' } }
        const date = b.pickup_date?.[0] ?? new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
        await db
          .update(testCourierShipments)
          .set({ status: 'PICKUP SCHEDULED', pickupDate: date })
          .where(
            inArray(
              testCourierShipments.shipmentId,
              rows.map((r) => r.shipmentId),
            ),
          )
        return {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: `${date} 10:00:00`,
            pickup_token_number: `Reference No: T${rows[0]?.shipmentId}`,
            status: 3,
            data: `Pickup is confirmed by ${rows[0]?.courierName} For AWB :- ${rows.map((r) => r.awb).join(', ')}`,
          },
        }
      })

      sr.get('/courier/track/awb/:awb', async (req) => {
        const { awb } = req.params as { awb: string }
        const [row] = await db.select().from(testCourierShipments).where(eq(testCourierShipments.awb, awb))
        if (!row)
          return {
            tracking_data: {
              track_status: 0,
              shipment_status: 0,
              error: `Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.`,
            },
          }
        return {
          tracking_data: {
            track_status: 1,
            shipment_status: SHIPROCKET_STATUS_IDS[row.status] ?? 6,
            shipment_track: [{ awb_code: awb, courier_name: row.courierName, current_status: row.status }],
            // the newest scan, as Shiprocket lists its activities (its date in India time)
            shipment_track_activities: row.statusAt
              ? [
                  {
                    date: indiaStamp(row.statusAt),
                    status: row.status,
                    activity: row.status,
                    location: 'Hub',
                    'sr-status-label': row.status,
                  },
                ]
              : [],
            track_url: `https://shiprocket.co/tracking/${awb}`,
          },
        }
      })

      sr.post('/orders/cancel/shipment/awbs', async (req) => {
        const awbs = (req.body as { awbs?: string[] })?.awbs ?? []
        if (awbs.length > 0)
          await db
            .update(testCourierShipments)
            .set({ status: 'CANCELED' })
            .where(inArray(testCourierShipments.awb, awbs))
        return { message: 'Bulk Shipment cancellation is in progress. Please wait for 24 hours.' }
      })

      // Test-only: the next call answers 5xx, or hangs this long (a courier down or slow).
      sr.post('/_test/fail-next', async (req) => {
        const b = (req.body ?? {}) as { status?: number; hang_ms?: number }
        failNext = b.hang_ms ? { hangMs: b.hang_ms } : { status: b.status ?? 503 }
        return { ok: true }
      })

      // NDR (failed deliveries), as Shiprocket lists them: the shipments whose last scan was UNDELIVERED.
      const ndrOf = (r: typeof testCourierShipments.$inferSelect) => ({
        id: r.shipmentId + 900_000_000,
        shipment_id: r.shipmentId,
        status: r.status,
        status_code: 36,
        payment_method: r.paymentMethod === 'COD' ? 'cod' : 'prepaid',
        reason: r.ndrReason ?? '',
        attempts: r.ndrAttempts,
        ndr_raised_at: r.ndrRaisedAt ? indiaStamp(r.ndrRaisedAt) : '',
        courier: r.courierName,
        awb_code: r.awb,
        customer_pincode: r.deliveryPincode,
        history: [],
      })
      const pagination = (n: number) => ({
        pagination: { total: n, count: n, per_page: 100, current_page: 1, total_pages: 1, links: {} },
      })

      sr.get('/ndr/all', async () => {
        const rows = await db
          .select()
          .from(testCourierShipments)
          .where(eq(testCourierShipments.status, 'UNDELIVERED'))
        return { data: rows.map(ndrOf), meta: pagination(rows.length) }
      })

      sr.get('/ndr/:awb', async (req) => {
        const { awb } = req.params as { awb: string }
        const rows = await db
          .select()
          .from(testCourierShipments)
          .where(and(eq(testCourierShipments.awb, awb), eq(testCourierShipments.status, 'UNDELIVERED')))
        return { data: rows.map(ndrOf), meta: pagination(rows.length) }
      })

      // An NDR answered: recorded as sent; a re-attempt goes back out (later scans deliver it), a return starts
      // the RTO and sends its tracking webhook, as Shiprocket does.
      sr.post('/ndr/:awb/action', async (req, reply) => {
        const { awb } = req.params as { awb: string }
        const b = (req.body ?? {}) as Record<string, unknown>
        const errors: Record<string, string[]> = {}
        if (b.action !== 're-attempt' && b.action !== 'return')
          errors.action = ['The selected action is invalid.']
        if (typeof b.comments !== 'string' || b.comments.trim() === '')
          errors.comments = ['The comments field is required.']
        if (b.deferred_date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(b.deferred_date)))
          errors.deferred_date = ['The deferred date does not match the format Y-m-d.']
        if (b.phone !== undefined && !/^[6-9]\d{9}$/.test(String(b.phone)))
          errors.phone = ['The phone must be 10 digits.']
        if (Object.keys(errors).length > 0)
          return reply.code(422).send({ message: 'Oops! Invalid Data.', errors, status_code: 422 })
        const [row] = await db.select().from(testCourierShipments).where(eq(testCourierShipments.awb, awb))
        if (!row || row.status !== 'UNDELIVERED')
          return reply
            .code(400)
            .send({ message: 'Action cannot be taken: the shipment is not in NDR', status_code: 400 })
        const status = b.action === 'return' ? 'RTO INITIATED' : 'IN TRANSIT'
        await db
          .update(testCourierShipments)
          .set({
            status,
            ndrActions: sql`${testCourierShipments.ndrActions} || ${JSON.stringify([b])}::jsonb`,
          })
          .where(eq(testCourierShipments.shipmentId, row.shipmentId))
        if (b.action === 'return') await sendWebhook(row, 'RTO INITIATED', new Date())
        return reply.code(202).send({ status: 'Data Updated Sucessfully' })
      })

      // COD remittance (decision 046, amended): the delivered COD shipments /_test/remit marked remitted, between
      // two remittance days, in the shape the adapter reads.
      sr.get('/account/details/remittance', async (req) => {
        const q = req.query as { from?: string; to?: string }
        const rows = await db
          .select()
          .from(testCourierShipments)
          .where(
            and(
              eq(testCourierShipments.status, 'DELIVERED'),
              sql`${testCourierShipments.remittedOn} between ${q.from ?? '0000-00-00'} and ${q.to ?? '9999-99-99'}`,
            ),
          )
          .orderBy(testCourierShipments.shipmentId)
        return {
          data: rows.map((r) => ({
            awb_code: r.awb,
            channel_order_id: r.channelOrderId,
            courier: r.courierName,
            cod_amount: r.codAmount,
            remitted_amount: r.remittedAmount,
            utr: r.remittedUtr,
            remittance_date: r.remittedOn,
          })),
          meta: pagination(rows.length),
        }
      })

      // Test-only: the courier remits delivered COD shipments (by AWB) with a UTR on a day; `amount` (rupees) is
      // what it remitted when it is not the cash collected (a short or over remittance).
      sr.post('/_test/remit', async (req, reply) => {
        const b = (req.body ?? {}) as { awbs?: string[]; utr?: string; date?: string; amount?: string }
        const awbs = Array.isArray(b.awbs) ? b.awbs.map(String) : []
        if (awbs.length === 0 || !b.utr || !/^\d{4}-\d{2}-\d{2}$/.test(String(b.date)))
          return reply.code(400).send({ message: 'awbs, utr and date (YYYY-MM-DD) are required' })
        const rows = await db
          .update(testCourierShipments)
          .set({
            remittedUtr: String(b.utr),
            remittedOn: String(b.date),
            remittedAmount:
              b.amount === undefined ? sql`${testCourierShipments.codAmount}` : String(b.amount),
          })
          .where(
            and(
              inArray(testCourierShipments.awb, awbs),
              eq(testCourierShipments.status, 'DELIVERED'),
              eq(testCourierShipments.paymentMethod, 'COD'),
            ),
          )
          .returning({ awb: testCourierShipments.awb })
        return { remitted: rows.map((r) => r.awb) }
      })

      const sendWebhook = (
        row: typeof testCourierShipments.$inferSelect,
        status: string,
        at: Date,
        activity?: string,
      ) =>
        opts.fetch(opts.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.webhookToken ? { 'x-api-key': opts.webhookToken } : {}),
          },
          body: JSON.stringify(trackingWebhook(row, status, at, activity)),
        })

      // Test-only: a scan of a shipment; Shiprocket's tracking webhook is sent to the shop, as the courier would.
      // UNDELIVERED is a failed delivery attempt (NDR) with the courier's `reason` (its scan's activity).
      sr.post('/_test/scan', async (req, reply) => {
        // `webhook: false`: the scan is made but its webhook is lost (the shop learns it by asking the tracking)
        const b = (req.body ?? {}) as {
          awb?: string
          status?: string
          at?: string
          reason?: string
          webhook?: boolean
        }
        const status = String(b.status ?? '').toUpperCase()
        const [row] = b.awb
          ? await db.select().from(testCourierShipments).where(eq(testCourierShipments.awb, b.awb))
          : []
        if (!row || !(status in SHIPROCKET_STATUS_IDS))
          return reply.code(400).send({ message: 'unknown AWB or status' })
        const at = b.at ? new Date(b.at) : new Date()
        const failed = status === 'UNDELIVERED'
        const reason = failed ? String(b.reason ?? 'Consignee not available').slice(0, 200) : undefined
        await db
          .update(testCourierShipments)
          .set({
            status,
            statusAt: at,
            ...(failed
              ? {
                  ndrAttempts: sql`${testCourierShipments.ndrAttempts} + 1`,
                  ndrReason: reason,
                  ndrRaisedAt: at,
                }
              : {}),
          })
          .where(eq(testCourierShipments.shipmentId, row.shipmentId))
        if (b.webhook === false) return { delivered: null }
        const res = await sendWebhook(row, status, at, reason)
        return { delivered: res.status }
      })
    },
    { prefix: TEST_COURIER_PREFIX },
  )
}

/** Shiprocket's tracking webhook body for a scan (the fields it documents). */
export function trackingWebhook(
  row: { awb: string | null; courierName: string | null; channelOrderId: string; shipmentId: number },
  status: string,
  at: Date,
  /** the scan's activity: for UNDELIVERED, the courier's reason */
  activity?: string,
) {
  const stamp = indiaStamp(at)
  const id = SHIPROCKET_STATUS_IDS[status] ?? 0
  return {
    awb: row.awb,
    courier_name: row.courierName,
    current_status: status,
    current_status_id: id,
    shipment_status: status,
    shipment_status_id: id,
    current_timestamp: stamp,
    order_id: row.channelOrderId,
    sr_order_id: row.shipmentId + 500_000_000,
    awb_assigned_date: stamp,
    pickup_scheduled_date: stamp,
    etd: stamp,
    scans: [
      {
        date: stamp,
        status,
        activity: activity ? `${status} - ${activity}` : status,
        location: 'Hub',
        'sr-status': id,
        'sr-status-label': status,
      },
    ],
    is_return: status.startsWith('RTO') ? 1 : 0,
    channel_id: 1,
    pod_status: '',
    pod: '',
  }
}

/** India time, as Shiprocket writes it: '2026-11-28 12:30:00'. */
function indiaStamp(at: Date): string {
  return new Date(at.getTime() + 19_800_000).toISOString().replace('T', ' ').slice(0, 19)
}
