// A cart reminder's two links (decision 054): the restore link (the web cart sends its token here once the shopper
// is signed in) and the unsubscribe link, which a mail app may also POST to in one tap (RFC 8058).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cartSchema, validationIssueSchema } from '#domain/contracts/cart.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { cartReminderMessages as m } from '#domain/messages-cart.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { type IdentityService, userIdOf } from '../identity/service.ts'
import { esc, linkPage } from '../notifications/document-routes.ts'
import type { CartRemindersService } from './reminders.ts'

const tokenQuery = z.object({
  token: z.string().max(200).optional().describe('the signed token of the reminder mail’s unsubscribe link'),
})

export const cartReminderRoutes: FastifyPluginAsyncZod<{
  reminders: CartRemindersService
  identity: IdentityService
  shopName: () => string
}> = async (app, { reminders, identity, shopName }) => {
  app.post(
    '/cart/restore',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['cart'],
        summary:
          'Restores a cart from its reminder’s link: what the cart no longer holds of the lines the reminder recalled is put back, within stock and the 99 rule (decision 054)',
        body: z.object({ token: z.string({ error: m.linkInvalid }).max(200, { error: m.linkInvalid }) }),
        response: {
          200: dataReply(z.object({ cart: cartSchema, adjusted: z.array(validationIssueSchema) })).extend({
            message: z.string(),
          }),
          ...errorReplies(400, 401, 403, 419),
        },
      },
    },
    async (req) => {
      const { cart, adjusted, restored } = await reminders.restore(userIdOf(req), req.body.token)
      return {
        success: true as const,
        message: restored > 0 ? m.restored : m.nothingToRestore,
        data: { cart, adjusted },
      }
    },
  )

  const page = (
    reply: import('fastify').FastifyReply,
    status: number,
    title: string,
    body: string,
    after = '',
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(linkPage(shopName(), title, body, after))

  // Opening the link only asks: a mail scanner that follows links must not unsubscribe anyone.
  app.get(
    '/cart-reminders/unsubscribe',
    {
      schema: {
        tags: ['cart'],
        summary:
          'The reminder mail’s unsubscribe link: a page asking to stop cart reminders, with one button (nothing changes until it is pressed)',
        querystring: tokenQuery,
      },
    },
    async (req, reply) => {
      const token = req.query.token
      if (!reminders.unsubscriberOf(token)) return page(reply, 400, m.unsubscribeTitle, m.unsubscribeInvalid)
      const action = `?token=${encodeURIComponent(token ?? '')}`
      return page(
        reply,
        200,
        m.unsubscribeTitle,
        m.unsubscribeAsk,
        `<form method="post" action="${esc(action)}"><button type="submit">${esc(m.unsubscribeButton)}</button></form>`,
      )
    },
  )

  // The button's form, and a mail app's one-click POST (List-Unsubscribe=One-Click, urlencoded or multipart as
  // RFC 8058 allows), send a body this route does not need (the token is in the link): whatever it is, it is read
  // as text and left.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  app.post(
    '/cart-reminders/unsubscribe',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Stops the cart reminders of the shopper the signed link names (the page’s button, or a mail app’s one-click unsubscribe); the same answer however often',
        querystring: tokenQuery,
      },
    },
    async (req, reply) => {
      if (!(await reminders.unsubscribe(req.query.token)))
        return page(reply, 400, m.unsubscribeTitle, m.unsubscribeInvalid)
      return page(
        reply,
        200,
        m.unsubscribedTitle,
        m.unsubscribed,
        '<p><a href="/profile">Your profile</a></p>',
      )
    },
  )
}
