import path from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { trustProxyOption } from './http/client-address.ts'
import { registerErrorHandling, replyToFrameworkError } from './http/errors.ts'
import { type InFlight, trackInFlight } from './http/in-flight.ts'
import { injectFetch } from './http/inject-fetch.ts'
import { componentLogger, loggingOptions, registerRequestContext } from './http/logging.ts'
import { createRateLimiter } from './http/rate-limit.ts'
import { ResponseCache } from './http/response-cache.ts'
import { registerTextInputGuard } from './http/text-input.ts'
import { registerWeb } from './http/web-app.ts'
import { createMailer, type Mailer } from './integrations/mail.ts'
import { createRazorpayClient, type FetchLike } from './integrations/razorpay.ts'
import { createDiskStorage, createS3Storage, type Storage } from './integrations/storage.ts'
import { ADMIN_AUTH_BASE_PATH, ADMIN_AUTH_ENDPOINTS, createOperatorAuth } from './modules/admin/auth.ts'
import { createOperatorsService, type OperatorsService } from './modules/admin/operators.ts'
import { createLowStockMail, type LowStockMail } from './modules/admin/reports.ts'
import { ADMIN_API_PREFIX, adminRoutes, adminSetupRoutes } from './modules/admin/routes.ts'
import { createCouponAdmin } from './modules/cart/coupon-admin.ts'
import { cartRoutes } from './modules/cart/routes.ts'
import { createCartService } from './modules/cart/service.ts'
import { createCatalogueAdmin } from './modules/catalogue/admin.ts'
import { readPictureAt } from './modules/catalogue/pictures.ts'
import { catalogueRoutes } from './modules/catalogue/routes.ts'
import { type CatalogueService, createCatalogueService } from './modules/catalogue/service.ts'
import { checkoutRoutes } from './modules/checkout/routes.ts'
import { createCheckoutService } from './modules/checkout/service.ts'
import { messageRoutes } from './modules/content/message-routes.ts'
import { createContactService } from './modules/content/messages-service.ts'
import { contentRoutes } from './modules/content/routes.ts'
import { createContentService } from './modules/content/service.ts'
import { authPaths, bearerScheme } from './modules/identity/openapi.ts'
import { identityRoutes, mountAuthHandler } from './modules/identity/routes.ts'
import { createIdentityService, type IdentityService } from './modules/identity/service.ts'
import { gstAdminRoutes } from './modules/invoices/admin-routes.ts'
import { createGstReturns } from './modules/invoices/gst-returns.ts'
import { createInvoicesService } from './modules/invoices/service.ts'
import {
  createNotificationsService,
  NOTIFICATIONS_CHANNEL,
  type NotificationsService,
} from './modules/notifications/service.ts'
import { bearerMatches, registerMetrics } from './modules/ops/metrics.ts'
import { opsRoutes } from './modules/ops/routes.ts'
import { refundsAdminRoutes } from './modules/orders/refunds-admin-routes.ts'
import { ordersRoutes } from './modules/orders/routes.ts'
import { createOrdersService, type OrdersService } from './modules/orders/service.ts'
import { paymentsRoutes } from './modules/payments/routes.ts'
import { createPaymentsService } from './modules/payments/service.ts'
import { registerTestGateway, TEST_GATEWAY_PREFIX } from './modules/payments/test-gateway.ts'
import { paymentKeys } from './modules/payments/test-gateway-keys.ts'
import { profileRoutes } from './modules/profile/routes.ts'
import { createProfileService } from './modules/profile/service.ts'
import { reviewsRoutes } from './modules/reviews/routes.ts'
import { createReviewsService } from './modules/reviews/service.ts'
import { shippingRoutes } from './modules/shipping/routes.ts'
import { createShippingService } from './modules/shipping/service.ts'
import { stockAlertRoutes } from './modules/stock-alerts/routes.ts'
import { createStockAlertsService, type StockAlertsService } from './modules/stock-alerts/service.ts'
import { wishlistRoutes } from './modules/wishlist/routes.ts'
import { createWishlistService } from './modules/wishlist/service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalogueChanged(): void
    /** requests and background jobs under way, which shutdown waits for */
    inFlight: InFlight
    identity: IdentityService
    orders: OrdersService
    paymentsWebhookSecret: string
    payments: ReturnType<typeof createPaymentsService>
    stockAlerts: StockAlertsService
    catalogue: CatalogueService
    /** the back office's staff accounts (operator commands add the first owner) */
    operators: OperatorsService
    /** the daily low-stock mail to staff (main.ts checks hourly whether it is due) */
    lowStockMail: LowStockMail
    /** the outbox of shopper mail and this process's worker that sends it (decision 024) */
    notifications: NotificationsService
  }
}

export interface AppDeps {
  config: Config
  database: Database
  mailer?: Mailer
  storage?: Storage
  /** how the Razorpay adapter reaches the network (tests point it at a stand-in) */
  razorpayFetch?: FetchLike
  /** where log lines go instead of stdout (tests read them); logs even when LOG_LEVEL is silent */
  logStream?: NodeJS.WritableStream
}

export const API_PREFIX = '/api/v1'
// Arbitrary constant: serialises making the token signing key when several processes start at once.
const SIGNING_KEY_LOCK_ID = 7_246_002

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const app = Fastify({
    ...loggingOptions(config, deps.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: replyToFrameworkError,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // First of all hooks, so that shutdown waits for every request, whichever hook it is in.
  const inFlight = trackInFlight(app)
  app.decorate('inFlight', inFlight)
  registerRequestContext(app)
  registerErrorHandling(app, { shopName: config.shop.name })
  registerTextInputGuard(app)
  // Before any route, so every route is counted.
  const metrics = registerMetrics(app, { ordersByStatus: () => orders.countByStatus() })
  // In production only behind METRICS_TOKEN: orders by status are nobody else's business.
  if (config.metricsToken || config.env !== 'production') {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (config.metricsToken && !bearerMatches(request.headers.authorization, config.metricsToken)) {
        return reply.code(401).send({ success: false, message: 'Metrics need the metrics token' })
      }
      return reply
        .type(metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.metrics())
    })
  }

  const { db } = database
  const cache = new ResponseCache({ ttlMs: config.catalogueCacheTtlMs })
  const catalogue = createCatalogueService(db, {
    announce: () => inFlight.run(() => database.notify('catalogue_changed')),
  })
  await database.listen('catalogue_changed', () => cache.clear())
  const content = createContentService(db, config)
  const mailLog = componentLogger(app.log, 'mail')
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: (msg) => mailLog.info(msg),
    })
  // Shopper mail goes through the outbox: written with the change it tells of, sent by this process's worker
  // (woken when any process commits one: PostgreSQL NOTIFY; polled as well).
  const notifications = createNotificationsService({
    db,
    databaseKind: database.kind,
    mailer,
    config,
    run: (job) => inFlight.run(job),
    log: componentLogger(app.log, 'notifications'),
  })
  await database.listen(NOTIFICATIONS_CHANNEL, () => notifications.wake())
  const identity = createIdentityService({ db, config, mailer, log: componentLogger(app.log, 'auth') })
  await database.listen('sessions_ended', () => identity.sessionsEnded())
  // One signing key for every process on the database: made once, before any of them signs a token.
  if (database.kind === 'postgres') {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK_ID})`)
      await identity.ensureSigningKey()
    })
  } else await identity.ensureSigningKey()
  const cart = createCartService({ db, catalogue })
  const wishlist = createWishlistService({ db, catalogue })
  const storage =
    deps.storage ??
    (config.storage.kind === 's3' ? createS3Storage(config.storage) : createDiskStorage(config.storage.dir))
  const shipping = createShippingService({
    db,
    cart,
    freeThresholdPaise: config.shop.freeShippingThresholdPaise,
    trackingTemplates: config.shipping.trackingTemplates,
    cod: config.payments.cod,
    // profiles is made below; this runs per request, long after
    fillProfileAddress: (userId, address) => profiles.fillAddressFromOrder(userId, address),
  })
  // Test mode: the built-in gateway, reached in-process through app.inject (http/inject-fetch.ts) so it works
  // without a network and before the server listens; the adapter code is the one that talks to api.razorpay.com.
  const gatewayFetch: FetchLike = injectFetch(app)
  const gatewayKeys = await paymentKeys(config, db)
  const razorpay = createRazorpayClient({
    ...gatewayKeys,
    apiUrl:
      config.payments.apiUrl ??
      (config.payments.testMode ? `${config.publicUrl}${TEST_GATEWAY_PREFIX}` : 'https://api.razorpay.com'),
    fetch: deps.razorpayFetch ?? (config.payments.testMode ? gatewayFetch : undefined),
  })
  const invoices = createInvoicesService({ config, storage, db })
  const orders = createOrdersService({
    db,
    config,
    catalogue,
    cart,
    shipping,
    identity,
    invoices,
    log: componentLogger(app.log, 'orders'),
    notify: notifications.enqueue,
  })
  const payments = createPaymentsService({
    db,
    razorpay,
    orders,
    identity,
    shopName: config.shop.name,
    checkoutScript: config.payments.testMode
      ? `${TEST_GATEWAY_PREFIX}/checkout.js`
      : config.payments.checkoutUrl,
    testMode: config.payments.testMode,
    log: componentLogger(app.log, 'payments'),
  })
  const checkout = createCheckoutService({ cart, orders, payments })
  const reviews = createReviewsService(db, {
    catalogue,
    hasPurchased: (userId, productId) => orders.hasPurchased(userId, productId),
    userName: async (userId) => (await identity.getUserName(userId))?.name || 'Shopper',
  })
  const limiter = createRateLimiter(db, { enabled: config.auth.rateLimit })
  const stockAlerts = createStockAlertsService({
    db,
    notify: notifications.enqueue,
    log: componentLogger(app.log, 'stock-alerts'),
  })
  // Stock given back (a cancel, an expiry) or restocked in this process: those waiting for it are mailed, once each
  // (the sweep claims each request and writes its mail to the outbox, so processes never mail twice).
  catalogue.onStockReturned(() => {
    void stockAlerts.sweep().catch((err) => app.log.warn({ err }, 'back-in-stock sweep failed'))
  })
  const contact = createContactService({ db, mailer, config })
  const profiles = createProfileService({
    db,
    identity,
    storage,
    uploadMaxBytes: config.uploadMaxBytes,
    log: componentLogger(app.log, 'profile'),
  })

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.shop.name} shop API`,
        version: '1.0.0',
        description:
          'Catalogue, cart, checkout and account API of the shop. Money is in rupees (INR) with two decimals on the wire. ' +
          'Every reply is `{ success, data }` or `{ success: false, message }`. ' +
          'The routes tagged `admin` (/api/admin/v1) are the back office: staff only, with the `shop-admin` session cookie and a second factor.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: bearerScheme },
      paths: authPaths,
    },
    // Routes that need a signed-in shopper say so, so /api/docs offers Authorize and sends the bearer token.
    transform: (input) => {
      const out = jsonSchemaTransform(input)
      // A signed-in route either takes identity.authenticate itself or sits in a plugin that does (and then
      // documents its 401, as every signed-in route does).
      if (input.url.startsWith('/api/admin/v1/') && !input.url.startsWith('/api/admin/v1/setup'))
        return { ...out, schema: { ...out.schema, security: [{ adminSession: [] }] } }
      const hooks = [input.route.onRequest].flat()
      const responses = (input.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {}
      if (hooks.includes(identity.authenticate) || '401' in responses)
        return { ...out, schema: { ...out.schema, security: [{ bearerAuth: [] }] } }
      return out
    },
  })
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(config.payments.testMode ? [] : ['https://checkout.razorpay.com'])],
        // Radix and React write style attributes and small <style> blocks (scroll lock); no script runs from them.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': [
          "'self'",
          ...(config.payments.testMode
            ? []
            : ['https://api.razorpay.com', 'https://lumberjack.razorpay.com']),
        ],
        'media-src': ["'self'"],
        'frame-src': [
          "'self'",
          ...(config.payments.testMode ? [] : ['https://api.razorpay.com', 'https://checkout.razorpay.com']),
        ],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        ...(config.env === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  })
  if (config.apiDocs)
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few style attributes as it draws (no script runs from them); its own CSP forbade them.
      transformStaticCSP: (header) =>
        header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline' https:"),
    })
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })

  await mountAuthHandler(app, identity.auth)
  // The back office: staff accounts apart from shoppers' (own Better Auth, cookies and second factor).
  const operatorAuth = createOperatorAuth({ db, config, log: componentLogger(app.log, 'admin-auth') })
  const operators = createOperatorsService({ db, auth: operatorAuth, config, mailer })
  const catalogueAdmin = createCatalogueAdmin(db, catalogue, storage)
  // Pictures staff upload (products', recipes'): public like the catalogue, named once and never changed (cached
  // for a year).
  for (const [folder, read] of [
    ['products', catalogueAdmin.readMedia],
    ['recipes', catalogueAdmin.readRecipeMedia],
  ] as const)
    app.get(`/media/${folder}/:file`, { schema: { hide: true } }, async (req, reply) => {
      const media = await read((req.params as { file: string }).file)
      if (!media) return reply.code(404).send({ success: false, message: 'Not found' })
      return reply
        .type(media.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(media.body)
    })
  await mountAuthHandler(app, operatorAuth, ADMIN_AUTH_BASE_PATH, ADMIN_AUTH_ENDPOINTS)
  await app.register(
    async (admin) => {
      await admin.register(adminSetupRoutes, { operators })
      await admin.register(adminRoutes, {
        db,
        config,
        mailer,
        operators,
        catalogue: catalogueAdmin,
        coupons: createCouponAdmin(db),
        reviews,
        orders,
        payments,
      })
      // Partial refunds, credit notes and the GST returns (decision 025).
      await admin.register(refundsAdminRoutes, {
        operators,
        orders,
        settleRefunds: (keys) => payments.settleRefunds(keys),
      })
      await admin.register(gstAdminRoutes, {
        operators,
        gstReturns: createGstReturns({
          invoices,
          invoicedBetween: (from, to) => orders.invoicedBetween(from, to),
        }),
        sellerGstin: config.shop.gstin,
      })
    },
    { prefix: ADMIN_API_PREFIX },
  )
  if (config.operatorEmails.length > 0) {
    const added = await operators.seed(config.operatorEmails)
    if (added > 0) app.log.info({ added }, 'staff from OPERATOR_EMAILS added; each was mailed a setup link')
  }
  await app.register(
    async (api) => {
      await api.register(identityRoutes, { identity })
      await api.register(cartRoutes, { cart, identity, limiter })
      await api.register(wishlistRoutes, { wishlist, identity })
      await api.register(shippingRoutes, {
        shipping,
        orders,
        identity,
        courierSecret: config.shipping.courierWebhookSecret,
      })
      await api.register(paymentsRoutes, { payments, identity })
      await api.register(checkoutRoutes, { checkout, identity, limiter })
      await api.register(ordersRoutes, { orders, identity })
      await api.register(profileRoutes, { profiles, identity, uploadMaxBytes: config.uploadMaxBytes })
      await api.register(catalogueRoutes, { catalogue, cache })
      await api.register(reviewsRoutes, { reviews, cache, identity })
      await api.register(contentRoutes, { content, cache })
      await api.register(messageRoutes, { contact, limiter, identity })
      await api.register(stockAlertRoutes, { alerts: stockAlerts, identity, limiter })
      await api.register(opsRoutes, { database })
    },
    { prefix: API_PREFIX },
  )

  // Writers outside a request (operator commands, tests) announce catalogue changes here.
  app.decorate('catalogueChanged', () => catalogue.notifyChanged())
  app.decorate('identity', identity)

  app.decorate('orders', orders)
  app.decorate('stockAlerts', stockAlerts)
  app.decorate('catalogue', catalogue)
  app.decorate('operators', operators)
  app.decorate('lowStockMail', createLowStockMail({ db, mailer, config }))
  app.decorate('payments', payments)
  app.decorate('paymentsWebhookSecret', gatewayKeys.webhookSecret)
  app.decorate('notifications', notifications)
  // Stopped before the database closes: the batch under way finishes (main.ts stops it first, with the other jobs).
  app.addHook('onClose', async () => {
    await notifications.stop()
  })
  if (config.payments.testMode) {
    if (config.env === 'production') throw new Error('The test-mode payment gateway is refused in production')
    await registerTestGateway(app, {
      db,
      keys: gatewayKeys,
      webhookUrl: `${config.publicUrl}${API_PREFIX}/payments/webhook`,
      fetch: gatewayFetch,
      upiTimeoutSeconds: config.payments.testUpiTimeoutSeconds,
    })
  }

  await registerWeb(app, config, catalogue, async (url) => (await readPictureAt(storage, url))?.body)
  // NOTIFICATIONS_WORKER=false: this process only writes notifications; another one sends them.
  if (config.notifications.worker) notifications.start()
  return app
}
