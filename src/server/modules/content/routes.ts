import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicPageReply, sitePageSlugParam } from '#domain/contracts/admin-settings.ts'
import { langQuery } from '#domain/contracts/catalogue.ts'
import { settingsReply } from '#domain/contracts/content.ts'
import { errorReplies } from '#server/http/error-replies.ts'
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
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary:
          'An editable page (about, faq, terms, privacy, shipping, returns, cancellation-refund): Markdown with the settings filled in',
        description:
          'The owner edits these in the back office (decision 043); `{{placeholders}}` are filled from the settings, so a page states the same return window, refund time and free-shipping threshold as every other. Render the Markdown without raw HTML. `?lang=hi` (te, ta, kn, ml) answers the title, summary and Markdown in that language where the owner translated them and in English where not; any other `lang` is a 400 naming the languages. Replies are cached per address, so per language; a save of a page or a translation clears them.',
        params: sitePageSlugParam,
        querystring: langQuery,
        response: { 200: publicPageReply, ...errorReplies(400, 404) },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () => ({
        success: true,
        data: await content.page(req.params.slug, req.query.lang),
      })),
  )
}
