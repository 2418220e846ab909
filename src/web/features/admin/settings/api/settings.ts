// The owner's settings and pages (decision 043): GET/PATCH /settings, GET /pages, PATCH /pages/{slug}, the pages'
// translations (GET /pages/{slug}/translations, PUT /pages/{slug}/translations/{lang}, GET /page-translations);
// Start selling (decision 050).
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  pageTranslationGaps,
  type ShopSettingsView,
  type SitePageSlug,
  shopSettingsView,
  sitePageTranslationsView,
  sitePageTranslationView,
  sitePageView,
  startSellingPreview,
  whatsappTemplateView,
} from '#domain/contracts/admin-settings.ts'
import type { TranslatedLanguage } from '#domain/contracts/catalogue.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'

export const settingsKeys = {
  settings: ['admin', 'settings'] as const,
  pages: ['admin', 'pages'] as const,
  translations: (slug: SitePageSlug) => ['admin', 'pages', slug, 'translations'] as const,
  gaps: ['admin', 'pages', 'gaps'] as const,
}

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.settings,
    queryFn: async () => (await adminApi.get(dataReply(shopSettingsView), '/settings')).data,
  })

export const pagesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.pages,
    queryFn: async () => (await adminApi.get(dataReply(z.array(sitePageView)), '/pages')).data,
  })

/** PATCH /settings: the changed fields by section, money in rupees, with the version (decision 040). */
export const saveSettings = async (body: object) =>
  (await adminApi.patch(dataReply(shopSettingsView), '/settings', body)).data

export const savePage = async (slug: SitePageSlug, body: object) =>
  (await adminApi.patch(dataReply(sitePageView), `/pages/${slug}`, body)).data

/** GET /pages/{slug}/translations: the page's English text and its five languages (decision 043, amended). */
export const pageTranslationsQuery = (slug: SitePageSlug) =>
  queryOptions({
    queryKey: settingsKeys.translations(slug),
    queryFn: async () =>
      (await adminApi.get(dataReply(sitePageTranslationsView), `/pages/${slug}/translations`)).data,
  })

/** GET /page-translations: per page, the languages with a field the shop still shows in English. */
export const pageTranslationGapsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.gaps,
    queryFn: async () =>
      (await adminApi.get(dataReply(z.array(pageTranslationGaps)), '/page-translations')).data,
  })

/** PUT /pages/{slug}/translations/{lang}: the changed fields (null: not translated) with the version loaded. */
export const savePageTranslation = async (slug: SitePageSlug, lang: TranslatedLanguage, body: object) =>
  (await adminApi.put(dataReply(sitePageTranslationView), `/pages/${slug}/translations/${lang}`, body)).data

export type { ShopSettingsView }

export const startSellingKey = ['admin', 'start-selling'] as const

/** GET /start-selling: what the owner's Start selling would remove, or since when the shop sells (decision 050). */
export const startSellingQuery = () =>
  queryOptions({
    queryKey: startSellingKey,
    queryFn: async () => (await adminApi.get(dataReply(startSellingPreview), '/start-selling')).data,
  })

/** POST /start-selling, confirmed: what it removed. */
export const startSelling = async () =>
  (await adminApi.post(dataReply(startSellingPreview), '/start-selling', { confirm: true })).data

/** GET /whatsapp-templates: the WhatsApp order updates as submitted to Meta and as a shopper reads them (decision 049). */
export const whatsappTemplatesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'whatsapp-templates'] as const,
    queryFn: async () =>
      (await adminApi.get(dataReply(z.array(whatsappTemplateView)), '/whatsapp-templates')).data,
    // the texts are the shop's code: they change with a new release, not while the page is open
    staleTime: Number.POSITIVE_INFINITY,
  })
