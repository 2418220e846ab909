import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { injectFetch } from '../http/inject-fetch.ts'
import { createWhatsAppClient, WHATSAPP_GRAPH_URL, type WhatsAppAdapter } from '../integrations/whatsapp.ts'
import { registerTestWhatsApp, TEST_WHATSAPP_PREFIX } from '../modules/whatsapp/test-whatsapp.ts'

/**
 * The WhatsApp Cloud API adapter the configuration chooses (decision 049): none when off; Meta's Graph API with a
 * token; else the built-in stand-in reached in-process through app.inject, as the courier and payment adapters reach
 * theirs, so the adapter code is the one that talks to Meta.
 */
export function whatsappAdapter(app: FastifyInstance, config: Config): WhatsAppAdapter | undefined {
  const w = config.whatsapp
  if (w.kind === 'off') return undefined
  return createWhatsAppClient({
    apiUrl: w.apiUrl ?? (w.standIn ? `${config.publicUrl}${TEST_WHATSAPP_PREFIX}` : WHATSAPP_GRAPH_URL),
    version: w.version,
    phoneNumberId: w.phoneNumberId,
    token: w.token,
    timeoutMs: w.timeoutMs,
    fetch: w.standIn && !w.apiUrl ? injectFetch(app) : undefined,
  })
}

/** In development and tests, the stand-in Cloud API's routes; its webhooks go to `webhookUrl`. */
export async function mountTestWhatsApp(app: FastifyInstance, config: Config, db: Db, webhookUrl: string) {
  const w = config.whatsapp
  if (w.kind !== 'cloud' || !w.standIn) return
  if (config.env === 'production') throw new Error('The stand-in WhatsApp API is refused in production')
  await registerTestWhatsApp(app, {
    db,
    token: w.token,
    phoneNumberId: w.phoneNumberId,
    appSecret: w.appSecret,
    webhookUrl,
    fetch: injectFetch(app),
  })
}
