import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { componentLogger } from '../http/logging.ts'
import { refuseNulInAddress } from '../http/text-input.ts'
import type { Mailer } from '../integrations/mail.ts'
import { ADMIN_AUTH_BASE_PATH, ADMIN_AUTH_ENDPOINTS, createOperatorAuth } from '../modules/admin/auth.ts'
import { batchRecallRoutes } from '../modules/admin/batch-recall.ts'
import { createOperatorsService, type OperatorsService } from '../modules/admin/operators.ts'
import { ADMIN_API_PREFIX, adminRoutes, adminSetupRoutes } from '../modules/admin/routes.ts'
import { createCouponAdmin } from '../modules/cart/coupon-admin.ts'
import type { CatalogueAdmin } from '../modules/catalogue/admin.ts'
import { mountAuthHandler } from '../modules/identity/routes.ts'
import { gstAdminRoutes } from '../modules/invoices/admin-routes.ts'
import { createGstReturns } from '../modules/invoices/gst-returns.ts'
import type { InvoicesService } from '../modules/invoices/service.ts'
import type { Notify } from '../modules/notifications/service.ts'
import { refundsAdminRoutes } from '../modules/orders/refunds-admin-routes.ts'
import { returnsAdminRoutes } from '../modules/orders/returns-admin-routes.ts'
import type { OrdersService } from '../modules/orders/service.ts'
import type { ReviewsService } from '../modules/reviews/service.ts'
import { settingsAdminRoutes } from '../modules/settings/admin-routes.ts'
import type { SettingsService } from '../modules/settings/service.ts'

export interface BackOfficeDeps {
  db: Db
  config: Config
  mailer: Mailer
  catalogue: CatalogueAdmin
  reviews: ReviewsService
  orders: OrdersService
  invoices: InvoicesService
  payments: { settleRefunds(keys: string[]): Promise<void> }
  settings: SettingsService
  /** the outbox (decision 024), for a batch's recall mail (decision 052) */
  notify: Notify
}

/**
 * The back office: staff accounts apart from shoppers' (their own Better Auth at /api/admin/auth, cookies and
 * second factor, decision 022) and the guarded routes under /api/admin/v1. Staff named in OPERATOR_EMAILS are
 * added (and mailed a setup link). Returns the staff accounts' service.
 */
export async function mountBackOffice(app: FastifyInstance, deps: BackOfficeDeps): Promise<OperatorsService> {
  const { db, config, mailer, orders, payments } = deps
  const operatorAuth = createOperatorAuth({ db, config, log: componentLogger(app.log, 'admin-auth') })
  const operators = createOperatorsService({ db, auth: operatorAuth, config, mailer })
  await mountAuthHandler(app, operatorAuth, ADMIN_AUTH_BASE_PATH, ADMIN_AUTH_ENDPOINTS)
  await app.register(
    async (admin) => {
      // A NUL in a query string or path parameter is a 400 here, never the database's error (a 500).
      refuseNulInAddress(admin)
      await admin.register(adminSetupRoutes, { operators })
      // Every route registered from here on (all but the setup link's, whose link is the credential) with the
      // permission it declares (decision 044), for the role × route test: a route without one fails it.
      admin.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD')
            operators.routes.push({
              method,
              url: route.url,
              permission: route.config?.permission,
              ownerOnly: Boolean(route.config?.ownerOnly),
            })
      })
      await admin.register(adminRoutes, {
        db,
        config,
        mailer,
        operators,
        catalogue: deps.catalogue,
        coupons: createCouponAdmin(db),
        reviews: deps.reviews,
        orders,
        payments,
      })
      // Partial refunds, credit notes and the GST returns (decision 025).
      await admin.register(refundsAdminRoutes, {
        operators,
        orders,
        settleRefunds: (keys) => payments.settleRefunds(keys),
      })
      // Shopper returns: the queue, decisions, receipt into stock, the money back once (decision 056).
      await admin.register(returnsAdminRoutes, {
        operators,
        orders,
        settleRefunds: (keys) => payments.settleRefunds(keys),
      })
      await admin.register(gstAdminRoutes, {
        db,
        operators,
        gstReturns: createGstReturns({
          invoices: deps.invoices,
          invoicedBetween: (from, to) => orders.invoicedBetween(from, to),
        }),
        sellerGstin: () => config.shop.gstin,
      })
      // A batch's orders and its recall mail (decision 052).
      await admin.register(batchRecallRoutes, {
        db,
        operators,
        catalogue: deps.catalogue,
        notify: deps.notify,
      })
      // The shop's settings and editable pages, the owner's (decision 043).
      await admin.register(settingsAdminRoutes, { operators, settings: deps.settings })
    },
    { prefix: ADMIN_API_PREFIX },
  )
  if (config.operatorEmails.length > 0) {
    const added = await operators.seed(config.operatorEmails)
    if (added > 0) app.log.info({ added }, 'staff from OPERATOR_EMAILS added; each was mailed a setup link')
  }
  return operators
}
