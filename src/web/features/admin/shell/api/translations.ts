// The catalogue's translations in the back office (decision 059): one item's, what is missing, and a save.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  translationLanguageView,
  translationMissingRow,
  translationView,
} from '#domain/contracts/admin-translations.ts'
import type { TranslatedLanguage } from '#domain/contracts/catalogue.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'

export type TranslationKind = 'product' | 'recipe' | 'category'
const PLURAL = { product: 'products', recipe: 'recipes', category: 'categories' } as const

export const translationKeys = {
  item: (kind: TranslationKind, id: number) => ['admin', 'translations', kind, id] as const,
  missing: (kind: TranslationKind) => ['admin', 'translations', kind, 'missing'] as const,
}

/** GET /{kind}s/{id}/translations: the English text and each language's. */
export const translationsQuery = (kind: TranslationKind, id: number) =>
  queryOptions({
    queryKey: translationKeys.item(kind, id),
    queryFn: async () =>
      (await adminApi.get(dataReply(translationView), `/${PLURAL[kind]}/${id}/translations`)).data,
  })

/** GET /translations?kind=: per item, the languages lacking a field English fills. */
export const missingTranslationsQuery = (kind: TranslationKind, enabled = true) =>
  queryOptions({
    queryKey: translationKeys.missing(kind),
    queryFn: async () =>
      (await adminApi.get(dataReply(z.array(translationMissingRow)), '/translations', { kind })).data,
    enabled,
  })

/** PUT /{kind}s/{id}/translations/{lang}: the fields with the version they were edited from (decision 040). */
export const saveTranslation = (
  kind: TranslationKind,
  id: number,
  lang: TranslatedLanguage,
  body: Record<string, unknown>,
) => adminApi.put(dataReply(translationLanguageView), `/${PLURAL[kind]}/${id}/translations/${lang}`, body)
