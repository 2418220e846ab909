import type { FastifyPluginAsync } from 'fastify'
import { requestMessages } from '#domain/messages-requests.ts'

type ReadMedia = (file: string) => Promise<{ body: Buffer; contentType: string } | undefined>

/**
 * Pictures staff upload (products', recipes') at /media/<folder>/<file>: public like the catalogue, named once
 * and never changed (cached for a year).
 */
export const mediaRoutes: FastifyPluginAsync<{ folders: Record<string, ReadMedia> }> = async (
  app,
  { folders },
) => {
  for (const [folder, read] of Object.entries(folders))
    app.get(`/media/${folder}/:file`, { schema: { hide: true } }, async (req, reply) => {
      const media = await read((req.params as { file: string }).file)
      if (!media) return reply.code(404).send({ success: false, message: requestMessages.notFound })
      return reply
        .type(media.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(media.body)
    })
}
