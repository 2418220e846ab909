import type { FetchLike } from './razorpay.ts'

/** Shiprocket's time of a scan, India time: '23 05 2023 11:43:52' or '2023-05-23 11:43:52'; else `otherwise`. */
export function shiprocketTime<T extends Date | undefined>(raw: string | undefined, otherwise: T): Date | T {
  const dmy = raw && /^(\d{2})[ -](\d{2})[ -](\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(raw.trim())
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}T${dmy[4]}` : raw?.trim().replace(' ', 'T')
  const at = iso && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(iso) ? new Date(`${iso}+05:30`) : undefined
  return at && !Number.isNaN(at.getTime()) ? at : otherwise
}

// The courier adapter's Shiprocket client (decision 046): Shiprocket's external API as documented
// (https://apiv2.shiprocket.in/v1/external): a Bearer token from POST /auth/login (valid 10 days, kept and renewed
// a day early, or at once when the API answers 401), then serviceability, adhoc orders, AWB, label, manifest,
// pickup, tracking and cancellation. In development and tests the same client talks to the built-in stand-in
// (modules/shipping/test-courier.ts), which answers these paths the way Shiprocket does.

/** What the shop asks of any courier: a second courier plugs in by implementing this (decision 046). */
export interface CourierAdapter {
  /** the name shown on the order (the courier aggregator; the carrier it picks is on each booking) */
  readonly name: string
  /** `timeoutMs`: a shorter wait than the adapter's own (checkout's rates wait 1 s, decision 046 amended) */
  serviceability(q: {
    deliveryPin: string
    weightKg: number
    cod: boolean
    timeoutMs?: number
  }): Promise<CourierRate[]>
  /** Creates the shipment and assigns its AWB; a CourierError names the courier's reason. */
  book(order: CourierOrder): Promise<CourierBooking>
  /** One PDF of the labels of these shipments (the courier merges them), as a URL to fetch. */
  labels(shipmentIds: string[]): Promise<string>
  manifest(shipmentIds: string[]): Promise<string>
  /** Asks for a pickup of these shipments; the date the courier scheduled (YYYY-MM-DD as it gives it). */
  pickup(shipmentIds: string[], date: string): Promise<{ scheduledDate: string }>
  /** The shipment's latest status, and when the courier scanned it when it says so. */
  track(awb: string): Promise<{ status: string; trackUrl?: string; at?: Date }>
  cancel(awbs: string[]): Promise<void>
  /** the shopper's tracking link of an AWB */
  trackingUrl(awb: string): string
  /** Shipments whose delivery failed (NDR) at the courier: its reason and attempts, newest first as it lists them. */
  ndrList(): Promise<CourierNdr[]>
  /** Answers a failed delivery: try again (a date, phone or address line for the courier) or return to origin. */
  ndrAction(awb: string, action: NdrAction): Promise<void>
  /**
   * A shopper's return (decision 056): the reverse pickup from the shopper to the shop, its AWB assigned; a
   * CourierError names the courier's reason. Absent for a courier that books no returns.
   */
  bookReturn?(r: CourierReturn): Promise<{ shipmentId: string; awb: string; courierName: string }>
  /**
   * The cash on delivery the courier remitted to the shop between two days (YYYY-MM-DD, included), one row per
   * shipment (decision 046, amended: COD remittance).
   */
  codRemittances(from: string, to: string): Promise<CourierRemittance[]>
}

/** One COD shipment's cash as the courier remitted it; amounts in paise. */
export interface CourierRemittance {
  awb: string
  orderId: string
  codPaise: number
  remittedPaise: number
  utr: string
  /** YYYY-MM-DD */
  remittedOn: string
}

/** A return to book with the courier: picked up from the shopper, delivered to the shop's return address. */
export interface CourierReturn {
  /** the return's own id at the courier (50 characters at most) */
  returnId: string
  orderDate: Date
  pickup: {
    name: string
    line1: string
    city: string
    state: string
    pin: string
    phone: string
    email: string
  }
  items: { name: string; sku: string; units: number; sellingPricePaise: number }[]
  totalPaise: number
  weightKg: number
}

export interface CourierNdr {
  awb: string
  reason: string
  attempts: number
  /** when the courier raised it, as it writes it (India time) */
  raisedAt: string
  status: string
}

/** An answer to a failed delivery; `comments` is what the courier's team reads. */
export type NdrAction =
  | {
      kind: 'reattempt'
      comments: string
      /** YYYY-MM-DD: deliver on this day */
      date?: string
      /** a better number to call, 10 digits */
      phone?: string
      /** a better address line */
      address1?: string
      address2?: string
    }
  | { kind: 'rto'; comments: string }

export interface CourierRate {
  courierId: number
  courierName: string
  ratePaise: number
  etd: string
  cod: boolean
}

export interface CourierOrder {
  orderId: string
  orderDate: Date
  cod: boolean
  totalPaise: number
  weightKg: number
  address: {
    name: string
    line1: string
    line2?: string
    city: string
    state: string
    pin: string
    phone: string
  }
  email: string
  items: { name: string; sku: string; units: number; sellingPricePaise: number }[]
}

export interface CourierBooking {
  shipmentId: string
  awb: string
  courierName: string
}

/** A courier's refusal or failure: `reason` is what the courier said (or that it did not answer). */
export class CourierError extends Error {
  readonly reason: string
  readonly status?: number
  constructor(reason: string, status?: number) {
    super(reason)
    this.name = 'CourierError'
    this.reason = reason
    this.status = status
  }
}

export const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in/v1/external'
const TOKEN_DAYS = 10
const DAY_MS = 86_400_000

export interface ShiprocketOptions {
  apiUrl: string
  email: string
  password: string
  pickupLocation: string
  /** the pickup location's PIN (serviceability is asked from it) */
  pickupPin: string
  /** where returns are delivered (the shop's address at its pickup PIN); without it no return is booked */
  returnTo?: {
    name: string
    address: string
    city: string
    state: string
    pin: string
    phone: string
    email: string
  }
  fetch?: FetchLike
  timeoutMs?: number
  now?: () => Date
}

const rupeesOf = (paise: number) => Math.round(paise) / 100

export function createShiprocketClient(opts: ShiprocketOptions): CourierAdapter & { tokenLogins(): number } {
  const doFetch: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init))
  const now = opts.now ?? (() => new Date())
  const timeoutMs = opts.timeoutMs ?? 15_000
  let token: { value: string; renewAt: number } | undefined
  let logins = 0

  async function raw(
    method: string,
    path: string,
    body?: unknown,
    bearer?: string,
    waitMs = timeoutMs,
  ): Promise<Response> {
    const signal = AbortSignal.timeout(waitMs)
    try {
      // Raced as well as signalled: a fetch that ignores the signal still gives up in time.
      return await Promise.race([
        doFetch(`${opts.apiUrl}${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        }),
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ])
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
      throw new CourierError(
        timedOut ? 'Shiprocket did not answer in time' : 'Shiprocket could not be reached',
      )
    }
  }

  async function reasonOf(res: Response): Promise<string> {
    const text = await res.text().catch(() => '')
    try {
      const j = JSON.parse(text) as { message?: unknown; errors?: Record<string, unknown> }
      const first = j.errors ? Object.values(j.errors).flat()[0] : undefined
      if (typeof j.message === 'string' && j.message) return first ? `${j.message}: ${first}` : j.message
    } catch {}
    return res.status >= 500
      ? `Shiprocket answered ${res.status}`
      : text.slice(0, 200) || `HTTP ${res.status}`
  }

  async function login(waitMs = timeoutMs): Promise<string> {
    const res = await raw(
      'POST',
      '/auth/login',
      { email: opts.email, password: opts.password },
      undefined,
      waitMs,
    )
    if (!res.ok) throw new CourierError(`Shiprocket login failed: ${await reasonOf(res)}`, res.status)
    const j = (await res.json()) as { token?: string }
    if (!j.token) throw new CourierError('Shiprocket login gave no token')
    logins++
    token = { value: j.token, renewAt: now().getTime() + (TOKEN_DAYS - 1) * DAY_MS }
    return j.token
  }

  async function call<T>(method: string, path: string, body?: unknown, waitMs = timeoutMs): Promise<T> {
    const bearer = token && now().getTime() < token.renewAt ? token.value : await login(waitMs)
    let res = await raw(method, path, body, bearer, waitMs)
    // A token revoked or expired early: log in again once.
    if (res.status === 401) res = await raw(method, path, body, await login(waitMs), waitMs)
    if (!res.ok) throw new CourierError(await reasonOf(res), res.status)
    return (await res.json()) as T
  }

  const ids = (shipmentIds: string[]) => shipmentIds.map((s) => Number(s))

  return {
    name: 'Shiprocket',
    tokenLogins: () => logins,

    async serviceability({ deliveryPin, weightKg, cod, timeoutMs: waitMs }) {
      const q = new URLSearchParams({
        pickup_postcode: opts.pickupPin,
        delivery_postcode: deliveryPin,
        weight: String(weightKg),
        cod: cod ? '1' : '0',
      })
      const j = await call<{
        data?: {
          available_courier_companies?: {
            courier_company_id: number
            courier_name: string
            rate: number
            etd: string
            cod: number
          }[]
        }
      }>('GET', `/courier/serviceability/?${q}`, undefined, waitMs ?? timeoutMs)
      return (j.data?.available_courier_companies ?? []).map((c) => ({
        courierId: c.courier_company_id,
        courierName: c.courier_name,
        ratePaise: Math.round(Number(c.rate) * 100),
        etd: c.etd,
        cod: c.cod === 1,
      }))
    },

    async book(o) {
      const [first, ...rest] = o.address.name.trim().split(/\s+/)
      const created = await call<{ order_id?: number; shipment_id?: number; status?: string }>(
        'POST',
        '/orders/create/adhoc',
        {
          order_id: o.orderId,
          order_date: o.orderDate.toISOString().slice(0, 16).replace('T', ' '),
          pickup_location: opts.pickupLocation,
          billing_customer_name: first ?? o.address.name,
          billing_last_name: rest.join(' '),
          billing_address: o.address.line1,
          billing_address_2: o.address.line2 ?? '',
          billing_city: o.address.city,
          billing_pincode: o.address.pin,
          billing_state: o.address.state,
          billing_country: 'India',
          billing_email: o.email,
          billing_phone: o.address.phone.replace(/\D/g, '').slice(-10),
          shipping_is_billing: true,
          order_items: o.items.map((i) => ({
            name: i.name,
            sku: i.sku,
            units: i.units,
            selling_price: rupeesOf(i.sellingPricePaise),
          })),
          payment_method: o.cod ? 'COD' : 'Prepaid',
          sub_total: rupeesOf(o.totalPaise),
          length: 20,
          breadth: 15,
          height: 10,
          weight: o.weightKg,
        },
      )
      if (!created.shipment_id) throw new CourierError('Shiprocket created no shipment')
      const shipmentId = String(created.shipment_id)
      const assigned = await call<{
        awb_assign_status?: number
        message?: string
        response?: { data?: { awb_code?: string; courier_name?: string; awb_assign_error?: string } }
      }>('POST', '/courier/assign/awb', { shipment_id: created.shipment_id })
      const data = assigned.response?.data
      if (assigned.awb_assign_status !== 1 || !data?.awb_code) {
        const reason = data?.awb_assign_error || assigned.message || 'no AWB was assigned'
        // Nothing left behind at the courier for an order the shop did not ship.
        if (created.order_id)
          await call('POST', '/orders/cancel', { ids: [created.order_id] }).catch(() => undefined)
        throw new CourierError(reason)
      }
      return { shipmentId, awb: data.awb_code, courierName: data.courier_name ?? 'Shiprocket' }
    },

    // Shiprocket's return order (`POST /orders/create/return`, its API's Return & Exchange Orders folder), then its
    // AWB as for a shipment; a return order without an AWB is cancelled so nothing is left at the courier.
    async bookReturn(r) {
      const to = opts.returnTo
      if (!to) throw new CourierError('no return address is set up for the courier')
      const [first, ...rest] = r.pickup.name.trim().split(/\s+/)
      const created = await call<{ order_id?: number; shipment_id?: number; status?: string }>(
        'POST',
        '/orders/create/return',
        {
          order_id: r.returnId,
          order_date: r.orderDate.toISOString().slice(0, 10),
          pickup_customer_name: first ?? r.pickup.name,
          pickup_last_name: rest.join(' '),
          pickup_address: r.pickup.line1,
          pickup_city: r.pickup.city,
          pickup_state: r.pickup.state,
          pickup_country: 'India',
          pickup_pincode: Number(r.pickup.pin),
          pickup_email: r.pickup.email,
          pickup_phone: r.pickup.phone.replace(/\D/g, '').slice(-10),
          shipping_customer_name: to.name,
          shipping_address: to.address,
          shipping_city: to.city,
          shipping_state: to.state,
          shipping_country: 'India',
          shipping_pincode: Number(to.pin),
          shipping_email: to.email,
          shipping_phone: Number(to.phone.replace(/\D/g, '').slice(-10)),
          order_items: r.items.map((i) => ({
            name: i.name,
            sku: i.sku,
            units: i.units,
            selling_price: rupeesOf(i.sellingPricePaise),
          })),
          payment_method: 'PREPAID',
          sub_total: rupeesOf(r.totalPaise),
          length: 20,
          breadth: 15,
          height: 10,
          weight: r.weightKg,
        },
      )
      if (!created.shipment_id) throw new CourierError('Shiprocket created no return shipment')
      const assigned = await call<{
        awb_assign_status?: number
        message?: string
        response?: { data?: { awb_code?: string; courier_name?: string; awb_assign_error?: string } }
      }>('POST', '/courier/assign/awb', { shipment_id: created.shipment_id })
      const data = assigned.response?.data
      if (assigned.awb_assign_status !== 1 || !data?.awb_code) {
        if (created.order_id)
          await call('POST', '/orders/cancel', { ids: [created.order_id] }).catch(() => undefined)
        throw new CourierError(data?.awb_assign_error || assigned.message || 'no AWB was assigned')
      }
      return {
        shipmentId: String(created.shipment_id),
        awb: data.awb_code,
        courierName: data.courier_name ?? 'Shiprocket',
      }
    },

    async labels(shipmentIds) {
      const j = await call<{ label_created?: number; label_url?: string; response?: string }>(
        'POST',
        '/courier/generate/label',
        { shipment_id: ids(shipmentIds) },
      )
      if (j.label_created !== 1 || !j.label_url) throw new CourierError(j.response ?? 'no label was made')
      return j.label_url
    },

    async manifest(shipmentIds) {
      const j = await call<{ status?: number; manifest_url?: string }>('POST', '/manifests/generate', {
        shipment_id: ids(shipmentIds),
      })
      if (!j.manifest_url) throw new CourierError('no manifest was made')
      return j.manifest_url
    },

    async pickup(shipmentIds, date) {
      const j = await call<{
        pickup_status?: number
        response?: { pickup_scheduled_date?: string; data?: string }
      }>('POST', '/courier/generate/pickup', { shipment_id: ids(shipmentIds), pickup_date: [date] })
      if (j.pickup_status !== 1 || !j.response?.pickup_scheduled_date)
        throw new CourierError(j.response?.data ?? 'no pickup was scheduled')
      return { scheduledDate: j.response.pickup_scheduled_date }
    },

    async track(awb) {
      const j = await call<{
        tracking_data?: {
          shipment_track?: { current_status?: string }[]
          shipment_track_activities?: { date?: string; status?: string; activity?: string }[]
          track_url?: string
          error?: string
        }
      }>('GET', `/courier/track/awb/${encodeURIComponent(awb)}`)
      const t = j.tracking_data
      const status = t?.shipment_track?.[0]?.current_status
      if (!status) throw new CourierError(t?.error ?? 'no tracking for this AWB')
      // the newest scan first, its date in India time ('2026-11-28 15:10:00'); none listed: the time is not known
      const scanned = t?.shipment_track_activities?.[0]?.date
      return { status, trackUrl: t?.track_url, at: scanned ? shiprocketTime(scanned, undefined) : undefined }
    },

    async cancel(awbs) {
      await call('POST', '/orders/cancel/shipment/awbs', { awbs })
    },

    trackingUrl: (awb) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`,

    // NDR: GET /ndr/all (paged, 15 a page unless per_page says) and POST /ndr/{awb}/action with `action`
    // 're-attempt' or 'return' and `comments` (both required), answered 202 {status: 'Data Updated Sucessfully'};
    // a re-attempt may carry deferred_date (YYYY-MM-DD), phone, address1 and address2.
    async ndrList() {
      const out: CourierNdr[] = []
      for (let page = 1; page <= 20; page++) {
        const j = await call<{
          data?: {
            awb_code?: string | number
            reason?: string
            attempts?: number
            ndr_raised_at?: string
            status?: string
          }[]
          meta?: { pagination?: { total_pages?: number } }
        }>('GET', `/ndr/all?page=${page}&per_page=100`)
        for (const n of j.data ?? [])
          if (n.awb_code !== undefined && n.awb_code !== '')
            out.push({
              awb: String(n.awb_code),
              reason: n.reason ?? '',
              attempts: Number(n.attempts ?? 0),
              raisedAt: n.ndr_raised_at ?? '',
              status: n.status ?? 'UNDELIVERED',
            })
        if (page >= (j.meta?.pagination?.total_pages ?? 1)) break
      }
      return out
    },

    async ndrAction(awb, a) {
      const body =
        a.kind === 'rto'
          ? { action: 'return', comments: a.comments }
          : {
              action: 're-attempt',
              comments: a.comments,
              ...(a.date ? { deferred_date: a.date } : {}),
              ...(a.phone ? { phone: a.phone } : {}),
              ...(a.address1 ? { address1: a.address1 } : {}),
              ...(a.address2 ? { address2: a.address2 } : {}),
            }
      await call('POST', `/ndr/${encodeURIComponent(awb)}/action`, body)
    },

    // COD remittance: Shiprocket's published API documentation (apidocs.shiprocket.in, as converted to OpenAPI
    // on 2026-09-18) shows the wallet balance and the account statement under /account/details, but no COD
    // remittance call. The path and fields here are the stand-in's (decision 046, amended: COD remittance), to be
    // checked against a live account before use; the remittance report (CSV) is the primary path.
    async codRemittances(from, to) {
      const out: CourierRemittance[] = []
      for (let page = 1; page <= 50; page++) {
        const j = await call<{
          data?: {
            awb_code?: string | number
            channel_order_id?: string
            cod_amount?: string | number
            remitted_amount?: string | number
            utr?: string
            remittance_date?: string
          }[]
          meta?: { pagination?: { total_pages?: number } }
        }>('GET', `/account/details/remittance?from=${from}&to=${to}&page=${page}&per_page=100`)
        for (const r of j.data ?? [])
          out.push({
            awb: String(r.awb_code ?? ''),
            orderId: r.channel_order_id ?? '',
            codPaise: Math.round(Number(r.cod_amount ?? 0) * 100),
            remittedPaise: Math.round(Number(r.remitted_amount ?? 0) * 100),
            utr: r.utr ?? '',
            remittedOn: (r.remittance_date ?? '').slice(0, 10),
          })
        if (page >= (j.meta?.pagination?.total_pages ?? 1)) break
      }
      return out
    },
  }
}
