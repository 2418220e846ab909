// When a parcel arrives, said as a date range ("Delivery by Thu, 27 Nov – Sat, 29 Nov") from the same shipping
// table as checkout (decision 020). Dates are India's (IST, no daylight saving); couriers neither pick up nor deliver
// on Sundays; an order placed before the 2 pm cut-off leaves the same day.

import { IST_OFFSET_MS } from './india-time.ts'

export const DISPATCH_CUTOFF_HOUR_IST = 14
const DAY_MS = 86_400_000
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A calendar day in India: its midnight as a UTC-based date (read with getUTC*). */
type IstDay = Date

function istDay(at: Date): { day: IstDay; hour: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS)
  const day = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()))
  return { day, hour: shifted.getUTCHours() }
}

const isSunday = (d: IstDay) => d.getUTCDay() === 0
const nextDay = (d: IstDay) => new Date(d.getTime() + DAY_MS)

/** The day an order placed at `at` leaves the warehouse. */
export function dispatchDay(at: Date): IstDay {
  const { day, hour } = istDay(at)
  let d = hour < DISPATCH_CUTOFF_HOUR_IST ? day : nextDay(day)
  while (isSunday(d)) d = nextDay(d)
  return d
}

/** `days` courier working days after dispatch (Sundays skipped). */
function afterWorkingDays(from: IstDay, days: number): IstDay {
  let d = from
  for (let left = days; left > 0; ) {
    d = nextDay(d)
    if (!isSunday(d)) left--
  }
  return d
}

/** 'Thu, 27 Nov' */
export function formatDeliveryDay(d: IstDay): string {
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`
}

/** ISO date (YYYY-MM-DD) of an Indian calendar day. */
const isoDay = (d: IstDay) => d.toISOString().slice(0, 10)

export interface DeliveryPromise {
  /** YYYY-MM-DD, India's calendar */
  from: string
  to: string
  /** 'Delivery by Thu, 27 Nov – Sat, 29 Nov' */
  label: string
}

/** The delivery range of an option taking `minDays`–`maxDays` after dispatch, for an order placed at `at`. */
export function deliveryPromise(at: Date, minDays: number, maxDays: number): DeliveryPromise {
  const dispatch = dispatchDay(at)
  const from = afterWorkingDays(dispatch, minDays)
  const to = afterWorkingDays(dispatch, Math.max(minDays, maxDays))
  const label =
    isoDay(from) === isoDay(to)
      ? `Delivery by ${formatDeliveryDay(from)}`
      : `Delivery by ${formatDeliveryDay(from)} – ${formatDeliveryDay(to)}`
  return { from: isoDay(from), to: isoDay(to), label }
}
