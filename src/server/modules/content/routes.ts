import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { settingsReply } from '#domain/contracts/content.ts'
import type { ResponseCache } from '#server/http/response-cache.ts'
import type { ContentService } from './service.ts'

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; cache: ResponseCache }> = async (
  app,
  { content, cache },
) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['content'],
        summary:
          'Shop settings the web app reads (name, contact, free-shipping threshold, offers, test mode)',
        response: { 200: settingsReply },
      },
    },
    (req, reply) => cache.send(req, reply, async () => ({ success: true, data: await content.settings() })),
  )
}
