import path from 'node:path'
import { z } from 'zod'

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  METRICS_TOKEN: z.string().min(8).optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  SEED_ON_START: bool.default(true),
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  SHOP_NAME: z.string().min(1).default('Surya Naturals'),
  SHOP_TAGLINE: z.string().min(1).default('Sun-dried goodness from our farmers to your kitchen'),
  SHOP_EMAIL: z.email().default('care@suryanaturals.in'),
  SHOP_PHONE: z.string().min(1).default('+91 40 4012 3456'),
  SHOP_WHATSAPP: z.string().min(1).default('+91 98480 12345'),
  SHOP_ADDRESS: z
    .string()
    .min(1)
    .default('Plot 14, Solar Dryer Park, Shadnagar, Rangareddy, Telangana 509216'),
  SHOP_HOURS: z.string().min(1).default('Mon–Sat, 9:30 am – 6:30 pm IST'),
  SHOP_INSTAGRAM_URL: z.url().default('https://www.instagram.com/suryanaturals'),
  SHOP_GSTIN: z
    .string()
    .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, { error: 'must be a 15-character GSTIN' })
    .default('36ABCFS1234K1Z5'),
  SHOP_FSSAI: z
    .string()
    .regex(/^[0-9]{14}$/, { error: 'must be a 14-digit FSSAI licence number' })
    .default('13624010000123'),
  FREE_SHIPPING_THRESHOLD_RUPEES: z.coerce.number().min(0).max(100_000).default(500),
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  AUTH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  AUTH_RATE_LIMIT: bool.default(true),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(20_000_000).default(5_000_000),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  RAZORPAY_API_URL: z.url().optional(),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  COURIER_WEBHOOK_SECRET: z.string().min(8).optional(),
  ORDER_RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  TRACKING_URL_TEMPLATES: z
    .string()
    .transform((v, ctx) => {
      try {
        const parsed = JSON.parse(v) as unknown
        if (
          parsed &&
          typeof parsed === 'object' &&
          Object.values(parsed).every((x) => typeof x === 'string')
        ) {
          return parsed as Record<string, string>
        }
      } catch {}
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JSON object of carrier name to URL template with {waybill}',
      })
      return z.NEVER
    })
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
})

export type Env = z.infer<typeof envSchema>

export interface Config {
  env: Env['NODE_ENV']
  host: string
  port: number
  workers: number
  metricsToken?: string
  publicUrl: string
  logLevel: Env['LOG_LEVEL']
  dataDir: string
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string }
  webDistDir: string
  seedOnStart: boolean
  catalogueCacheTtlMs: number
  shop: {
    name: string
    tagline: string
    email: string
    phone: string
    whatsapp: string
    address: string
    hours: string
    instagramUrl: string
    gstin: string
    fssai: string
    freeShippingThresholdPaise: number
  }
  payments: {
    testMode: boolean
    keyId?: string
    keySecret?: string
    webhookSecret?: string
    /** where the Razorpay REST API is; the built-in test gateway when in test mode */
    apiUrl?: string
    checkoutUrl: string
    reservationMinutes: number
  }
  shipping: { trackingTemplates: Record<string, string>; courierWebhookSecret?: string }
  auth: {
    /** undefined: a development secret is kept in DATA_DIR (refused in production) */
    secret?: string
    tokenTtlSeconds: number
    rateLimit: boolean
    google?: { clientId: string; clientSecret: string; discoveryUrl: string }
  }
  mail: { smtpUrl?: string; from: string }
  storageDir: string
  uploadMaxBytes: number
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the environment once at start; a wrong value stops the server with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.')
      const got = source[name]
      return `  ${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`
    })
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  const hasRazorpayKeys = Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET)
  if (e.RAZORPAY_KEY_ID && !e.RAZORPAY_KEY_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_SECRET: required when RAZORPAY_KEY_ID is set',
    )
  }
  if (e.NODE_ENV === 'production' && !hasRazorpayKeys) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID: required in production (the test-mode gateway is refused when NODE_ENV=production)',
    )
  }
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: required in production (at least 32 random characters)',
    )
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
    )
  }
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS: ${e.WORKERS} processes need PostgreSQL (set DATABASE_URL); the embedded database serves one process`,
    )
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    workers: e.WORKERS,
    metricsToken: e.METRICS_TOKEN,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    seedOnStart: e.SEED_ON_START,
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL_MS,
    shop: {
      name: e.SHOP_NAME,
      tagline: e.SHOP_TAGLINE,
      email: e.SHOP_EMAIL,
      phone: e.SHOP_PHONE,
      whatsapp: e.SHOP_WHATSAPP,
      address: e.SHOP_ADDRESS,
      hours: e.SHOP_HOURS,
      instagramUrl: e.SHOP_INSTAGRAM_URL,
      gstin: e.SHOP_GSTIN,
      fssai: e.SHOP_FSSAI,
      freeShippingThresholdPaise: Math.round(e.FREE_SHIPPING_THRESHOLD_RUPEES * 100),
    },
    payments: {
      testMode: !hasRazorpayKeys,
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL,
      checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
      reservationMinutes: e.ORDER_RESERVATION_MINUTES,
    },
    shipping: {
      trackingTemplates: e.TRACKING_URL_TEMPLATES ?? {
        Delhivery: 'https://www.delhivery.com/track-v2/package/{waybill}',
        'Blue Dart':
          'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={waybill}',
      },
      courierWebhookSecret: e.COURIER_WEBHOOK_SECRET,
    },
    auth: {
      secret: e.AUTH_SECRET,
      tokenTtlSeconds: e.AUTH_TOKEN_TTL_SECONDS,
      rateLimit: e.AUTH_RATE_LIMIT,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              discoveryUrl: e.GOOGLE_DISCOVERY_URL,
            }
          : undefined,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `"${e.SHOP_NAME}" <${e.SHOP_EMAIL}>` },
    storageDir: path.join(dataDir, 'storage'),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
  }
}
