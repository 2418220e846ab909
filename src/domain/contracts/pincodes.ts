// GET /pincodes/{pin}: where a PIN code is, from India Post's directory (decision 047).
import { z } from 'zod'
import { dataReply } from './common.ts'

export const pinParams = z.object({
  pin: z
    .string()
    .regex(/^[1-9]\d{5}$/, { error: 'Enter a valid 6-digit PIN code' })
    .describe('a 6-digit PIN code'),
})

export const pinPlaceReply = dataReply(
  z.object({
    pin: z.string(),
    district: z.string().describe('as India Post names it; empty for the few it leaves unnamed'),
    state: z
      .string()
      .nullable()
      .describe('the state, as the shop writes it; null when India Post gives none'),
    states: z
      .array(z.string())
      .describe('every state the PIN is in (a few straddle a border); the first is `state`'),
  }),
)
export type PinPlaceReply = z.infer<typeof pinPlaceReply>
