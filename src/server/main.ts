import cluster from 'node:cluster'
import { Server } from 'node:net'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { EmbeddedDatabaseBusy } from './db/embedded-lock.ts'
import { seedCatalogueIfNeeded } from './db/seed/needed.ts'
import { componentLogger, plainLogger } from './http/logging.ts'

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      plainLogger('config').fatal({}, err.message)
      process.exit(78) // EX_CONFIG
    }
    throw err
  }

  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config)

  let database: Awaited<ReturnType<typeof openDatabase>>
  try {
    database = await openDatabase(config.database, {
      holder: `the shop, npm start on port ${config.port}`,
      onConnectionError: connectionLost(config),
    })
  } catch (err) {
    if (err instanceof EmbeddedDatabaseBusy) {
      plainLogger('process').fatal({}, err.message)
      process.exit(75) // EX_TEMPFAIL
    }
    throw err
  }
  const seeded =
    config.seedOnStart && cluster.isPrimary
      ? await seedCatalogueIfNeeded(database.db, { samples: config.seedSamples })
      : undefined
  const app = await buildApp({ config, database })
  const lifecycle = componentLogger(app.log, 'process')
  if (cluster.isPrimary) lifecycle.info(await database.migrationState(), 'database migrated')
  if (seeded && seeded.products + seeded.recipes + seeded.coupons + seeded.translations > 0)
    lifecycle.info(seeded, 'seeded catalogue')

  // Unpaid orders give their stock back when their reservation ends; also reconciled at every start.
  const expiryLog = componentLogger(app.log, 'reservations')
  const expire = () =>
    app.inFlight
      .run(async () => [
        await app.orders.expireReservations(),
        await app.orders.expireUnconfirmedCod(),
        // failed deliveries past the owner's attempts whose return the courier has not yet taken (decision 046)
        await app.orders.requestDueReturns(),
      ])
      .then(
        ([n, cod, rto]) => {
          if (n) expiryLog.info({ expired: n }, 'expired unpaid order reservations')
          // cash orders unconfirmed on WhatsApp after the owner's hours: cancelled or held (decision 049)
          if (cod)
            expiryLog.info({ unconfirmedCod: cod }, 'cash orders not confirmed in time: cancelled or held')
          if (rto) expiryLog.info({ returns: rto }, 'returns to origin asked of the courier')
        },
        (err) => expiryLog.warn({ err }, 'could not expire reservations'),
      )
  // Payments captured while this process was down (or whose webhook was lost) are recorded first, refunds
  // decided but not carried out are carried out, then reservations that ran out give their stock back. The same
  // reconciliation runs on a schedule (RECONCILE_INTERVAL_SECONDS), so a captured payment whose order is
  // cancelled or expired is refunded even when no one restarts the shop.
  const reconcileLog = componentLogger(app.log, 'payments')
  const reconcile = () =>
    app.inFlight
      .run(() => app.payments.reconcile())
      .then(
        (n) => n > 0 && reconcileLog.info({ recorded: n }, 'reconciled captured payments'),
        (err) => reconcileLog.warn({ err }, 'could not reconcile payments'),
      )
  // Staff hear of products running low once a day, from 9 am India time (whichever process claims the day).
  const stockLog = componentLogger(app.log, 'stock')
  const lowStock = () =>
    app.inFlight
      .run(() => app.lowStockMail.sendIfDue())
      .then(
        (n) => n > 0 && stockLog.info({ mailed: n }, 'low-stock mail sent to staff'),
        (err) => stockLog.warn({ err }, 'could not send the low-stock mail'),
      )
      // and, hourly too, expired batches written off (decision 052; a sale writes off its packs' first anyway)
      .then(() => app.inFlight.run(() => app.catalogue.sweepExpiredBatches()))
      .then(
        (n) => n > 0 && stockLog.info({ batches: n }, 'expired batches written off'),
        (err) => stockLog.warn({ err }, 'could not write off expired batches'),
      )
      // and the courier's tracking asked for shipments it has not told us about for a day (decision 046, amended)
      .then(() => app.inFlight.run(() => app.orders.pollQuietShipments()))
      .then(
        (n) => n > 0 && expiryLog.info({ shipments: n }, 'courier tracking asked for quiet shipments'),
        (err) => expiryLog.warn({ err }, 'could not ask the courier for quiet shipments'),
      )
  // Carts left for the owner's hours are recalled to the shoppers who chose so (decision 054): every minute (or as
  // often as CART_REMINDER_IDLE_SECONDS, in development and tests), whichever process claims each cart.
  const cartLog = componentLogger(app.log, 'cart')
  const remind = () =>
    app.inFlight
      .run(() => app.cartReminders.sweep())
      .then(
        (n) => n > 0 && cartLog.info({ reminded: n }, 'carts left recalled to their shoppers'),
        (err) => cartLog.warn({ err }, 'could not send cart reminders'),
      )
  const remindTimer = setInterval(remind, Math.min(60, config.payments.cartReminderIdleSeconds ?? 60) * 1000)
  remindTimer.unref()
  await reconcile()
  await expire()
  await lowStock()
  const lowStockTimer = setInterval(lowStock, 60 * 60_000)
  lowStockTimer.unref()
  const expiryTimer = setInterval(expire, 60_000)
  expiryTimer.unref()
  const reconcileTimer = setInterval(reconcile, config.payments.reconcileIntervalSeconds * 1000)
  reconcileTimer.unref()

  // Stop taking connections, let the requests and jobs under way finish (within SHUTDOWN_TIMEOUT_MS), and only
  // then close the server and, last, the database they use.
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    const timeoutMs = config.shutdownTimeoutMs
    lifecycle.info(
      { signal, inFlight: app.inFlight.size, timeoutMs },
      'shutting down: finishing in-flight requests',
    )
    // Last resort, should closing itself hang.
    setTimeout(() => process.exit(1), timeoutMs + 5_000).unref()
    clearInterval(expiryTimer)
    clearInterval(reconcileTimer)
    clearInterval(lowStockTimer)
    clearInterval(remindTimer)
    // The notification worker takes no new batch; the one under way is a job the drain below waits for.
    void app.notifications.stop()
    try {
      const deadline = Date.now() + timeoutMs
      // No new connections. Unlike http's close(), net's leaves the open ones be: a request already sent on one
      // is still read and answered (and its reply closes the connection); idle ones close with app.close().
      if (app.server.listening) Server.prototype.close.call(app.server)
      let finished = await app.inFlight.drain(timeoutMs)
      if (!finished) {
        lifecycle.error(
          { inFlight: app.inFlight.size, requests: app.inFlight.requests(), timeoutMs },
          'shutdown timeout: closing with requests still in flight',
        )
        app.server.closeAllConnections()
      }
      await app.close()
      // A request that came in on a kept-alive connection meanwhile is finished too.
      if (finished) finished = await app.inFlight.drain(Math.max(0, deadline - Date.now()))
      await database.close()
      process.exit(finished ? 0 : 1)
    } catch (err) {
      lifecycle.error({ err }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ host: config.host, port: config.port })
  // Links an operator command prints later name this address (decision 050); PORT=0 is the port the system gave.
  const bound = app.server.address()
  await app.settings.recordAddress(
    config.port === 0 && bound && typeof bound === 'object'
      ? config.publicUrl.replace(/:0$/, `:${bound.port}`)
      : config.publicUrl,
  )
  const where = config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dir}` : 'PostgreSQL'
  lifecycle.info(
    `${config.shop.name} is open at ${config.publicUrl} (database: ${where}; payments: ${config.payments.testMode ? 'TEST MODE' : 'Razorpay live keys'})`,
  )
}

/** A connection the database closed (a restart, an outage): a line in the log; the process carries on (decision 032). */
function connectionLost(config: ReturnType<typeof loadConfig>) {
  const log = plainLogger('database', config.logLevel)
  return (err: Error, where: 'pool' | 'listener') =>
    log.warn({ err, where }, 'database connection lost; the next query opens another')
}

/**
 * WORKERS=N: the primary migrates and seeds once, then runs N API processes sharing the port (node:cluster),
 * restarting any that dies; SIGTERM lets each finish its in-flight requests.
 */
async function runPrimary(config: ReturnType<typeof loadConfig>): Promise<void> {
  const log = plainLogger('cluster', config.logLevel)
  const database = await openDatabase(config.database, { onConnectionError: connectionLost(config) })
  log.info(await database.migrationState(), 'database migrated')
  if (config.seedOnStart) {
    const seeded = await seedCatalogueIfNeeded(database.db, { samples: config.seedSamples })
    if (seeded && seeded.products + seeded.recipes + seeded.coupons + seeded.translations > 0)
      log.info(seeded, 'seeded catalogue')
  }
  await database.close()
  let stopping = false
  for (let i = 0; i < config.workers; i++) cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    log.error({ worker: worker.process.pid, code, signal }, 'worker exited; starting another')
    cluster.fork()
  })
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal)
    const deadline = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 10_000)
    deadline.unref()
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    })
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  log.info({ workers: config.workers, port: config.port }, `${config.shop.name}: API processes started`)
}

main().catch((err) => {
  plainLogger('process').fatal({ err }, 'could not start')
  process.exit(1)
})
