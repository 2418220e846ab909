import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Language } from '#domain/languages.ts'
import { stockAlertMessages } from '#domain/messages-stock-alerts.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { categoryShown } from '../catalogue/categories.ts'
import { products } from '../catalogue/tables.ts'
import type { Notify } from '../notifications/service.ts'
import { stockAlerts } from './tables.ts'

export { stockAlertMessages } from '#domain/messages-stock-alerts.ts'

const emailSchema = z.email()

export type StockAlertsService = ReturnType<typeof createStockAlertsService>

export function createStockAlertsService(deps: {
  db: Db
  /** the notification outbox: the mail is written in the transaction that claims the request */
  notify: Notify
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }
}) {
  const { db } = deps
  let sweeping: Promise<number> | null = null
  let again = false

  /**
   * Claims the waiting requests of products now available and, in the same transaction, writes each one's mail to
   * the notification outbox (one process wins each request; the outbox's worker sends it, retrying on failure).
   */
  async function sweepOnce(): Promise<number> {
    const queued = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(stockAlerts)
        .set({ notifiedAt: sql`now()` })
        .from(products)
        .where(
          and(
            eq(products.id, stockAlerts.productId),
            isNull(stockAlerts.notifiedAt),
            sql`${products.stock} > 0`,
            eq(products.stockStatus, 'In Stock'),
            isNull(products.archivedAt),
            // a hidden category's products wait until it is shown again (decision 051)
            categoryShown(sql`"products"."category"`),
          ),
        )
        .returning({
          id: stockAlerts.id,
          email: stockAlerts.email,
          productId: products.id,
          name: products.name,
          language: stockAlerts.language,
        })
      return deps.notify(
        tx,
        claimed.map((alert) => ({
          payload: {
            kind: 'back_in_stock',
            productId: alert.productId,
            productName: alert.name,
            language: alert.language,
          },
          to: alert.email,
          dedupeKey: `stock-alert:${alert.id}`,
        })),
      )
    })
    if (queued > 0) deps.log.info({ queued }, 'back-in-stock mails queued')
    return queued
  }

  return {
    /**
     * 'Notify me' on a product that is out of stock or coming soon: the request is stored once per address.
     * Signed-in shoppers are told at their account's address; anyone else gives one.
     */
    async request(
      productId: number,
      input: { email?: string; user?: { id: string; email: string }; language?: Language },
    ) {
      const email = (input.user?.email ?? input.email ?? '').trim()
      if (!emailSchema.safeParse(email).success) throw new AppError('bad_request', stockAlertMessages.email)
      const [product] = await db
        .select({ stock: products.stock, stockStatus: products.stockStatus })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.archivedAt)))
        .limit(1)
      if (!product) throw new AppError('not_found', stockAlertMessages.notFound)
      if (product.stock > 0 && product.stockStatus === 'In Stock')
        throw new AppError('conflict', stockAlertMessages.inStock)
      const inserted = await db
        .insert(stockAlerts)
        .values({ productId, email, userId: input.user?.id ?? null, language: input.language ?? 'en' })
        .onConflictDoNothing()
        .returning({ id: stockAlerts.id })
      return {
        message: inserted.length > 0 ? stockAlertMessages.saved : stockAlertMessages.already,
        email,
        created: inserted.length > 0,
      }
    },

    /** Whether this address is waiting for the product (for the button's state). */
    async waiting(productId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stockAlerts.id })
        .from(stockAlerts)
        .where(
          and(
            eq(stockAlerts.productId, productId),
            sql`lower(${stockAlerts.email}) = lower(${email})`,
            isNull(stockAlerts.notifiedAt),
          ),
        )
        .limit(1)
      return Boolean(row)
    },

    /**
     * After any catalogue change: mails those waiting for products now back. One sweep at a time per process; a
     * change that arrives during a sweep runs one more after it, so none is missed.
     */
    sweep(): Promise<number> {
      if (sweeping) {
        again = true
        return sweeping
      }
      const run = async (): Promise<number> => {
        let sent = 0
        do {
          again = false
          sent += await sweepOnce()
        } while (again)
        return sent
      }
      sweeping = run().finally(() => {
        sweeping = null
      })
      return sweeping
    },
  }
}
