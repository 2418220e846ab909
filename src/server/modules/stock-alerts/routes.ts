import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LANGUAGES } from '#domain/languages.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { RateLimiter, RateRule } from '#server/http/rate-limit.ts'
import type { IdentityService } from '../identity/service.ts'
import type { StockAlertsService } from './service.ts'

/** Each address asks a handful of times a minute at most (it sends mail later). */
const NOTIFY_RULE: RateRule = { name: 'notify-me', windowSeconds: 60, max: 10 }

const errors = errorReplies(400, 404, 409, 429)

export const stockAlertRoutes: FastifyPluginAsyncZod<{
  alerts: StockAlertsService
  identity: IdentityService
  limiter: RateLimiter
}> = async (app, { alerts, identity, limiter }) => {
  app.post(
    '/products/:id/notify-me',
    {
      schema: {
        tags: ['products'],
        summary: "'Notify me' when an out-of-stock or coming-soon product is back",
        description:
          "Signed in: the account's email is used. Anonymous: give an email. Stored once per product and address " +
          '(a repeat answers 200 and changes nothing); mailed once when the product is back in stock. 409 when it ' +
          'is in stock now.',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z
          .object({
            email: z.string().max(254).optional(),
            language: z
              .enum(LANGUAGES)
              .optional()
              .describe("the page's language: the mail is written in it (decision 060); English by default"),
          })
          .optional(),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ email: z.string(), created: z.boolean() }),
          }),
          ...errors,
        },
      },
    },
    async (req) => {
      const user = await identity.optionalUser(req)
      await limiter.check(NOTIFY_RULE, user?.id ?? req.ip)
      const { message, email, created } = await alerts.request(req.params.id, {
        email: req.body?.email,
        language: req.body?.language,
        user: user ? { id: user.id, email: user.email } : undefined,
      })
      return { success: true as const, message, data: { email, created } }
    },
  )
}
