// When a parcel arrives, said as a date range ("Delivery by Thu, 27 Nov – Sat, 29 Nov") from the same shipping
// table as checkout (decision 020). Dates are India's (IST, no daylight saving). The cut-off hour and the working days
// are the owner's settings (decision 043): by default couriers neither pick up nor deliver on Sundays, and an order
// placed before the 2 pm cut-off on a working day leaves the same day.

import { IST_OFFSET_MS } from './india-time.ts'

export const DISPATCH_CUTOFF_HOUR_IST = 14

/** When the warehouse dispatches: the cut-off hour (India time) and the working days (0 = Sunday). */
export interface DispatchSchedule {
  cutoffHour: number
  workingDays: readonly number[]
}
export const DEFAULT_SCHEDULE: DispatchSchedule = {
  cutoffHour: DISPATCH_CUTOFF_HOUR_IST,
  workingDays: [1, 2, 3, 4, 5, 6],
}
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

const isWorking = (d: IstDay, s: DispatchSchedule) => s.workingDays.includes(d.getUTCDay())
const nextDay = (d: IstDay) => new Date(d.getTime() + DAY_MS)

/** The day an order placed at `at` leaves the warehouse. */
export function dispatchDay(at: Date, schedule: DispatchSchedule = DEFAULT_SCHEDULE): IstDay {
  const { day, hour } = istDay(at)
  let d = hour < schedule.cutoffHour && isWorking(day, schedule) ? day : nextDay(day)
  for (let i = 0; i < 7 && !isWorking(d, schedule); i++) d = nextDay(d)
  return d
}

/** `days` courier working days after dispatch (the other days skipped). */
function afterWorkingDays(from: IstDay, days: number, schedule: DispatchSchedule): IstDay {
  let d = from
  for (let left = days; left > 0; ) {
    d = nextDay(d)
    if (isWorking(d, schedule) || schedule.workingDays.length === 0) left--
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
export function deliveryPromise(
  at: Date,
  minDays: number,
  maxDays: number,
  schedule: DispatchSchedule = DEFAULT_SCHEDULE,
): DeliveryPromise {
  const dispatch = dispatchDay(at, schedule)
  const from = afterWorkingDays(dispatch, minDays, schedule)
  const to = afterWorkingDays(dispatch, Math.max(minDays, maxDays), schedule)
  const label =
    isoDay(from) === isoDay(to)
      ? `Delivery by ${formatDeliveryDay(from)}`
      : `Delivery by ${formatDeliveryDay(from)} – ${formatDeliveryDay(to)}`
  return { from: isoDay(from), to: isoDay(to), label }
}
