// India Post's PIN code directory: which PIN codes exist, in which district and state. reference/india-pins.csv
// (19,586 PINs, 380 KB) is made from India Post's list of post offices by scripts/build-pin-directory.ts; read once
// per process on the first question (decision 047).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { GST_STATES, stateCodeOf } from '#domain/gst.ts'
import { shippingMessages } from '#domain/messages-shipping.ts'
import { AppError } from '#server/errors.ts'
import { projectRoot } from '#server/project-root.ts'

export interface PinPlace {
  pin: string
  /** as India Post names it ('Rangareddy'); empty for the few it leaves unnamed */
  district: string
  /** the state's name as the shop writes it (GST's list); a few PINs straddle a border and have two */
  states: string[]
}

let directory: Map<string, PinPlace> | undefined

function load(): Map<string, PinPlace> {
  const text = readFileSync(path.join(projectRoot, 'reference', 'india-pins.csv'), 'utf8')
  const map = new Map<string, PinPlace>()
  for (const line of text.split('\n')) {
    if (!line) continue
    const [pin = '', district = '', codes = ''] = line.split(',')
    map.set(pin, {
      pin,
      district,
      states: codes ? codes.split('|').map((c) => GST_STATES[c]!) : [],
    })
  }
  return map
}

/** Where a PIN code is, or undefined when India Post has no such PIN. */
export function placeOfPin(pin: string): PinPlace | undefined {
  directory ??= load()
  return directory.get(pin)
}

/**
 * An address's PIN must exist, and its state must be the PIN's (the state decides GST: CGST and SGST or IGST).
 * An Army Post Office PIN (9xxxxx) is not in the directory; the shipping table answers for it, as before.
 */
export function checkPinAndState(rawPin: string, state?: string): void {
  const pin = rawPin.replace(/\s+/g, '')
  if (!/^[1-8]\d{5}$/.test(pin)) return
  const place = placeOfPin(pin)
  if (!place) throw new AppError('bad_request', shippingMessages.pinUnknown(pin))
  if (state === undefined || place.states.length === 0) return
  const code = stateCodeOf(state)
  if (!place.states.some((s) => stateCodeOf(s) === code))
    throw new AppError('bad_request', shippingMessages.pinInAnotherState(pin, place.states[0]!))
}
