// Long on purpose: the one schema of every environment variable, read and checked in one place at start.

import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { OPERATOR_ROLES, type OperatorRole } from '#domain/admin-permissions.ts'
import { LANGUAGES, type Language } from '#domain/languages.ts'
import { isValidGstin, REVIEW_MODERATION_MODES, type ReviewModerationMode } from '#domain/shop-settings.ts'
import { DEFAULT_TAGLINE } from '#domain/splash.ts'

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  METRICS_TOKEN: z.string().min(8).optional(),
  /** staff added at start: `owner@shop.in:owner, packer@shop.in` (staff unless `:owner`); each is mailed a setup link */
  OPERATOR_EMAILS: z.string().optional(),
  API_DOCS: bool.optional(),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v)
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed })
        return z.NEVER
      }
      return parsed
    })
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  // Per process (decision 032): a request waits up to DATABASE_POOL_WAIT_MS for a free connection before 503.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  SERVER_RENDER: bool.default(true),
  SEED_ON_START: bool.default(true),
  // The spec's sample reviews and quick-offer coupons beside the catalogue; false: the catalogue alone (decision 050).
  SEED_SAMPLES: bool.default(true),
  // Which reviews wait for staff before they are shown (decision 045).
  REVIEW_MODERATION: z.enum(REVIEW_MODERATION_MODES).default('verified_at_once'),
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  SHOP_NAME: z.string().min(1).default('Surya Naturals'),
  // the splash's and the home page's own words, said in the page's language while the shop keeps them (decision 058)
  SHOP_TAGLINE: z.string().min(1).default(DEFAULT_TAGLINE),
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
    .refine(isValidGstin, { error: 'must be a GSTIN whose last character is its check character' })
    .default('36ABCFS1234K1Z8'),
  SHOP_FSSAI: z
    .string()
    .regex(/^[0-9]{14}$/, { error: 'must be a 14-digit FSSAI licence number' })
    .default('13624010000123'),
  FREE_SHIPPING_THRESHOLD_RUPEES: z.coerce.number().min(0).max(100_000).default(500),
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  AUTH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  AUTH_RATE_LIMIT: bool.default(true),
  /** scrypt's cost for new password hashes (src/server/modules/identity/password-hash.ts); tests use 1024 */
  PASSWORD_SCRYPT_N: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1_048_576)
    .refine((n) => (n & (n - 1)) === 0, { error: 'must be a power of two' })
    .default(16_384),
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
  /** the courier adapter (decision 046): self (typed waybill, own label) or shiprocket; unset: shiprocket when
   * SHIPROCKET_EMAIL is set, else self */
  COURIER: z.enum(['self', 'shiprocket']).optional(),
  SHIPROCKET_EMAIL: z.string().min(3).optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_API_URL: z.url().optional(),
  /** the pickup location's name as set up in Shiprocket, and its PIN */
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).default('Primary'),
  SHIPROCKET_PICKUP_PIN: z
    .string()
    .regex(/^[1-9]\d{5}$/, { error: 'must be a 6-digit PIN code' })
    .default('560001'),
  /** the token Shiprocket sends as x-api-key with its tracking webhook */
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(8).optional(),
  /** WhatsApp Cloud API (decision 049): the system user's token, the sender's phone number id, the app secret that
   * signs webhooks, the token of Meta's webhook handshake; unset outside production: the built-in stand-in */
  WHATSAPP_TOKEN: z.string().min(8).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, { error: 'must be the digits of a phone number id' })
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  WHATSAPP_API_URL: z.url().optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, { error: 'must look like v21.0' })
    .default('v21.0'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).max(10).default('en'),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** MSG91 (decision 055): the account's auth key and the OTP template (mapped to its DLT template in MSG91's panel) */
  MSG91_AUTH_KEY: z.string().min(8).optional(),
  MSG91_OTP_TEMPLATE_ID: z.string().min(8).optional(),
  /** the OTP template of each other language, `hi=6650…,te=6650…`; a language without one gets the English one */
  MSG91_OTP_TEMPLATE_IDS: z
    .string()
    .transform((v, ctx) => {
      const parsed = parseOtpTemplateIds(v)
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed })
        return z.NEVER
      }
      return parsed
    })
    .optional(),
  MSG91_API_URL: z.url().optional(),
  MSG91_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** how long a call to the courier may take before the booking of that order fails */
  COURIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  ORDER_RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** how often captured payments, lost webhooks and refunds not yet carried out are reconciled with the provider */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /**
   * development and tests only: a cart is recalled after this many seconds instead of the owner's hours, and the
   * sweep runs that often (at most every minute); refused in production (decision 054)
   */
  CART_REMINDER_IDLE_SECONDS: z.coerce.number().int().min(1).max(604_800).optional(),
  /** cash on delivery: the largest order total (with the fee) a courier collects in cash; 0 turns it off */
  COD_MAX_RUPEES: z.coerce.number().min(0).max(1_000_000).default(5000),
  /** a fee added to cash-on-delivery orders, shown and invoiced as its own line */
  COD_FEE_RUPEES: z.coerce.number().min(0).max(10_000).default(0),
  /** shopper notifications: whether this process runs the outbox worker that sends them (decision 024) */
  NOTIFICATIONS_WORKER: bool.default(true),
  /** how often the worker looks for notifications due, besides being woken when one is written */
  NOTIFICATIONS_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  /** waits before each retry of a notification that failed to send; one more attempt than waits, then failed */
  NOTIFICATIONS_RETRY_SECONDS: z
    .string()
    .transform((v, ctx) => {
      const waits = v.split(',').map((s) => (s.trim() === '' ? Number.NaN : Number(s)))
      if (waits.length > 0 && waits.length <= 20 && waits.every((n) => Number.isFinite(n) && n >= 0))
        return waits
      ctx.addIssue({
        code: 'custom',
        message: 'must be up to 20 comma-separated numbers of seconds, e.g. 60,300,1800',
      })
      return z.NEVER
    })
    .default([60, 300, 1800, 7200, 21_600, 86_400]),
  /** how long a worker holds a notification it is sending before another process may take it over */
  NOTIFICATIONS_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(300),
  /** how long a 'payment did not go through' mail waits before it is sent; dropped if the order is paid meanwhile */
  NOTIFICATIONS_PAYMENT_FAILED_HOLD_SECONDS: z.coerce.number().min(0).max(86_400).default(120),
  /**
   * how long the mail that carries an invoice PDF waits for the outbox job that stores it (decision 036): sent as
   * soon as the PDF is stored, or after this long with the invoice's link alone
   */
  NOTIFICATIONS_INVOICE_HOLD_SECONDS: z.coerce.number().min(0).max(86_400).default(600),
  /** how many days a signed invoice or credit-note link in a mail opens the PDF without signing in */
  MAIL_DOCUMENT_LINK_DAYS: z.coerce.number().min(1).max(365).default(30),
  /** test mode only: how long the test gateway's UPI QR request waits for approval on the phone */
  TEST_GATEWAY_UPI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
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
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\//, { error: 'must start with s3:// (leave it unset to keep files on disk)' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
})

export type Env = z.infer<typeof envSchema>

export interface Config {
  env: Env['NODE_ENV']
  host: string
  port: number
  workers: number
  /** how long a stopping process waits for requests and jobs under way before it closes anyway */
  shutdownTimeoutMs: number
  /** bearer token of GET /metrics; without one /metrics is served only outside production */
  metricsToken?: string
  /** OpenAPI documents at /api/docs (off in production unless API_DOCS=true) */
  apiDocs: boolean
  /** who may tell the client's address in X-Forwarded-For (TRUST_PROXY); off: the socket's peer is the client */
  trustProxy: TrustProxy
  publicUrl: string
  logLevel: Env['LOG_LEVEL']
  dataDir: string
  database:
    | { kind: 'pglite'; dir: string }
    | { kind: 'postgres'; url: string; poolSize: number; poolWaitMs: number }
  webDistDir: string
  /** Public pages leave the server rendered, with their data (decision record 012). */
  serverRender: boolean
  seedOnStart: boolean
  /** seed the sample reviews and coupons too (decision 050) */
  seedSamples: boolean
  /** which reviews wait for staff's approval (decision 045) */
  reviewModeration: ReviewModerationMode
  catalogueCacheTtlMs: number
  shop: {
    name: string
    /** the name on the GST registration, from the owner's settings (decision 043); the trade name when unset */
    legalName?: string
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
    reconcileIntervalSeconds: number
    /** CART_REMINDER_IDLE_SECONDS: replaces the owner's hours (development and tests) */
    cartReminderIdleSeconds?: number
    /** test mode only: how long a UPI QR request waits for approval */
    testUpiTimeoutSeconds: number
    /** cash on delivery (decision 020); maxPaise 0: not offered */
    cod: {
      maxPaise: number
      feePaise: number
      /** hours a cash order waits for its shopper's WhatsApp confirmation, then cancelled or held (decision 049) */
      confirmHours: number
      unconfirmed: 'cancel' | 'hold'
    }
  }
  shipping: {
    trackingTemplates: Record<string, string>
    courierWebhookSecret?: string
    /** the courier adapter (decision 046); self: staff type the waybill and print the shop's own label */
    courier:
      | { kind: 'self' }
      | {
          kind: 'shiprocket'
          /** no credentials: the built-in stand-in answers (refused in production) */
          standIn: boolean
          email: string
          password: string
          apiUrl?: string
          pickupLocation: string
          pickupPin: string
          webhookToken?: string
          timeoutMs: number
        }
  }
  auth: {
    /** undefined: a development secret is kept in DATA_DIR (refused in production) */
    secret?: string
    tokenTtlSeconds: number
    rateLimit: boolean
    /** scrypt's N for new password hashes */
    passwordScryptN: number
    google?: { clientId: string; clientSecret: string; discoveryUrl: string }
  }
  mail: { smtpUrl?: string; from: string }
  /** the outbox of shopper notifications (decision 024) */
  /** sign-in codes by SMS through MSG91 (decision 055); off: no sign-in by mobile */
  sms:
    | { kind: 'off' }
    | {
        kind: 'msg91'
        /** no auth key: the built-in stand-in answers (refused in production) */
        standIn: boolean
        authKey: string
        /** the English OTP template, and the one of a language without its own */
        templateId: string
        /** the OTP template of each other language that has one (decision 055's amendment) */
        templateIds: Partial<Record<Exclude<Language, 'en'>, string>>
        apiUrl?: string
        timeoutMs: number
      }
  /** WhatsApp order updates and COD confirmation (decision 049); off: nothing is sent, no box at checkout */
  whatsapp:
    | { kind: 'off' }
    | {
        kind: 'cloud'
        /** no token: the built-in stand-in answers (refused in production) */
        standIn: boolean
        token: string
        phoneNumberId: string
        appSecret: string
        verifyToken: string
        apiUrl?: string
        version: string
        language: string
        timeoutMs: number
      }
  notifications: {
    /** this process runs the worker that sends them */
    worker: boolean
    pollMs: number
    /** the wait before each retry, in seconds; attempts = retries + 1 */
    retrySeconds: number[]
    leaseSeconds: number
    /** a payment-failed mail is held this long, and dropped if the order is paid meanwhile */
    paymentFailedHoldSeconds: number
    /** the mail that carries an invoice waits at most this long for its PDF (decision 036) */
    invoiceHoldSeconds: number
    /** how long a signed document link in a mail works */
    documentLinkDays: number
  }
  /** OPERATOR_EMAILS: staff added to the back office at start */
  operatorEmails: { email: string; role: OperatorRole }[]
  /** where invoices and avatars are kept: DATA_DIR/storage, or an S3-compatible bucket (STORAGE_URL) */
  storage: { kind: 'disk'; dir: string } | S3StorageConfig
  uploadMaxBytes: number
}

export interface S3StorageConfig {
  kind: 's3'
  bucket: string
  /** put before every key, without slashes at either end ('' for none) */
  prefix: string
  /** scheme, host and port of the S3 API (AWS: https://s3.REGION.amazonaws.com) */
  endpoint: string
  region: string
  /** ENDPOINT/BUCKET/key rather than BUCKET.ENDPOINT-HOST/key */
  pathStyle: boolean
  accessKeyId: string
  secretAccessKey: string
}

/** Off, the number of proxies in front of the shop, or their addresses (IPs, CIDR ranges, loopback…). */
export type TrustProxy = false | { hops: number } | { addresses: string[] }

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** TRUST_PROXY as written: false/0 (off), a hop count, or a comma-separated list; a string says what is wrong. */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const v = raw.trim().toLowerCase()
  if (v === 'false' || v === '0' || v === 'off') return false
  if (v === 'true') {
    return "true would believe any client's X-Forwarded-For; give the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. 10.0.0.0/8)"
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v)
    return hops <= 10 ? { hops } : 'a hop count must be at most 10'
  }
  const addresses = raw.split(',').map((a) => a.trim())
  for (const a of addresses) {
    if (PROXY_KEYWORDS.has(a)) continue
    const [ip, bits, ...rest] = a.split('/')
    const family = isIP(ip ?? '')
    const maxBits = family === 6 ? 128 : 32
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits)
    if (!family || !bitsOk || rest.length > 0) {
      return `"${a}" is not an address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`
    }
  }
  return { addresses }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const PREFIX_SEGMENT = /^[A-Za-z0-9_.-]+$/
const REGION = /^[a-z0-9-]{1,40}$/
const STORAGE_URL_PARAMS = new Set(['endpoint', 'region', 'path_style'])

/**
 * STORAGE_URL=s3://BUCKET[/prefix][?endpoint=https://host[:port]&region=REGION&path_style=true|false]
 * with the keys from S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY).
 * Without an endpoint it is AWS S3 (virtual-hosted addressing); with one, path-style unless path_style=false.
 */
function parseStorageUrl(raw: string, e: Env): S3StorageConfig {
  const fail = (message: string): never => {
    throw new ConfigError(`Invalid configuration:\n  STORAGE_URL: ${message}`)
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return fail('is not a valid URL; expected s3://BUCKET[/prefix][?endpoint=…&region=…]')
  }
  if (url.username || url.password) {
    fail('must not contain keys; set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead')
  }
  if (url.port) fail('the bucket name cannot have a port; put the server address in ?endpoint=')
  const bucket = url.hostname
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    fail(
      `"${bucket}" is not a bucket name (3–63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit)`,
    )
  }
  // From the text as written: the URL parser would quietly resolve "a/../b" to "b".
  const segments = raw.slice('s3://'.length).split(/[?#]/)[0]!.split('/').slice(1).filter(Boolean)
  for (const segment of segments) {
    if (!PREFIX_SEGMENT.test(segment) || segment === '.' || segment === '..') {
      fail(`the prefix "${segments.join('/')}" may contain only letters, digits, "_", "-", "." and "/"`)
    }
  }
  if (url.hash) fail('must not have a #fragment')
  for (const name of url.searchParams.keys()) {
    if (!STORAGE_URL_PARAMS.has(name)) {
      fail(`unknown parameter "${name}" (known: endpoint, region, path_style)`)
    }
  }
  const region = url.searchParams.get('region') ?? 'us-east-1'
  if (!REGION.test(region)) fail(`"${region}" is not a region name (for example ap-south-1, or auto for R2)`)
  const pathStyleParam = url.searchParams.get('path_style')
  if (pathStyleParam !== null && !['true', 'false', '1', '0'].includes(pathStyleParam)) {
    fail('path_style must be true or false')
  }
  const endpointParam = url.searchParams.get('endpoint')
  let endpoint = `https://s3.${region}.amazonaws.com`
  if (endpointParam !== null) {
    let parsed: URL | undefined
    try {
      parsed = new URL(endpointParam)
    } catch {}
    // The endpoint is echoed with any user, password or key in it hidden.
    const shown = redactUrl(endpointParam)
    const endpointNamed = shown === undefined ? 'endpoint' : `endpoint "${shown}"`
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
      return fail(`${endpointNamed} must be an http:// or https:// address`)
    }
    if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password) {
      fail(
        `${endpointNamed} must be only the server address (https://host[:port]); the bucket goes after s3://`,
      )
    }
    endpoint = parsed.origin
  }
  // Virtual-hosted names with dots do not match the provider's TLS certificate, so those buckets go path-style.
  const pathStyle =
    pathStyleParam !== null
      ? pathStyleParam === 'true' || pathStyleParam === '1'
      : endpointParam !== null || bucket.includes('.')

  // The S3_ pair wins; the AWS_ pair is read only when neither S3_ variable is set.
  const useAws =
    !e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY && Boolean(e.AWS_ACCESS_KEY_ID || e.AWS_SECRET_ACCESS_KEY)
  const accessKeyId = useAws ? e.AWS_ACCESS_KEY_ID : e.S3_ACCESS_KEY_ID
  const secretAccessKey = useAws ? e.AWS_SECRET_ACCESS_KEY : e.S3_SECRET_ACCESS_KEY
  const prefix = useAws ? 'AWS' : 'S3'
  if (!accessKeyId) {
    throw new ConfigError(
      `Invalid configuration:\n  ${prefix}_ACCESS_KEY_ID: required with STORAGE_URL (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)`,
    )
  }
  if (!secretAccessKey) {
    throw new ConfigError(
      `Invalid configuration:\n  ${prefix}_SECRET_ACCESS_KEY: required with STORAGE_URL and ${prefix}_ACCESS_KEY_ID`,
    )
  }
  return {
    kind: 's3',
    bucket,
    prefix: segments.join('/'),
    endpoint,
    region,
    pathStyle,
    accessKeyId,
    secretAccessKey,
  }
}

/** Variables whose value is a credential: a mistake in one names it and says what is wrong, never what it holds. */
const SECRET_NAME = /SECRET|PASSWORD|PASSWD|CREDENTIAL|TOKEN$|(^|_)KEY(_|$)|^RAZORPAY_|^AWS_|^S3_/
/** Connection strings that carry a user and password (or keys): shown only with those hidden. */
const CREDENTIAL_URLS = new Set(['DATABASE_URL', 'SMTP_URL', 'STORAGE_URL'])
const SECRET_PARAM = /key|secret|token|pass|pwd|sig|cred|auth/i

/**
 * A URL as it may be shown in an error: user and password replaced by ***, as are query parameters that look
 * like keys, tokens or passwords. Undefined when it cannot be shown safely (it does not parse as a URL).
 */
export function redactUrl(raw: string): string | undefined {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return undefined
  }
  if (url.username) url.username = '***'
  if (url.password) url.password = '***'
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAM.test(name)) url.searchParams.set(name, '***')
  }
  // Any other "@" (a user the URL API did not take as one, "user:pass@host" without //) may be a credential.
  if (url.href.replace(/^[a-z][a-z0-9+.-]*:\/\/\*\*\*(:\*\*\*)?@/i, '').includes('@')) return undefined
  return url.href
}

/** How a rejected value is shown after the problem: as given, with its credentials hidden, or not at all. */
function shownValue(name: string, value: string): string {
  if (SECRET_NAME.test(name)) return ' (value not shown: it is a secret)'
  if (CREDENTIAL_URLS.has(name) || (name.endsWith('_URL') && value.includes('@'))) {
    const safe = redactUrl(value)
    return safe === undefined ? ' (value not shown: it may hold a password)' : ` (got "${safe}")`
  }
  return ` (got "${value}")`
}

/** WhatsApp's Cloud API with a token, the stand-in without one outside production, else off (decision 049). */
function whatsappOf(e: Env): Config['whatsapp'] {
  const standIn = !e.WHATSAPP_TOKEN
  if (standIn && e.NODE_ENV === 'production') return { kind: 'off' }
  if (!standIn && !(e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN))
    throw new ConfigError(
      'Invalid configuration:\n  WHATSAPP_TOKEN: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are required with it',
    )
  return {
    kind: 'cloud',
    standIn,
    token: e.WHATSAPP_TOKEN ?? 'stand-in-whatsapp-token',
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? '100000000000001',
    appSecret: e.WHATSAPP_APP_SECRET ?? 'stand-in-whatsapp-app-secret',
    verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? 'stand-in-verify-token',
    apiUrl: e.WHATSAPP_API_URL,
    version: e.WHATSAPP_API_VERSION,
    language: e.WHATSAPP_TEMPLATE_LANGUAGE,
    timeoutMs: e.WHATSAPP_TIMEOUT_MS,
  }
}

type OtherLanguage = Exclude<Language, 'en'>
const OTHER_LANGUAGES = LANGUAGES.filter((l): l is OtherLanguage => l !== 'en')

function standInTemplateIds(): Partial<Record<OtherLanguage, string>> {
  return Object.fromEntries(OTHER_LANGUAGES.map((l) => [l, `stand-in-otp-template-${l}`]))
}

/**
 * MSG91_OTP_TEMPLATE_IDS: `hi=6650…,te=6650…`, an OTP template per language (the codes of LANGUAGES but English, whose
 * template is MSG91_OTP_TEMPLATE_ID); what is wrong with it, in words, when it is.
 */
export function parseOtpTemplateIds(raw: string): Partial<Record<OtherLanguage, string>> | string {
  const ids: Partial<Record<OtherLanguage, string>> = {}
  for (const part of raw.split(',').map((p) => p.trim())) {
    if (!part) continue
    const eq = part.indexOf('=')
    if (eq < 0) return `'${part}' is not language=template id (for example hi=6650…)`
    const lang = part.slice(0, eq).trim().toLowerCase()
    const id = part.slice(eq + 1).trim()
    if (lang === 'en') return 'English is MSG91_OTP_TEMPLATE_ID; name only the other languages here'
    const known = OTHER_LANGUAGES.find((l) => l === lang)
    if (!known) return `'${lang}' is not one of the shop's languages (${OTHER_LANGUAGES.join(', ')})`
    if (ids[known]) return `${known} is named twice`
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id))
      return `${known}'s template id must be 8 to 64 letters, digits, '-' or '_' (MSG91's template id)`
    ids[known] = id
  }
  return ids
}

/** MSG91 with an auth key, the stand-in without one outside production, else off (decision 055). */
function smsOf(e: Env): Config['sms'] {
  const standIn = !e.MSG91_AUTH_KEY
  if (standIn && e.NODE_ENV === 'production') return { kind: 'off' }
  if (!standIn && !e.MSG91_OTP_TEMPLATE_ID)
    throw new ConfigError(
      'Invalid configuration:\n  MSG91_AUTH_KEY: MSG91_OTP_TEMPLATE_ID is required with it (the OTP template mapped to your DLT template)',
    )
  return {
    kind: 'msg91',
    standIn,
    authKey: e.MSG91_AUTH_KEY ?? 'stand-in-msg91-auth-key',
    templateId: e.MSG91_OTP_TEMPLATE_ID ?? 'stand-in-otp-template',
    // the stand-in has a template in every language unless told which it has
    templateIds: e.MSG91_OTP_TEMPLATE_IDS ?? (standIn ? standInTemplateIds() : {}),
    apiUrl: e.MSG91_API_URL,
    timeoutMs: e.MSG91_TIMEOUT_MS,
  }
}

/** The courier adapter the environment chooses (decision 046). */
function courierOf(e: Env): Config['shipping']['courier'] {
  const kind = e.COURIER ?? (e.SHIPROCKET_EMAIL ? 'shiprocket' : 'self')
  if (kind === 'self') return { kind }
  const standIn = !(e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD)
  if (standIn && e.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  SHIPROCKET_EMAIL: SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are required in production (the stand-in courier is refused when NODE_ENV=production)',
    )
  return {
    kind,
    standIn,
    email: e.SHIPROCKET_EMAIL ?? 'stand-in@shop.test',
    password: e.SHIPROCKET_PASSWORD ?? 'stand-in-password',
    apiUrl: e.SHIPROCKET_API_URL,
    pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
    pickupPin: e.SHIPROCKET_PICKUP_PIN,
    webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN ?? (standIn ? 'stand-in-webhook-token' : undefined),
    timeoutMs: e.COURIER_TIMEOUT_MS,
  }
}

/** Reads the environment once at start; a wrong value stops the server with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.')
      const got = source[name]
      return `  ${name}: ${issue.message}${got === undefined ? '' : shownValue(name, got)}`
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
  if (e.NODE_ENV === 'production' && e.CART_REMINDER_IDLE_SECONDS !== undefined) {
    throw new ConfigError(
      "Invalid configuration:\n  CART_REMINDER_IDLE_SECONDS: not in production (the owner's hours in Settings say when a cart is recalled)",
    )
  }
  if (e.NODE_ENV === 'production' && e.PASSWORD_SCRYPT_N < 16_384) {
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_SCRYPT_N: at least 16384 in production (a lower cost is for tests)',
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
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY ?? false,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          poolWaitMs: e.DATABASE_POOL_WAIT_MS,
        }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    serverRender: e.SERVER_RENDER,
    seedOnStart: e.SEED_ON_START,
    seedSamples: e.SEED_SAMPLES,
    reviewModeration: e.REVIEW_MODERATION,
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
      reconcileIntervalSeconds: e.RECONCILE_INTERVAL_SECONDS,
      cartReminderIdleSeconds: e.CART_REMINDER_IDLE_SECONDS,
      testUpiTimeoutSeconds: e.TEST_GATEWAY_UPI_TIMEOUT_SECONDS,
      cod: {
        maxPaise: Math.round(e.COD_MAX_RUPEES * 100),
        feePaise: Math.round(e.COD_FEE_RUPEES * 100),
        confirmHours: 24,
        unconfirmed: 'cancel',
      },
    },
    shipping: {
      trackingTemplates: e.TRACKING_URL_TEMPLATES ?? {
        Delhivery: 'https://www.delhivery.com/track-v2/package/{waybill}',
        'Blue Dart':
          'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={waybill}',
      },
      courierWebhookSecret: e.COURIER_WEBHOOK_SECRET,
      courier: courierOf(e),
    },
    auth: {
      secret: e.AUTH_SECRET,
      tokenTtlSeconds: e.AUTH_TOKEN_TTL_SECONDS,
      rateLimit: e.AUTH_RATE_LIMIT,
      passwordScryptN: e.PASSWORD_SCRYPT_N,
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
    sms: smsOf(e),
    whatsapp: whatsappOf(e),
    notifications: {
      worker: e.NOTIFICATIONS_WORKER,
      pollMs: Math.round(e.NOTIFICATIONS_POLL_SECONDS * 1000),
      retrySeconds: e.NOTIFICATIONS_RETRY_SECONDS,
      leaseSeconds: e.NOTIFICATIONS_LEASE_SECONDS,
      paymentFailedHoldSeconds: e.NOTIFICATIONS_PAYMENT_FAILED_HOLD_SECONDS,
      invoiceHoldSeconds: e.NOTIFICATIONS_INVOICE_HOLD_SECONDS,
      documentLinkDays: e.MAIL_DOCUMENT_LINK_DAYS,
    },
    operatorEmails: parseOperatorEmails(e.OPERATOR_EMAILS),
    storage: e.STORAGE_URL
      ? parseStorageUrl(e.STORAGE_URL, e)
      : { kind: 'disk', dir: path.join(dataDir, 'storage') },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
  }
}

/**
 * OPERATOR_EMAILS: `owner@shop.in:owner, packer@shop.in:packer` (`:owner`, `:manager`, `:packer` or `:support`,
 * decision 044; a manager without one, as the two-role back office's staff became).
 */
export function parseOperatorEmails(raw: string | undefined): { email: string; role: OperatorRole }[] {
  if (!raw?.trim()) return []
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [email = '', role = ''] = part.split(':').map((s) => s.trim())
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw new ConfigError(`Invalid configuration:\n  OPERATOR_EMAILS: '${email}' is not an email address`)
      const named = OPERATOR_ROLES.find((r) => r === role.toLowerCase())
      return { email: email.toLowerCase(), role: named ?? 'manager' }
    })
}
