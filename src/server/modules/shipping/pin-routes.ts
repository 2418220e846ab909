// GET /pincodes/{pin}: the district and state of a PIN code, so an address form fills them in (decision 047).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pinParams, pinPlaceReply } from '#domain/contracts/pincodes.ts'
import { shippingMessages } from '#domain/messages-shipping.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { placeOfPin } from './pin-directory.ts'

export const pinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pincodes/:pin',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Where a PIN code is: its district and state, from India Post’s directory',
        description:
          'Public, and the same for everyone: cached for a day. A PIN India Post does not list is 404 with the ' +
          'words checkout uses for it; a malformed one is 400.',
        params: pinParams,
        response: { 200: pinPlaceReply, ...errorReplies(400, 404) },
      },
    },
    async (req, reply) => {
      const place = placeOfPin(req.params.pin)
      if (!place) throw new AppError('not_found', shippingMessages.pinUnknown(req.params.pin))
      void reply.header('cache-control', 'public, max-age=86400')
      return {
        success: true as const,
        data: {
          pin: place.pin,
          district: place.district,
          state: place.states[0] ?? null,
          states: place.states,
        },
      }
    },
  )
}
