import { z } from 'zod'
import { dataReply, money } from './common.ts'

export const settingsSchema = z.object({
  shop_name: z.string(),
  tagline: z.string(),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    address: z.string(),
    hours: z.string(),
  }),
  instagram_url: z.string(),
  gstin: z.string(),
  fssai_license: z.string(),
  free_shipping_threshold: money,
  /** what the pages, badges and mails promise (decision 043): one set of figures, the owner's settings */
  promises: z.object({
    return_window_days: z.number().int(),
    cancellation_window_hours: z.number().int(),
    refund_days: z.number().int(),
    damage_report_hours: z.number().int(),
  }),
  currency: z.literal('INR'),
  coupons: z.array(z.object({ code: z.string(), label: z.string(), percent_off: z.number().nullable() })),
  payments_test_mode: z.boolean(),
  google_sign_in_enabled: z.boolean(),
  /** sign-in by mobile number: an SMS gateway is set, or its stand-in outside production (decision 055) */
  mobile_sign_in_enabled: z.boolean(),
  /** development and tests: the stand-in SMS gateway shows the codes it was asked to send (GET /test-sms/messages) */
  sms_test_mode: z.boolean(),
})
export type Settings = z.infer<typeof settingsSchema>

export const settingsReply = dataReply(settingsSchema)

export const healthReply = z.object({
  success: z.boolean(),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    uptime_s: z.number(),
  }),
})
