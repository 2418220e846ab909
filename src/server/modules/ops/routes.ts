import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthReply } from '../../../domain/contracts/content.ts'
import type { Database } from '../../db/client.ts'

export const opsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Health, including a database round trip',
        response: { 200: healthReply, 503: healthReply },
      },
    },
    async (request, reply) => {
      const uptime_s = Math.round(process.uptime())
      try {
        await database.ping()
        return { success: true, data: { status: 'ok' as const, database: 'up' as const, uptime_s } }
      } catch (err) {
        request.log.warn({ err }, 'health check: database down')
        return reply
          .code(503)
          .send({ success: false, data: { status: 'degraded', database: 'down', uptime_s } })
      }
    },
  )
}
