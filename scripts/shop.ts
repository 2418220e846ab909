// Operator commands: npm run shop -- <command>
//   order:list [--limit N]
//   order:ship <orderId> --carrier <name> --waybill <number>
//   order:deliver <orderId>
//   order:rto <orderId>                      the courier brought it back: cancelled, stock returned
//   product:stock <productId> <count> [--status "In Stock"]   those waiting for it are mailed
//   stock:verify                              every pack's (SKU's) stock equals the sum of its stock ledger, every batch's
//                                             remaining the sum of its rows (exit 1 if not)
//   batches:sweep                             expired batches' units written off (the shop does it hourly)
//   reservations:expire
//   operator:add <email> [--role owner|manager|packer|support]  adds staff to the back office (a manager unless
//                                             told; 'staff' is a manager) and prints their one-time setup link
//   settings:reviews <publish_at_once|verified_at_once|all_held>   which reviews wait for approval (decision 045)
import { parseArgs } from 'node:util'
import { OPERATOR_ROLES } from '#domain/admin-permissions.ts'
import { formatPaise } from '#domain/money.ts'
import { REVIEW_MODERATION_MODES } from '#domain/shop-settings.ts'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { EmbeddedDatabaseBusy } from '#server/db/embedded-lock.ts'
import { auditLog } from '#server/modules/admin/tables.ts'
import { verifyStock } from '#server/modules/catalogue/stock-verify.ts'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    carrier: { type: 'string' },
    waybill: { type: 'string' },
    limit: { type: 'string' },
    status: { type: 'string' },
    role: { type: 'string' },
  },
})
const [command, orderId] = positionals

function usage(): never {
  console.error(
    'Usage: npm run shop -- order:list [--limit N] | order:ship <orderId> --carrier <name> --waybill <no> | order:deliver <orderId> | order:rto <orderId> | product:stock <productId> <count> [--status "In Stock"] | stock:verify | batches:sweep | reservations:expire | operator:add <email> [--role owner|manager|packer|support] | settings:reviews <publish_at_once|verified_at_once|all_held>',
  )
  process.exit(2)
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_ON_START: 'false' })
// Never beside a running shop on the embedded database: the lock refuses, naming the process that holds it.
const database = await openDatabase(config.database, { holder: `npm run shop -- ${command ?? ''}` }).catch(
  (err: Error) => {
    if (err instanceof EmbeddedDatabaseBusy) {
      console.error(err.message)
      process.exit(75)
    }
    throw err
  },
)
const app = await buildApp({ config, database })
// A link this command prints (a setup link) names the address the shop last served on, unless PUBLIC_URL says
// otherwise (decision 050): the shop may run on another PORT than this command's environment knows.
if (!process.env.PUBLIC_URL) {
  const last = await app.settings.lastAddress()
  if (last) config.publicUrl = last
}
try {
  switch (command) {
    case 'order:list': {
      const rows = await app.orders.listAll(Number(values.limit ?? 50))
      for (const o of rows) {
        console.info(
          [
            o.id,
            o.status.padEnd(10),
            o.paymentStatus.padEnd(9),
            formatPaise(o.totalPaise).padStart(12),
            o.createdAt.toISOString(),
            o.courierWaybill ?? '',
          ].join('  '),
        )
      }
      if (rows.length === 0) console.info('No orders yet.')
      break
    }
    case 'order:ship': {
      if (!orderId || !values.carrier || !values.waybill) usage()
      const o = await app.orders.ship(orderId, values.carrier, values.waybill)
      console.info(
        `${o.id} shipped with ${o.shippingCarrier}, waybill ${o.courierWaybill}${o.trackingUrl ? ` — ${o.trackingUrl}` : ''}`,
      )
      break
    }
    case 'order:deliver': {
      if (!orderId) usage()
      const o = await app.orders.deliver(orderId)
      console.info(`${o.id} delivered`)
      break
    }
    case 'order:rto': {
      if (!orderId) usage()
      const { row: o } = await app.orders.returnToOrigin(orderId)
      console.info(`${o.id} returned to origin: cancelled, stock back on the shelf`)
      break
    }
    case 'product:stock': {
      // npm run shop -- product:stock <productId> <count> [--status "In Stock"]: those waiting for it are mailed
      const count = Number(positionals[2])
      if (!orderId || !Number.isInteger(count) || count < 0) usage()
      const ok = await app.catalogue.setStock(Number(orderId), count, values.status)
      if (!ok) throw new Error('Product not found')
      const mailed = await app.stockAlerts.sweep()
      console.info(
        `product ${orderId}: stock ${count}${values.status ? `, ${values.status}` : ''}; ${mailed} back-in-stock mail(s) sent`,
      )
      break
    }
    case 'batches:sweep': {
      // npm run shop -- batches:sweep: expired batches' units written off (decision 052); the shop does it hourly
      const n = await app.catalogue.sweepExpiredBatches()
      console.info(`${n} expired batch(es) written off`)
      break
    }
    case 'stock:verify': {
      // npm run shop -- stock:verify: each pack's (SKU's) stock against its ledger, each batch's remaining against its own
      const { ok, lines } = await verifyStock(database.db)
      for (const line of lines) (ok ? console.info : console.error)(line)
      if (!ok) process.exitCode = 1
      break
    }
    case 'operator:add': {
      // npm run shop -- operator:add owner@shop.in --role owner: the first owner of the back office
      // owner, manager, packer or support (decision 044); 'staff' is the two-role back office's word for a manager
      const role = OPERATOR_ROLES.find(
        (r) => r === (values.role === 'staff' ? 'manager' : (values.role ?? 'manager')),
      )
      if (!orderId || !role) usage()
      const { operator, link } = await app.operators.invite(orderId, role, 'npm run shop')
      console.info(`${operator.email} added to the back office as ${operator.role}.`)
      console.info(`Setup link (works once, for 7 days; also mailed): ${link}`)
      break
    }
    case 'settings:reviews': {
      // npm run shop -- settings:reviews all_held: the owner's Settings > Reviews, from the command line
      const mode = REVIEW_MODERATION_MODES.find((m) => m === orderId)
      if (!mode) usage()
      const saved = await app.settings.update(
        { reviews: { moderation: mode }, version: app.settings.view().version },
        async (tx, entry) => {
          await tx
            .insert(auditLog)
            .values({ actor: 'npm run shop', ...entry, entityId: String(entry.entityId) })
        },
      )
      if (!saved.saved) throw new Error('The settings changed meanwhile; run the command again.')
      console.info(`Reviews: ${mode}`)
      break
    }
    case 'reservations:expire':
      console.info(`${await app.orders.expireReservations()} reservation(s) expired`)
      break
    default:
      usage()
  }
} catch (err) {
  console.error((err as Error).message)
  process.exitCode = 1
} finally {
  // The mail the command's change wrote (shipped, delivered, back in stock …) goes out before it exits; what cannot
  // be sent now waits in the outbox for the shop's worker.
  await app.notifications.flush().catch(() => {})
  await app.close()
  await database.close()
}
