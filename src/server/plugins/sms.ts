import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { injectFetch } from '../http/inject-fetch.ts'
import { createMsg91Client, MSG91_API_URL, type SmsAdapter } from '../integrations/msg91.ts'
import { registerTestSms, TEST_SMS_PREFIX } from '../modules/sms/test-sms.ts'

/**
 * The SMS gateway the configuration chooses for sign-in codes (decision 055): none when off; MSG91 with an auth key;
 * else the built-in stand-in reached in-process through app.inject, so the adapter code is the one that talks to MSG91.
 */
export function smsAdapter(app: FastifyInstance, config: Config): SmsAdapter | undefined {
  const s = config.sms
  if (s.kind === 'off') return undefined
  return createMsg91Client({
    apiUrl: s.apiUrl ?? (s.standIn ? `${config.publicUrl}${TEST_SMS_PREFIX}` : MSG91_API_URL),
    authKey: s.authKey,
    templateId: s.templateId,
    templateIds: s.templateIds,
    timeoutMs: s.timeoutMs,
    fetch: s.standIn && !s.apiUrl ? injectFetch(app) : undefined,
  })
}

/** In development and tests, the stand-in SendOTP API's routes (the codes it was asked to send are readable there). */
export async function mountTestSms(app: FastifyInstance, config: Config, db: Db) {
  const s = config.sms
  if (s.kind !== 'msg91' || !s.standIn) return
  if (config.env === 'production') throw new Error('The stand-in SMS gateway is refused in production')
  await registerTestSms(app, {
    db,
    authKey: s.authKey,
    templates: { en: s.templateId, ...s.templateIds },
    shopName: config.shop.name,
  })
}
