import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/client.ts'
import type { FetchLike } from '#server/integrations/razorpay.ts'
import { registerGatewayApi } from './test-gateway-api.ts'
import { registerGatewayCheckout } from './test-gateway-checkout.ts'
import { createGatewayContext, type GatewayKeys, TEST_GATEWAY_PREFIX } from './test-gateway-context.ts'
import { registerGatewayUpi } from './test-gateway-upi.ts'

// A Razorpay-compatible test gateway, used when no Razorpay keys are configured (refused in production).
// It answers the Orders and Refunds API with Basic auth, serves a Checkout script that opens a card form,
// signs payments the way Razorpay does, and sends signed webhooks. The shop's Razorpay adapter talks to it
// exactly as it talks to api.razorpay.com.
// Its parts: test-gateway-api.ts (the server-to-server API), test-gateway-checkout.ts (what Checkout posts),
// test-gateway-upi.ts (UPI by QR or intent), on test-gateway-context.ts (auth, webhooks, a payment's ending).

export {
  TEST_BANKS,
  TEST_CARDS,
  TEST_GATEWAY_PREFIX,
  TEST_VPAS,
  TEST_WALLETS,
} from './test-gateway-context.ts'

export async function registerTestGateway(
  app: FastifyInstance,
  opts: { db: Db; keys: GatewayKeys; webhookUrl: string; fetch: FetchLike; upiTimeoutSeconds?: number },
): Promise<void> {
  const ctx = createGatewayContext(opts)
  await app.register(
    async (gw) => {
      registerGatewayApi(gw, ctx)
      registerGatewayCheckout(gw, ctx)
      registerGatewayUpi(gw, ctx)
    },
    { prefix: TEST_GATEWAY_PREFIX },
  )
}
