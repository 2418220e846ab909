import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Config } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import { gatewayKeys as gatewayKeysTable } from './tables.ts'

/**
 * Live keys from the environment; in test mode, the built-in gateway's secrets: random bytes made once per
 * database (every process on it shares them), never derived from anything guessable (decision 014).
 */
export async function paymentKeys(config: Config, db: Database['db']) {
  if (!config.payments.testMode) {
    return {
      keyId: config.payments.keyId!,
      keySecret: config.payments.keySecret!,
      webhookSecret: config.payments.webhookSecret ?? config.payments.keySecret!,
    }
  }
  const fresh = () => randomBytes(24).toString('base64url')
  await db
    .insert(gatewayKeysTable)
    .values({ id: 1, keySecret: fresh(), webhookSecret: fresh() })
    .onConflictDoNothing()
  const [row] = await db.select().from(gatewayKeysTable).where(eq(gatewayKeysTable.id, 1))
  return { keyId: 'rzp_test_localgateway', keySecret: row!.keySecret, webhookSecret: row!.webhookSecret }
}
