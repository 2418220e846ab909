import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { injectFetch } from '../http/inject-fetch.ts'
import {
  type CourierAdapter,
  createShiprocketClient,
  SHIPROCKET_API_URL,
} from '../integrations/shiprocket.ts'
import { placeOfPin } from '../modules/shipping/pin-directory.ts'
import { registerTestCourier, TEST_COURIER_PREFIX } from '../modules/shipping/test-courier.ts'

/**
 * The courier adapter the configuration chooses (decision 046): none (self-ship, the default), or Shiprocket: its
 * API with credentials, else the built-in stand-in reached in-process through app.inject, as the payment adapter
 * reaches the test gateway, so the adapter code is the one that talks to Shiprocket.
 */
export function courierAdapter(app: FastifyInstance, config: Config): CourierAdapter | undefined {
  const c = config.shipping.courier
  if (c.kind === 'self') return undefined
  const place = placeOfPin(c.pickupPin)
  return createShiprocketClient({
    apiUrl: c.apiUrl ?? (c.standIn ? `${config.publicUrl}${TEST_COURIER_PREFIX}` : SHIPROCKET_API_URL),
    email: c.email,
    password: c.password,
    pickupLocation: c.pickupLocation,
    pickupPin: c.pickupPin,
    // returns come back to the pickup location's PIN, at the shop's address (decision 056)
    returnTo: place
      ? {
          name: config.shop.name,
          address: config.shop.address,
          city: place.district || config.shop.address,
          state: place.states[0] ?? '',
          pin: c.pickupPin,
          phone: config.shop.phone,
          email: config.shop.email,
        }
      : undefined,
    timeoutMs: c.timeoutMs,
    fetch: c.standIn && !c.apiUrl ? injectFetch(app) : undefined,
  })
}

/** In development and tests, the stand-in courier's routes; its tracking webhooks go to `webhookUrl`. */
export async function mountTestCourier(app: FastifyInstance, config: Config, db: Db, webhookUrl: string) {
  const c = config.shipping.courier
  if (c.kind !== 'shiprocket' || !c.standIn) return
  if (config.env === 'production') throw new Error('The stand-in courier is refused in production')
  await registerTestCourier(app, {
    db,
    email: c.email,
    password: c.password,
    webhookUrl,
    webhookToken: c.webhookToken,
    fetch: injectFetch(app),
    publicBase: `${config.publicUrl}${TEST_COURIER_PREFIX}`,
  })
}
