import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { contactRequestSchema } from '#domain/contact-message.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { RATE_RULES, type RateLimiter } from '#server/http/rate-limit.ts'
import type { IdentityService } from '../identity/service.ts'
import { type ContactService, contentMessages } from './messages-service.ts'

const emailBody = z.object({
  email: z
    .string({ error: contentMessages.invalidEmail })
    .trim()
    .max(254, { error: contentMessages.invalidEmail })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: contentMessages.invalidEmail }),
})
const okReply = z.object({ success: z.literal(true), message: z.string() })
const errors = errorReplies(400, 429)

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#FBF7EF;font-family:system-ui,sans-serif;color:#2B2A26">
<main style="max-width:28rem;margin:2rem;padding:2rem;background:#fff;border:1px solid #E2D6C0;border-radius:12px;text-align:center">
<h1 style="font-family:Georgia,serif;color:#1F4A29;font-size:1.5rem">${title}</h1><p>${body}</p>
<p><a href="/" style="display:inline-block;margin-top:1rem;background:#2F6B3B;color:#fff;padding:.7rem 1.4rem;border-radius:999px;text-decoration:none">Back to the shop</a></p></main></body></html>`
}

export const messageRoutes: FastifyPluginAsyncZod<{
  contact: ContactService
  limiter: RateLimiter
  identity: IdentityService
}> = async (app, { contact, limiter, identity }) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['content'],
        summary:
          'Sends a message to the shop (stored, mailed to the shop, acknowledged to the sender); rate limited',
        body: contactRequestSchema,
        response: { 200: okReply, ...errors },
      },
    },
    async (req) => {
      await limiter.check(RATE_RULES.contact, limiter.subjectOf(req))
      const b = req.body
      await contact.contact({
        firstName: b.first_name,
        lastName: b.last_name,
        email: b.email,
        phone: b.phone,
        subject: b.subject,
        message: b.message,
        userId: (await identity.optionalUser(req))?.id,
        ip: req.ip,
      })
      return { success: true as const, message: contentMessages.contactSent }
    },
  )

  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'Subscribes with double opt-in (a confirmation mail); idempotent; rate limited',
        body: emailBody,
        response: { 200: okReply.extend({ status: z.string() }), ...errors },
      },
    },
    async (req) => {
      await limiter.check(RATE_RULES.newsletter, limiter.subjectOf(req))
      const result = await contact.subscribe(req.body.email)
      return { success: true as const, message: result.message, status: result.status }
    },
  )

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'Unsubscribes an email (answers the same whether or not it was on the list)',
        body: emailBody,
        response: { 200: okReply, ...errors },
      },
    },
    async (req) => {
      await limiter.check(RATE_RULES.newsletter, limiter.subjectOf(req))
      await contact.unsubscribe({ email: req.body.email })
      return { success: true as const, message: contentMessages.unsubscribed }
    },
  )

  const tokenQuery = z.object({ token: z.string().min(10).max(100).default('x'.repeat(10)) })
  app.get(
    '/newsletter/confirm',
    { schema: { tags: ['content'], summary: 'The link in the confirmation mail', querystring: tokenQuery } },
    async (req, reply) => {
      const ok = await contact.confirm(req.query.token)
      return reply
        .code(ok ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(
          ok
            ? page(
                'You are subscribed',
                'Thank you for confirming. Our next letter from the farms will reach you soon.',
              )
            : page(
                'Link not valid',
                'This confirmation link is not valid any more. Subscribe again from the shop footer.',
              ),
        )
    },
  )

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'The unsubscribe link in every newsletter mail',
        querystring: tokenQuery,
      },
    },
    async (req, reply) => {
      await contact.unsubscribe({ token: req.query.token })
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'You are unsubscribed',
            'You will not receive our newsletter any more. You can subscribe again at any time.',
          ),
        )
    },
  )
}
