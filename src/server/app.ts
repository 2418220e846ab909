import path from 'node:path'
import fastifyCompress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { trustProxyOption } from './http/client-address.ts'
import { registerErrorHandling, replyToFrameworkError } from './http/errors.ts'
import { type InFlight, trackInFlight } from './http/in-flight.ts'
import { componentLogger, loggingOptions, registerRequestContext } from './http/logging.ts'
import { createRateLimiter } from './http/rate-limit.ts'
import { ResponseCache } from './http/response-cache.ts'
import { registerSameOriginGuard } from './http/same-origin.ts'
import { registerTextInputGuard } from './http/text-input.ts'
import { registerRepliesInLanguage } from './i18n/reply-hook.ts'
import { createMailer, type Mailer } from './integrations/mail.ts'
import type { FetchLike } from './integrations/razorpay.ts'
import { createDiskStorage, createS3Storage, type Storage } from './integrations/storage.ts'
import type { OperatorsService } from './modules/admin/operators.ts'
import { createLowStockMail, type LowStockMail } from './modules/admin/reports.ts'
import { cartReminderRoutes } from './modules/cart/reminder-routes.ts'
import { type CartRemindersService, createCartReminders } from './modules/cart/reminders.ts'
import { createCartService } from './modules/cart/service.ts'
import { createCatalogueAdmin } from './modules/catalogue/admin.ts'
import { readPictureAt } from './modules/catalogue/pictures.ts'
import { type CatalogueService, createCatalogueService } from './modules/catalogue/service.ts'
import { createCheckoutService } from './modules/checkout/service.ts'
import { createContactService } from './modules/content/messages-service.ts'
import { createContentService } from './modules/content/service.ts'
import { resolveSecret } from './modules/identity/auth-setup.ts'
import { createGuestService, type GuestService } from './modules/identity/guests.ts'
import { createIdentityService, type IdentityService } from './modules/identity/service.ts'
import { createInvoicesService } from './modules/invoices/service.ts'
import { createDocumentLinks } from './modules/notifications/document-links.ts'
import { documentLinkRoutes } from './modules/notifications/document-routes.ts'
import {
  createNotificationsService,
  NOTIFICATIONS_CHANNEL,
  type NotificationsService,
} from './modules/notifications/service.ts'
import { registerMetrics } from './modules/ops/metrics.ts'
import { createOrdersService, type OrdersService } from './modules/orders/service.ts'
import { createPaymentsService, type PaymentsService } from './modules/payments/service.ts'
import { createProfileService } from './modules/profile/service.ts'
import { createReviewsService } from './modules/reviews/service.ts'
import { createSettingsService, SETTINGS_CHANNEL, type SettingsService } from './modules/settings/service.ts'
import { createShippingService } from './modules/shipping/service.ts'
import { createStockAlertsService, type StockAlertsService } from './modules/stock-alerts/service.ts'
import { createCodTokens } from './modules/whatsapp/cod-token.ts'
import { whatsappRoutes } from './modules/whatsapp/routes.ts'
import { createWhatsAppService } from './modules/whatsapp/service.ts'
import { createWishlistService } from './modules/wishlist/service.ts'
import { mountBackOffice } from './plugins/back-office.ts'
import { courierAdapter, mountTestCourier } from './plugins/courier.ts'
import { mediaRoutes } from './plugins/media.ts'
import { registerApiDocsPage, registerOpenApi } from './plugins/openapi.ts'
import { paymentGateway } from './plugins/payment-gateway.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { API_PREFIX, mountShopApi } from './plugins/shop-api.ts'
import { mountTestSms, smsAdapter } from './plugins/sms.ts'
import { mountTestWhatsApp, whatsappAdapter } from './plugins/whatsapp.ts'
import { registerWeb } from './web/web-app.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalogueChanged(): void
    /** requests and background jobs under way, which shutdown waits for */
    inFlight: InFlight
    identity: IdentityService
    /** guest checkout (decision 057): its links and claims, for tests and commands */
    guests: GuestService
    orders: OrdersService
    paymentsWebhookSecret: string
    payments: PaymentsService
    stockAlerts: StockAlertsService
    catalogue: CatalogueService
    /** the back office's staff accounts (operator commands add the first owner) */
    operators: OperatorsService
    /** the daily low-stock mail to staff (main.ts checks hourly whether it is due) */
    lowStockMail: LowStockMail
    /** the outbox of shopper mail and this process's worker that sends it (decision 024) */
    notifications: NotificationsService
    /** cart reminders (decision 054): main.ts runs their sweep */
    cartReminders: CartRemindersService
    /** the owner's settings and pages, as this process holds them (decision 043) */
    settings: SettingsService
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

export { API_PREFIX }

/**
 * The whole app: makes every service and wires them into each other, then registers the plugins in order
 * (request tracking and logging, errors, metrics, the OpenAPI document, security headers, compression), the
 * shop's API, the back office, the test payment gateway in test mode, and the web app. Tests build the same app.
 */
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
  registerRepliesInLanguage(app)
  registerTextInputGuard(app)
  // Back-office writes from the shop's own pages only, as JSON (decision 030).
  registerSameOriginGuard(app, config)
  // Before any route, so every route is counted.
  registerMetrics(app, {
    ordersByStatus: () => orders.countByStatus(),
    token: config.metricsToken,
    production: config.env === 'production',
  })

  const { db } = database
  const cache = new ResponseCache({ ttlMs: config.catalogueCacheTtlMs })
  const catalogue = createCatalogueService(db, {
    announce: () => inFlight.run(() => database.notify('catalogue_changed')),
  })
  // Its own changes this process acted on as it made them (the catalogue's onChange clears the cache at once).
  await database.listen('catalogue_changed', () => cache.clear(), { othersOnly: true })
  // The owner's settings and pages (decision 043): read into memory at start, again when any other process saves;
  // every change clears the API's cache and with it the rendered pages, as a catalogue change does.
  const settings = createSettingsService({
    db,
    config,
    announce: () => inFlight.run(() => database.notify(SETTINGS_CHANNEL)),
  })
  await settings.load()
  settings.onChange(() => cache.clear())
  await database.listen(
    SETTINGS_CHANNEL,
    () => {
      void settings.reload().catch((err) => app.log.warn({ err }, 'reading the changed settings failed'))
    },
    { othersOnly: true },
  )
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
  // Invoice and credit-note links in mail open the PDF without signing in: signed, for one document, expiring.
  const documentLinks = createDocumentLinks({
    secret: resolveSecret(config),
    publicUrl: config.publicUrl,
    days: config.notifications.documentLinkDays,
  })
  // WhatsApp's Cloud API, or its stand-in, or off (decision 049): order updates go through the same outbox.
  const whatsapp = whatsappAdapter(app, config)
  const codTokens = createCodTokens(`whatsapp:${resolveSecret(config)}`)
  const notifications = createNotificationsService({
    db,
    databaseKind: database.kind,
    mailer,
    config,
    documentLinks,
    // the invoice a mail carries as an attachment, read when it is sent, and the outbox's invoice job that stores
    // it after the payment commits (decision 036; orders is made below, called later)
    invoicePdf: (orderId) => orders.storedInvoiceOf(orderId),
    issueInvoice: (orderId) => orders.issueInvoice(orderId),
    run: (job) => inFlight.run(job),
    log: componentLogger(app.log, 'notifications'),
    promises: () => settings.current().promises,
    whatsapp:
      whatsapp && config.whatsapp.kind === 'cloud'
        ? { adapter: whatsapp, language: config.whatsapp.language }
        : undefined,
  })
  await database.listen(NOTIFICATIONS_CHANNEL, () => notifications.wake())
  const identity = createIdentityService({
    db,
    config,
    mailer,
    // sign-in codes by SMS: MSG91, its stand-in, or off (decision 055)
    sms: smsAdapter(app, config),
    // profiles is made below; called per verification
    onMobileVerified: (userId, mobile) => profiles.fillPhone(userId, mobile),
    databaseKind: database.kind,
    log: componentLogger(app.log, 'auth'),
  })
  await database.listen('sessions_ended', () => identity.sessionsEnded())
  // One signing key for every process on the database: made once, before any of them signs a token.
  await identity.ensureSigningKey()
  const cart = createCartService({ db, catalogue })
  // Guest checkout (decision 057): the guest cookie, the order's private link, attaching to an account.
  const guests = createGuestService({
    db,
    identity,
    // orders is made below; called per request
    orders: {
      placedOrdersOf: (userId) => orders.placedOrdersOf(userId),
      ownerOf: (orderId) => orders.ownerOf(orderId),
      attachOrders: (tx, from, to) => orders.attachOrders(tx, from, to),
    },
    secret: resolveSecret(config),
    publicUrl: config.publicUrl,
    secureCookie: config.publicUrl.startsWith('https:'),
  })
  const wishlist = createWishlistService({ db, catalogue })
  const content = createContentService(config, () => cart.featuredOffers(), settings)
  const storage =
    deps.storage ??
    (config.storage.kind === 's3' ? createS3Storage(config.storage) : createDiskStorage(config.storage.dir))
  const courier = courierAdapter(app, config)
  const shipping = createShippingService({
    db,
    // checkout's rates and dates from the courier when one is configured (decision 046, amended)
    courier,
    cart,
    settings: () => settings.current(),
    trackingTemplates: config.shipping.trackingTemplates,
    cod: config.payments.cod,
    // profiles is made below; this runs per request, long after
    fillProfileAddress: (userId, address) => profiles.fillAddressFromOrder(userId, address),
  })
  const gateway = await paymentGateway(app, { config, db, fetch: deps.razorpayFetch })
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
    courier,
    whatsapp: whatsapp ? { codTokens, codConfirmHours: () => config.payments.cod.confirmHours } : undefined,
    ndrAttemptsBeforeRto: () => settings.current().delivery.ndr_attempts_before_rto,
    returnWindowDays: () => settings.current().promises.return_window_days,
    shopperKin: guests.kinOf,
    guestLinkOf: guests.guestLinkOf,
    storage,
  })
  const payments = createPaymentsService({
    db,
    razorpay: gateway.razorpay,
    orders,
    identity,
    shopName: config.shop.name,
    checkoutScript: gateway.checkoutScript,
    testMode: config.payments.testMode,
    log: componentLogger(app.log, 'payments'),
  })
  const checkout = createCheckoutService({ cart, orders, payments })
  const reviews = createReviewsService(db, {
    catalogue,
    hasReceived: (userId, productId) => orders.hasReceived(userId, productId),
    moderation: () => settings.reviewModeration(),
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
  const catalogueAdmin = createCatalogueAdmin(db, catalogue, storage)

  // Plugins, in this order: the document sees every route registered after it; the headers cover the docs page.
  await registerOpenApi(app, { shopName: config.shop.name, authenticate: identity.authenticate })
  await registerSecurityHeaders(app, config)
  await registerApiDocsPage(app, config)
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })

  await app.register(mediaRoutes, {
    folders: { products: catalogueAdmin.readMedia, recipes: catalogueAdmin.readRecipeMedia },
  })
  // The back office: staff accounts and the guarded routes under /api/admin/v1 (decision 022).
  const operators = await mountBackOffice(app, {
    db,
    config,
    mailer,
    catalogue: catalogueAdmin,
    reviews,
    orders,
    invoices,
    payments,
    settings,
    notify: notifications.enqueue,
  })

  // The shop: Better Auth at /api/auth/* and every module's routes under /api/v1.
  await mountShopApi(app, {
    config,
    database,
    cache,
    limiter,
    identity,
    guests,
    cart,
    wishlist,
    shipping,
    payments,
    checkout,
    orders,
    profiles,
    catalogue,
    reviews,
    content,
    contact,
    stockAlerts,
  })

  // Cart reminders (decision 054): the sweep main.ts runs, and the reminder's restore and unsubscribe links.
  const cartReminders = createCartReminders({
    db,
    notify: notifications.enqueue,
    cart,
    settings: () => settings.current(),
    packPosition: async (productId, packId) =>
      (await catalogue.getProductFacts([productId])).get(productId)?.packs.find((k) => k.id === packId)
        ?.position,
    secret: resolveSecret(config),
    publicUrl: config.publicUrl,
    shopName: () => config.shop.name,
    idleSecondsOverride: config.payments.cartReminderIdleSeconds,
    // profiles is made above; called per request
    stopReminders: (userId) => profiles.stopCartReminders(userId),
    whatsapp: Boolean(whatsapp && config.whatsapp.kind === 'cloud'),
  })
  await app.register(cartReminderRoutes, {
    prefix: API_PREFIX,
    reminders: cartReminders,
    identity,
    shopName: () => config.shop.name,
  })
  app.decorate('cartReminders', cartReminders)

  await app.register(documentLinkRoutes, {
    prefix: API_PREFIX,
    links: documentLinks,
    shopName: config.shop.name,
    invoiceOf: (orderId) => orders.invoiceOfOrder(orderId),
    creditNoteOf: (orderId, seq) => orders.creditNotePdf(null, orderId, seq),
  })

  // Meta's WhatsApp webhook: replies (COD Confirm / Cancel, STOP) and receipts (decision 049).
  if (config.whatsapp.kind === 'cloud') {
    const whatsappWebhook = createWhatsAppService({
      db,
      appSecret: config.whatsapp.appSecret,
      verifyToken: config.whatsapp.verifyToken,
      codTokens,
      confirmCod: (orderId) => orders.confirmCod(orderId),
      cancelCod: (orderId) => orders.cancelCod(orderId),
      log: componentLogger(app.log, 'whatsapp'),
    })
    await app.register(whatsappRoutes, { prefix: API_PREFIX, whatsapp: whatsappWebhook })
  }

  // Writers outside a request (operator commands, tests) announce catalogue changes here.
  app.decorate('catalogueChanged', () => catalogue.notifyChanged())
  app.decorate('identity', identity)
  app.decorate('guests', guests)
  app.decorate('orders', orders)
  app.decorate('stockAlerts', stockAlerts)
  app.decorate('catalogue', catalogue)
  app.decorate('operators', operators)
  app.decorate('lowStockMail', createLowStockMail({ db, mailer, config }))
  app.decorate('payments', payments)
  app.decorate('paymentsWebhookSecret', gateway.webhookSecret)
  app.decorate('notifications', notifications)
  app.decorate('settings', settings)
  // Stopped before the database closes: the batch under way finishes (main.ts stops it first, with the other jobs).
  app.addHook('onClose', async () => {
    await notifications.stop()
  })
  await gateway.mountTestGateway(`${config.publicUrl}${API_PREFIX}/payments/webhook`)
  await mountTestCourier(app, config, db, `${config.publicUrl}${API_PREFIX}/shipping/shiprocket/webhook`)
  await mountTestWhatsApp(app, config, db, `${config.publicUrl}${API_PREFIX}/whatsapp/webhook`)
  await mountTestSms(app, config, db)

  await registerWeb(app, {
    config,
    catalogue,
    // rendered pages are cleared with the catalogue cache (this process's changes and other processes' notices)
    apiCache: cache,
    readMedia: async (url) => (await readPictureAt(storage, url))?.body,
  })
  // NOTIFICATIONS_WORKER=false: this process only writes notifications; another one sends them.
  if (config.notifications.worker) notifications.start()
  return app
}
