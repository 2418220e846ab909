import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorReplies } from '#server/http/error-replies.ts'
import { rawBodies } from '#server/http/raw-body.ts'
import type { WhatsAppService } from './service.ts'

// Meta's WhatsApp webhook (decision 049): the GET handshake when the webhook is set up in the Meta app, and the
// signed POST of messages and receipts.

export const whatsappRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsAppService }> = async (
  app,
  { whatsapp },
) => {
  app.get(
    '/whatsapp/webhook',
    {
      schema: {
        tags: ['whatsapp'],
        summary: "Meta's webhook verification handshake",
        description:
          'Answers hub.challenge as plain text when hub.mode is subscribe and hub.verify_token is WHATSAPP_VERIFY_TOKEN; 403 otherwise.',
        querystring: z.object({
          'hub.mode': z.string().max(40).optional(),
          'hub.verify_token': z.string().max(200).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 200: z.string(), ...errorReplies(403) },
      },
    },
    async (req, reply) => reply.type('text/plain').send(whatsapp.verify(req.query)),
  )

  // Signed over the raw body: parse nothing before checking it.
  await app.register(async (scope) => {
    rawBodies(scope, 262_144)
    scope.post(
      '/whatsapp/webhook',
      {
        schema: {
          tags: ['whatsapp'],
          summary: 'WhatsApp Cloud API webhook (X-Hub-Signature-256): replies, STOP, receipts',
          description:
            'Signed with the app secret over the raw body (WHATSAPP_APP_SECRET): a wrong or missing signature is 401. ' +
            'Each event is handled once (an inbound message by its id, a receipt by message id and status): a repeated ' +
            "delivery answers 200 with 'duplicate' and changes nothing. A COD quick reply confirms or cancels the order " +
            "its signed payload names; one whose token is wrong is 'refused'. A text STOP opts the number out. " +
            'Receipts (delivered, read, failed) are recorded on the message sent.',
          response: {
            200: z.object({
              success: z.literal(true),
              events: z.array(z.object({ event: z.string(), outcome: z.string() })),
            }),
            ...errorReplies(400, 401),
          },
        },
      },
      async (req) => ({
        success: true as const,
        events: await whatsapp.webhook(
          req.body as Buffer,
          req.headers['x-hub-signature-256'] as string | undefined,
        ),
      }),
    )
  })
}
