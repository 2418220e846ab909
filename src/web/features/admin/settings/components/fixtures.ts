// The settings and a page as the server answers them (rupees on the wire), for the settings screens' tests.
import { DEFAULT_PROMISES, DEFAULT_ZONES } from '#domain/shop-settings.ts'

const wireZones = Object.fromEntries(
  Object.entries(DEFAULT_ZONES).map(([zone, z]) => [
    zone,
    {
      ...z,
      standard: { ...z.standard, charge: z.standard.charge === null ? null : z.standard.charge / 100 },
      express: { ...z.express, charge: z.express.charge === null ? null : z.express.charge / 100 },
    },
  ]),
)

export const wireSettings = (over: { version?: number; return_window_days?: number } = {}) => ({
  version: over.version ?? 3,
  updated_at: '2026-11-28T05:00:00.000Z',
  shop: {
    legal_name: 'Surya Naturals Private Limited',
    trade_name: 'Surya Naturals',
    tagline: 'Sun-dried goodness',
    address: 'Plot 14, Solar Dryer Park, Shadnagar, Telangana 509216',
    gstin: '36ABCFS1234K1Z8',
    fssai: '13624010000123',
    email: 'care@suryanaturals.in',
    phone: '+91 40 4012 3456',
    whatsapp: '+91 98480 12345',
    hours: 'Mon–Sat, 9:30 am – 6:30 pm IST',
  },
  money: {
    free_shipping_threshold: 500,
    cod_enabled: true,
    cod_max: 5000,
    cod_fee: 0,
    cod_confirm_hours: 24,
    cod_unconfirmed: 'cancel',
  },
  delivery: {
    cutoff_hour: 14,
    working_days: [1, 2, 3, 4, 5, 6],
    zones: wireZones,
    ndr_attempts_before_rto: 3,
  },
  promises: { ...DEFAULT_PROMISES, return_window_days: over.return_window_days ?? 7 },
  reviews: { moderation: 'verified_at_once' },
  reminders: { cart_hours: 24 },
})

export const wirePage = (slug: string, markdown: string, version = 2) => ({
  slug,
  title: 'Returns Policy',
  summary: 'How to return a product.',
  markdown,
  version,
  updated_at: '2026-11-28T05:00:00.000Z',
})
