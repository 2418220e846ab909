// The back office's settings and pages (decision 043): the owner's screens under /api/admin/v1/settings and
// /api/admin/v1/pages, and the shop's public page reply. Money is rupees on the wire, paise inside (decision 039).
import { z } from 'zod'
import { settingsMessages as m } from '../messages-settings.ts'
import { GSTIN_PATTERN, isValidGstin, REVIEW_MODERATION_MODES, ZONES } from '../shop-settings.ts'
import { editVersion, recordVersion } from './admin.ts'
import { dataReply, money, moneyInput } from './common.ts'

const text = (max: number) => z.string({ error: m.required }).trim().min(1, { error: m.required }).max(max)
const amount = moneyInput(
  z.number({ error: m.moneyRange }).min(0, { error: m.moneyRange }).max(1_000_000, { error: m.moneyRange }),
  m.moneyDecimals,
)
const days = z
  .number({ error: m.days })
  .int({ error: m.days })
  .min(0, { error: m.days })
  .max(365, { error: m.days })
const hours = z
  .number({ error: m.hours })
  .int({ error: m.hours })
  .min(0, { error: m.hours })
  .max(720, { error: m.hours })

export const gstinInput = z
  .string()
  .trim()
  .toUpperCase()
  .regex(GSTIN_PATTERN, { error: m.gstinForm })
  .refine(isValidGstin, { error: m.gstinCheck })
  .describe('15-character GSTIN; its last character must be the check character of the other 14')

const rateInput = z
  .object({ charge: amount.nullable(), days_min: days, days_max: days })
  .refine((r) => r.days_min <= r.days_max, { error: m.daysRange, path: ['days_max'] })
const zoneInput = z.object({
  label: text(80),
  pin_prefixes: z.array(z.string().regex(/^[1-9][0-9]{0,5}$/, { error: m.pinPrefix })).max(200),
  standard: rateInput,
  express: rateInput,
  cod: z.boolean(),
})

const sections = {
  shop: z.object({
    legal_name: text(160),
    trade_name: text(80),
    tagline: text(160),
    address: text(300),
    gstin: gstinInput,
    fssai: z
      .string()
      .trim()
      .regex(/^[0-9]{14}$/, { error: m.fssai }),
    email: z.email({ error: m.email }).max(200),
    phone: text(40),
    whatsapp: text(40),
    hours: text(120),
  }),
  money: z.object({
    free_shipping_threshold: amount,
    cod_enabled: z.boolean(),
    cod_max: amount,
    cod_fee: amount,
    cod_confirm_hours: z
      .number({ error: m.codConfirmHours })
      .int({ error: m.codConfirmHours })
      .min(1, { error: m.codConfirmHours })
      .max(168, { error: m.codConfirmHours })
      .describe('hours a cash order waits for its shopper to confirm it on WhatsApp (decision 049)'),
    cod_unconfirmed: z
      .enum(['cancel', 'hold'], { error: m.codUnconfirmed })
      .describe(
        'a cash order unconfirmed after those hours: cancelled with its stock back, or held for a call',
      ),
  }),
  delivery: z.object({
    cutoff_hour: z
      .number({ error: m.cutoffHour })
      .int({ error: m.cutoffHour })
      .min(0, { error: m.cutoffHour })
      .max(23, { error: m.cutoffHour }),
    working_days: z
      .array(z.number().int().min(0).max(6))
      .min(1, { error: m.workingDays })
      .max(7)
      .refine((d) => new Set(d).size === d.length, { error: m.workingDays }),
    zones: z.object(
      Object.fromEntries(ZONES.map((zone) => [zone, zoneInput])) as Record<
        (typeof ZONES)[number],
        typeof zoneInput
      >,
    ),
    ndr_attempts_before_rto: z
      .number({ error: m.ndrAttempts })
      .int({ error: m.ndrAttempts })
      .min(1, { error: m.ndrAttempts })
      .max(5, { error: m.ndrAttempts })
      .describe('failed delivery attempts before the courier is asked to return the parcel (decision 046)'),
  }),
  promises: z.object({
    return_window_days: days,
    cancellation_window_hours: hours,
    refund_days: days,
    damage_report_hours: hours,
  }),
  reviews: z.object({ moderation: z.enum(REVIEW_MODERATION_MODES) }),
  reminders: z.object({
    cart_hours: z
      .number({ error: m.cartReminderHours })
      .int({ error: m.cartReminderHours })
      .min(0, { error: m.cartReminderHours })
      .max(168, { error: m.cartReminderHours })
      .describe(
        'hours a cart is left before the shoppers who chose so are reminded of it; 0: never (decision 054)',
      ),
  }),
}

/**
 * A save of the settings form (decision 040): the fields the owner changed, section by section, and the version
 * the form was loaded with. A section's fields not sent keep their values; `delivery.zones` is sent whole.
 */
export const settingsUpdateInput = z.object({
  version: editVersion,
  shop: sections.shop.partial().optional(),
  money: sections.money.partial().optional(),
  delivery: sections.delivery.partial().optional(),
  promises: sections.promises.partial().optional(),
  reviews: sections.reviews.partial().optional(),
  reminders: sections.reminders.partial().optional(),
})
export type SettingsUpdateInput = z.infer<typeof settingsUpdateInput>

const rateView = z.object({ charge: money.nullable(), days_min: z.number(), days_max: z.number() })
const zoneView = z.object({
  label: z.string(),
  pin_prefixes: z.array(z.string()),
  standard: rateView,
  express: rateView,
  cod: z.boolean(),
})

/** The settings as the back office shows them. */
export const shopSettingsView = z.object({
  version: recordVersion,
  updated_at: z.string(),
  shop: z.object({
    legal_name: z.string(),
    trade_name: z.string(),
    tagline: z.string(),
    address: z.string(),
    gstin: z.string(),
    fssai: z.string(),
    email: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    hours: z.string(),
  }),
  money: z.object({
    free_shipping_threshold: money,
    cod_enabled: z.boolean(),
    cod_max: money,
    cod_fee: money,
    cod_confirm_hours: z.number(),
    cod_unconfirmed: z.enum(['cancel', 'hold']),
  }),
  delivery: z.object({
    cutoff_hour: z.number(),
    working_days: z.array(z.number()),
    zones: z.object(
      Object.fromEntries(ZONES.map((zone) => [zone, zoneView])) as Record<
        (typeof ZONES)[number],
        typeof zoneView
      >,
    ),
    ndr_attempts_before_rto: z.number(),
  }),
  promises: z.object({
    return_window_days: z.number(),
    cancellation_window_hours: z.number(),
    refund_days: z.number(),
    damage_report_hours: z.number(),
  }),
  reviews: z.object({ moderation: z.enum(REVIEW_MODERATION_MODES) }),
  reminders: z.object({ cart_hours: z.number() }),
})
export type ShopSettingsView = z.output<typeof shopSettingsView>
export const shopSettingsReply = dataReply(shopSettingsView)

export const SITE_PAGE_SLUGS = [
  'about',
  'faq',
  'terms',
  'privacy',
  'shipping',
  'returns',
  'cancellation-refund',
] as const
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number]

export const sitePageSlugParam = z.object({ slug: z.enum(SITE_PAGE_SLUGS, { error: m.pageNotFound }) })

/** An editable page as the back office shows it: its Markdown as written, placeholders unfilled. */
export const sitePageView = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  title: z.string(),
  summary: z.string(),
  markdown: z.string().describe('Markdown with {{placeholders}} filled from the settings when shown'),
  version: recordVersion,
  updated_at: z.string(),
})
export type SitePageView = z.infer<typeof sitePageView>

export const sitePageUpdateInput = z.object({
  version: editVersion,
  title: text(120).optional(),
  summary: text(300).optional(),
  markdown: z.string().max(50_000, { error: m.pageTooLong }).optional(),
})

/** A page as the shop shows it: placeholders filled from the settings (render the Markdown safely). */
export const publicPageView = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  title: z.string(),
  summary: z.string(),
  markdown: z.string(),
  updated_at: z.string(),
})
export type PublicPage = z.infer<typeof publicPageView>
export const publicPageReply = dataReply(publicPageView)

/** What Start selling removes (decision 050), before it runs, and what it removed after. */
export const startSellingPreview = z.object({
  selling_since: z
    .string()
    .nullable()
    .describe(
      'when the owner started selling (ISO time); null while the shop still holds samples and test orders',
    ),
  sample_reviews: z.number().int().describe('the seeded sample reviews'),
  sample_coupons: z.array(z.string()).describe('the codes of the seeded sample coupons'),
  test_orders: z
    .number()
    .int()
    .describe('the orders placed so far: before the shop sells, every order is a test order'),
  test_invoices: z
    .number()
    .int()
    .describe('of them, those that were given an invoice number (the series starts again at 1)'),
})
export type StartSellingPreview = z.infer<typeof startSellingPreview>
export const startSellingInput = z.object({
  confirm: z.literal(true, { error: m.startSellingConfirm }).describe('true: the owner confirmed the step'),
})

/** A WhatsApp template as the back office previews it (decision 049): as submitted to Meta, and filled. */
export const whatsappTemplateView = z.object({
  name: z.string().describe("the template's name, as approved in WhatsApp Manager"),
  text: z.string().describe('the body as submitted, with {{1}}, {{2}}… where the order fills in its details'),
  buttons: z.array(z.string()).describe("the quick-reply buttons' labels, in order (none for most)"),
  example: z.array(z.string()).describe('the sample values of {{1}}, {{2}}… submitted with the template'),
  preview: z.string().describe('the body as a shopper reads it, filled with the sample values'),
  translations: z
    .array(
      z.object({
        language: z.string().describe("Meta's language code: hi (Hindi), te (Telugu)"),
        text: z.string().describe('the body as submitted in that language, with the same {{1}}, {{2}}…'),
        buttons: z.array(z.string()).describe("the quick-reply buttons' labels in that language"),
        preview: z.string().describe('the body in that language, filled with the sample values'),
      }),
    )
    .optional()
    .describe(
      'the same template in the languages it is also submitted in under the same name (decision 060): orders placed in Hindi or Telugu get their messages in it (always sent by this shop; optional for older clients)',
    ),
})
export type WhatsAppTemplateView = z.infer<typeof whatsappTemplateView>
