import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { injectFetch } from '../http/inject-fetch.ts'
import { createRazorpayClient, type FetchLike } from '../integrations/razorpay.ts'
import { registerTestGateway, TEST_GATEWAY_PREFIX } from '../modules/payments/test-gateway.ts'
import { paymentKeys } from '../modules/payments/test-gateway-keys.ts'

/**
 * The Razorpay adapter with its keys: live keys talk to api.razorpay.com; in test mode the adapter reaches the
 * built-in gateway in-process through app.inject (http/inject-fetch.ts), so it works without a network and before
 * the server listens, and the adapter code is the one that talks to Razorpay.
 */
export async function paymentGateway(
  app: FastifyInstance,
  opts: { config: Config; db: Db /** tests point the adapter at a stand-in */; fetch?: FetchLike },
) {
  const { config, db } = opts
  const { testMode } = config.payments
  const inProcess: FetchLike = injectFetch(app)
  const keys = await paymentKeys(config, db)
  const razorpay = createRazorpayClient({
    ...keys,
    apiUrl:
      config.payments.apiUrl ??
      (testMode ? `${config.publicUrl}${TEST_GATEWAY_PREFIX}` : 'https://api.razorpay.com'),
    fetch: opts.fetch ?? (testMode ? inProcess : undefined),
  })
  return {
    razorpay,
    webhookSecret: keys.webhookSecret,
    /** Razorpay's Checkout script, or the test gateway's look-alike */
    checkoutScript: testMode ? `${TEST_GATEWAY_PREFIX}/checkout.js` : config.payments.checkoutUrl,
    /** In test mode, the built-in gateway's routes, which post their webhooks to `webhookUrl`. */
    async mountTestGateway(webhookUrl: string): Promise<void> {
      if (!testMode) return
      if (config.env === 'production')
        throw new Error('The test-mode payment gateway is refused in production')
      await registerTestGateway(app, {
        db,
        keys,
        webhookUrl,
        fetch: inProcess,
        upiTimeoutSeconds: config.payments.testUpiTimeoutSeconds,
      })
    },
  }
}
