// The back office's settings and pages (decision 043): the owner's alone (`ownerOnly`), each save named by the
// version it was edited from (decision 040) and written to the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  pageTranslationGaps,
  settingsUpdateInput,
  shopSettingsView,
  sitePageSlugParam,
  sitePageTranslationInput,
  sitePageTranslationParam,
  sitePageTranslationsView,
  sitePageTranslationView,
  sitePageUpdateInput,
  sitePageView,
  startSellingInput,
  startSellingPreview,
  whatsappTemplateView,
} from '#domain/contracts/admin-settings.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { settingsMessages } from '#domain/messages-settings.ts'
import { staffErrors } from '#server/http/error-replies.ts'
import type { OperatorsService } from '../admin/operators.ts'
import {
  staleVersionReply,
  TAG,
  versionedWriteErrors,
  versionRequiredReply,
  versionTag,
  writeErrors,
} from '../admin/route-kit.ts'
import type { SettingsService } from './service.ts'

// the owner's, and any role the owner gives the settings permission (decision 044)
const owner = { ownerOnly: true, permission: 'settings' as const }

export const settingsAdminRoutes: FastifyPluginAsyncZod<{
  operators: OperatorsService
  settings: SettingsService
}> = async (app, { operators, settings }) => {
  app.addHook('onRequest', operators.authenticate)
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/settings',
    {
      config: owner,
      schema: {
        tags: TAG,
        summary:
          "The shop's settings (owner): identity, money, delivery table, promises, review moderation, with their version",
        response: { 200: dataReply(shopSettingsView), ...staffErrors },
      },
    },
    async (_req, reply) => {
      const view = settings.view()
      reply.header('etag', versionTag(view.version))
      return { success: true as const, data: view }
    },
  )

  app.patch(
    '/settings',
    {
      config: owner,
      schema: {
        tags: TAG,
        summary:
          "Changes the shop's settings (owner): the sections and fields that changed; every process serves them within a second",
        description:
          'Send only the changed fields, section by section (`delivery.zones` whole), and the `version` the form was loaded with (decision 040): without it 428; when someone saved since, 409 with `reason: stale_version` and the settings as they are now in `current`, and nothing changes. The GSTIN is checked against its check character. Each save is one audit line (entity `settings`).',
        body: settingsUpdateInput,
        response: { 200: dataReply(shopSettingsView), ...versionedWriteErrors(shopSettingsView) },
      },
    },
    async (req, reply) => {
      const { version, ...change } = req.body
      if (version === undefined) return reply.code(428).send(versionRequiredReply)
      const result = await settings.update({ version, ...change }, operators.auditor(req))
      if (!result.saved) return reply.code(409).send(staleVersionReply('settings page', settings.view()))
      const view = settings.view()
      reply.header('etag', versionTag(view.version))
      return { success: true as const, data: view }
    },
  )

  app.get(
    '/pages',
    {
      config: owner,
      schema: {
        tags: TAG,
        summary: 'The editable pages (owner): about, FAQ and the five policies, Markdown as written',
        response: { 200: dataReply(z.array(sitePageView)), ...staffErrors },
      },
    },
    async () => ({ success: true as const, data: await settings.pages() }),
  )

  app.get(
    '/pages/:slug',
    {
      config: owner,
      schema: {
        tags: TAG,
        summary: 'One editable page (owner), with its version',
        params: sitePageSlugParam,
        response: { 200: dataReply(sitePageView), ...versionedWriteErrors(sitePageView) },
      },
    },
    async (req) => ({ success: true as const, data: await settings.page(req.params.slug) }),
  )

  app.patch(
    '/pages/:slug',
    {
      config: owner,
      schema: {
        tags: TAG,
        summary: "Changes a page's title, summary or Markdown (owner); the shop shows it at once",
        description:
          'Markdown: headings, paragraphs, lists, bold, italics and links; raw HTML is shown as text. `{{placeholders}}` (e.g. `{{returnWindowDays}}`, `{{freeShippingThreshold}}`) are filled from the settings when the page is shown. With the `version` the editor loaded (decision 040): 428 without, 409 with the page as it is now when someone saved since.',
        params: sitePageSlugParam,
        body: sitePageUpdateInput,
        response: { 200: dataReply(sitePageView), ...versionedWriteErrors(sitePageView) },
      },
    },
    async (req, reply) => {
      const { version, ...change } = req.body
      if (version === undefined) return reply.code(428).send(versionRequiredReply)
      const result = await settings.savePage(req.params.slug, { version, ...change }, operators.auditor(req))
      if (!result.saved) return reply.code(409).send(staleVersionReply('page', result.current))
      return { success: true as const, data: result.page }
    },
  )

  // The pages in the shop's other languages (decision 043, amended): the same permission as the pages editor.
  app.get(
    '/page-translations',
    {
      config: owner,
      schema: {
        tags: TAG,
        summary:
          'Which pages lack which languages (owner): per page, the languages with a field still in English',
        description:
          'Every editable page with, for each of hi, te, ta, kn and ml that is not fully translated, the fields (title, summary, markdown) the shop still shows in English.',
        response: { 200: dataReply(z.array(pageTranslationGaps)), ...staffErrors },
      },
    },
    async () => ({ success: true as const, data: await settings.pageTranslationGaps() }),
  )

  app.get(
    '/pages/:slug/translations',
    {
      config: owner,
      schema: {
        tags: TAG,
        summary: "One page's English text and its translations (owner), each with its version",
        description:
          'All five languages (hi, te, ta, kn, ml) are listed; one never saved has version 0 and every field null. A null field is not translated: the shop shows the English one.',
        params: sitePageSlugParam,
        response: { 200: dataReply(sitePageTranslationsView), ...writeErrors },
      },
    },
    async (req) => ({ success: true as const, data: await settings.pageTranslations(req.params.slug) }),
  )

  app.put(
    '/pages/:slug/translations/:lang',
    {
      config: owner,
      schema: {
        tags: TAG,
        summary:
          "Saves a page's title, summary or Markdown in one language (owner); the shop shows it at once",
        description:
          "Fields left out are kept; null or empty clears one, so the shop shows English there. Keep the English text's `{{placeholders}}`: they are filled from the settings in every language. With the `version` the editor loaded (0 when none was saved yet; decision 040): 428 without, 409 with the translation as it is now when someone saved since. Each save is one audit line (`page.translation.save`).",
        params: sitePageTranslationParam,
        body: sitePageTranslationInput,
        response: {
          200: dataReply(sitePageTranslationView),
          ...versionedWriteErrors(sitePageTranslationView),
        },
      },
    },
    async (req, reply) => {
      const { version, ...change } = req.body
      if (version === undefined) return reply.code(428).send(versionRequiredReply)
      const { slug, lang } = req.params
      const result = await settings.savePageTranslation(
        slug,
        lang,
        { version, ...change },
        operators.auditor(req),
      )
      if (!result.saved) return reply.code(409).send(staleVersionReply('translation', result.current))
      return { success: true as const, data: result.translation }
    },
  )

  app.get(
    '/whatsapp-templates',
    {
      config: owner,
      schema: {
        tags: TAG,
        summary:
          'The WhatsApp order updates (decision 049): each template as submitted to Meta for approval, and as a shopper reads it',
        response: { 200: dataReply(z.array(whatsappTemplateView)), ...staffErrors },
      },
    },
    // the templates' texts, loaded on first use (decision 027)
    async () => ({
      success: true as const,
      data: (await import('../notifications/whatsapp-texts.ts')).whatsappTemplatePreviews(),
    }),
  )

  // Start selling (decision 050): the owner's alone, whatever permissions a role was given.
  app.get(
    '/start-selling',
    {
      config: { ownerOnly: true, permission: 'settings' as const },
      schema: {
        tags: TAG,
        summary:
          'What Start selling would remove (owner): sample reviews and coupons, test orders and their invoices',
        response: { 200: dataReply(startSellingPreview), ...staffErrors },
      },
    },
    async () => ({ success: true as const, data: await settings.startSelling.preview() }),
  )

  app.post(
    '/start-selling',
    {
      config: { ownerOnly: true, permission: 'settings' as const },
      schema: {
        tags: TAG,
        summary:
          'Starts selling (owner, once): removes the sample reviews and coupons and every order placed so far (test orders), in one step',
        description:
          "`confirm: true` is required. The stock test orders still held goes back to its packs through the stock ledger ('released'), coupons' use counts drop by the test orders' uses, and the invoice and credit-note series start again at 1. Products, recipes, pages, settings, staff and shoppers' accounts stay. Samples are not seeded again at later starts. A second call is a 409. One audit line (action `shop.start_selling`).",
        body: startSellingInput,
        response: { 200: dataReply(startSellingPreview).extend({ message: z.string() }), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      message: settingsMessages.startedSelling,
      data: await settings.startSelling.run(req.operator!.email, operators.auditor(req)),
    }),
  )
}
