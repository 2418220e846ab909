import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { healthReply } from '#domain/contracts/content.ts'

const readyReply = z.object({
  success: z.boolean(),
  data: z.object({
    status: z.enum(['ready', 'migrating', 'unavailable']),
    database: z.enum(['up', 'down']),
    migrations_applied: z.number().int(),
    migrations_expected: z.number().int(),
  }),
})

import type { Database } from '#server/db/client.ts'

export const opsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/ready',
    {
      schema: {
        tags: ['ops'],
        summary: 'Ready for traffic: the database answers and every migration is applied',
        response: { 200: readyReply, 503: readyReply },
      },
    },
    async (request, reply) => {
      try {
        const m = await database.migrationState()
        const ready = m.applied >= m.expected
        return reply.code(ready ? 200 : 503).send({
          success: ready,
          data: {
            status: ready ? 'ready' : 'migrating',
            database: 'up',
            migrations_applied: m.applied,
            migrations_expected: m.expected,
          },
        })
      } catch (err) {
        request.log.warn({ err }, 'readiness: database down')
        return reply.code(503).send({
          success: false,
          data: { status: 'unavailable', database: 'down', migrations_applied: 0, migrations_expected: 0 },
        })
      }
    },
  )

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
