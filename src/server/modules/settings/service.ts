// The shop's settings and editable pages (decision 043). The settings live in one database row; each process keeps
// them in memory, read without a query by whatever needs them (the PIN check, checkout, cash on delivery, mails,
// the pages), and reloads them when any process saves (a PostgreSQL notice, `settings_changed`, as catalogue
// changes travel). The environment's SHOP_*, FREE_SHIPPING_THRESHOLD_RUPEES and COD_* values only fill the row at
// the first start.
import { and, eq, sql } from 'drizzle-orm'
import {
  PAGE_TRANSLATED_FIELDS,
  type PageTranslatedField,
  type PublicPage,
  type SettingsUpdateInput,
  SITE_PAGE_SLUGS,
  type SitePageSlug,
  type SitePageTranslationInput,
  type SitePageTranslationsView,
  type SitePageTranslationView,
  type SitePageView,
} from '#domain/contracts/admin-settings.ts'
import {
  type CatalogueLanguage,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '#domain/contracts/catalogue.ts'
import { settingsMessages } from '#domain/messages-settings.ts'
import {
  DEFAULT_PROMISES,
  DEFAULT_ZONES,
  fillPlaceholders,
  type ReviewModerationMode,
  type ShopSettingsData,
} from '#domain/shop-settings.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { AuditEntry } from '../admin/operator-guard.ts'
import { createStartSelling } from './start-selling.ts'
import { shopSettings, sitePages, sitePageTranslations } from './tables.ts'

export const SETTINGS_CHANNEL = 'settings_changed'

/**
 * The pages the first start writes in other languages than English, and those languages
 * (seed-page-translations.ts; in English it writes every page of SITE_PAGE_SLUGS, seed-pages.ts). A start that
 * finds each of them saved loads neither module: a running shop needs their texts only once (decision 027). A test
 * holds this to the modules.
 */
export const SEED_PAGE_TRANSLATED: { slugs: readonly SitePageSlug[]; langs: readonly TranslatedLanguage[] } =
  {
    slugs: ['about', 'faq', 'shipping', 'returns', 'cancellation-refund'],
    langs: ['hi', 'te'],
  }

type Audit = (tx: Db, entry: AuditEntry) => Promise<void>
type TranslationRow = typeof sitePageTranslations.$inferSelect

/** A translated field holds text; NULL or blank is not translated, and the shop shows the English one. */
const translated = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== ''

/** One language of a page as the back office edits it (version 0 while none was saved). */
export function translationView(
  slug: SitePageSlug,
  lang: TranslatedLanguage,
  row: TranslationRow | undefined,
): SitePageTranslationView {
  const value = (f: PageTranslatedField) => (row && translated(row[f]) ? row[f] : null)
  return {
    slug,
    lang,
    version: row?.version ?? 0,
    title: value('title'),
    summary: value('summary'),
    markdown: value('markdown'),
    missing: PAGE_TRANSLATED_FIELDS.filter((f) => value(f) === null),
    updated_at: row ? row.updatedAt.toISOString() : null,
  }
}

/** The first start's settings: the environment's values, the delivery table and promises of decision 043. */
export function defaultSettings(config: Config): ShopSettingsData {
  const s = config.shop
  return {
    shop: {
      legal_name: s.name,
      trade_name: s.name,
      tagline: s.tagline,
      address: s.address,
      gstin: s.gstin,
      fssai: s.fssai,
      email: s.email,
      phone: s.phone,
      whatsapp: s.whatsapp,
      hours: s.hours,
    },
    money: {
      free_shipping_threshold: s.freeShippingThresholdPaise,
      cod_enabled: config.payments.cod.maxPaise > 0,
      cod_max: config.payments.cod.maxPaise > 0 ? config.payments.cod.maxPaise : 500_000,
      cod_fee: config.payments.cod.feePaise,
      cod_confirm_hours: 24,
      cod_unconfirmed: 'cancel',
    },
    delivery: {
      cutoff_hour: 14,
      working_days: [1, 2, 3, 4, 5, 6],
      zones: structuredClone(DEFAULT_ZONES),
      ndr_attempts_before_rto: 3,
    },
    promises: { ...DEFAULT_PROMISES },
    // REVIEW_MODERATION: the first start's rule (decision 045); the owner changes it in Settings
    reviews: { moderation: config.reviewModeration },
    reminders: { cart_hours: 24 },
  }
}

export interface SettingsRecord {
  version: number
  updatedAt: Date
  data: ShopSettingsData
}

export type SettingsService = ReturnType<typeof createSettingsService>

export function createSettingsService(deps: {
  db: Db
  config: Config
  /** tells the other processes (PostgreSQL NOTIFY on SETTINGS_CHANNEL) */
  announce: () => Promise<void>
}) {
  const { db, config } = deps
  const defaults = defaultSettings(config)
  let record: SettingsRecord = { version: 0, updatedAt: new Date(0), data: defaults }
  const listeners: Array<() => void> = []

  /**
   * The config's shop block and cash-on-delivery figures are the settings' view for the code that reads them at
   * use (invoices, mails, the back office's documents): written here on every load, never read back into the row.
   */
  function applyToConfig(data: ShopSettingsData) {
    Object.assign(config.shop, {
      name: data.shop.trade_name,
      legalName: data.shop.legal_name,
      tagline: data.shop.tagline,
      email: data.shop.email,
      phone: data.shop.phone,
      whatsapp: data.shop.whatsapp,
      address: data.shop.address,
      hours: data.shop.hours,
      gstin: data.shop.gstin,
      fssai: data.shop.fssai,
      freeShippingThresholdPaise: data.money.free_shipping_threshold,
    })
    // Cash on delivery off is a limit of 0 for the code that checks it (decision 020).
    config.payments.cod.maxPaise = data.money.cod_enabled ? data.money.cod_max : 0
    config.payments.cod.feePaise = data.money.cod_fee
    config.payments.cod.confirmHours = data.money.cod_confirm_hours
    config.payments.cod.unconfirmed = data.money.cod_unconfirmed
  }

  function use(row: typeof shopSettings.$inferSelect) {
    // A setting added after the row was written takes its default until the owner saves it.
    const data = row.data
    record = {
      version: row.version,
      updatedAt: row.updatedAt,
      data: {
        shop: { ...defaults.shop, ...data.shop },
        money: { ...defaults.money, ...data.money },
        delivery: { ...defaults.delivery, ...data.delivery },
        promises: { ...defaults.promises, ...data.promises },
        reviews: { ...defaults.reviews, ...data.reviews },
        reminders: { ...defaults.reminders, ...data.reminders },
      },
    }
    applyToConfig(record.data)
  }

  function changed() {
    for (const fn of listeners) fn()
  }

  async function reload() {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1))
    if (row) use(row)
  }

  function pageView(row: typeof sitePages.$inferSelect): SitePageView {
    return {
      slug: row.slug as SitePageSlug,
      title: row.title,
      summary: row.summary,
      markdown: row.markdown,
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
    }
  }

  async function pageRow(slug: SitePageSlug, tx: Db = db, lock = false) {
    const q = tx.select().from(sitePages).where(eq(sitePages.slug, slug))
    const [row] = lock ? await q.for('update') : await q
    if (!row) throw new AppError('not_found', settingsMessages.pageNotFound)
    return row
  }

  async function translationRow(slug: SitePageSlug, lang: TranslatedLanguage, tx: Db = db) {
    const [row] = await tx
      .select()
      .from(sitePageTranslations)
      .where(and(eq(sitePageTranslations.slug, slug), eq(sitePageTranslations.lang, lang)))
    return row
  }

  /**
   * Writes one language of a page (decision 040): under the page's row lock, the version compared (0: none saved
   * yet), the fields named set (null or blank clears one, so English shows), the others kept; one audit line.
   */
  async function savePageTranslation(
    slug: SitePageSlug,
    lang: TranslatedLanguage,
    input: Omit<SitePageTranslationInput, 'version'> & { version: number },
    audit: Audit | null,
  ): Promise<
    { saved: true; translation: SitePageTranslationView } | { saved: false; current: SitePageTranslationView }
  > {
    const { version, ...change } = input
    const fields: Partial<Record<PageTranslatedField, string | null>> = {}
    for (const f of PAGE_TRANSLATED_FIELDS) {
      const v = change[f]
      if (v !== undefined) fields[f] = translated(v) ? v : null
    }
    const outcome = await db.transaction(async (tx) => {
      await pageRow(slug, tx, true)
      const before = await translationRow(slug, lang, tx)
      const current = translationView(slug, lang, before)
      if (current.version !== version) return { saved: false as const, current }
      const now = new Date()
      const [saved] = before
        ? await tx
            .update(sitePageTranslations)
            .set({ ...fields, version: sql`${sitePageTranslations.version} + 1`, updatedAt: now })
            .where(
              and(
                eq(sitePageTranslations.slug, slug),
                eq(sitePageTranslations.lang, lang),
                eq(sitePageTranslations.version, version),
              ),
            )
            .returning()
        : await tx
            .insert(sitePageTranslations)
            .values({ slug, lang, ...fields, updatedAt: now })
            .onConflictDoNothing()
            .returning()
      if (!saved) return { saved: false as const, current }
      const after = translationView(slug, lang, saved)
      if (audit)
        await audit(tx, {
          action: 'page.translation.save',
          entityType: 'page',
          entityId: `${slug}/${lang}`,
          before: Object.fromEntries(Object.keys(fields).map((k) => [k, current[k as PageTranslatedField]])),
          after: fields,
        })
      return { saved: true as const, translation: after }
    })
    if (!outcome.saved) return outcome
    changed()
    await deps.announce()
    return outcome
  }

  /**
   * The first start's Hindi and Telugu pages (seed-page-translations.ts, loaded only when one is missing), written through the editor's save path: a language
   * already saved (by the seed or by the owner) is left as it is, so starting again changes nothing.
   */
  async function seedTranslations() {
    const saved = await db
      .select({ slug: sitePageTranslations.slug, lang: sitePageTranslations.lang })
      .from(sitePageTranslations)
    const have = new Set(saved.map((r) => `${r.slug}/${r.lang}`))
    const missing = SEED_PAGE_TRANSLATED.slugs.some((slug) =>
      SEED_PAGE_TRANSLATED.langs.some((lang) => !have.has(`${slug}/${lang}`)),
    )
    if (!missing) return
    const { SEED_PAGE_TRANSLATIONS } = await import('./seed-page-translations.ts')
    for (const t of SEED_PAGE_TRANSLATIONS) {
      if (have.has(`${t.slug}/${t.lang}`)) continue
      await savePageTranslation(
        t.slug,
        t.lang,
        { version: 0, title: t.title, summary: t.summary, markdown: t.markdown },
        null,
      )
    }
  }

  return {
    /** At start: writes the first start's settings and pages when there are none, then reads the settings. */
    async load() {
      await db.insert(shopSettings).values({ id: 1, data: defaults }).onConflictDoNothing()
      const pages = new Set((await db.select({ slug: sitePages.slug }).from(sitePages)).map((r) => r.slug))
      if (SITE_PAGE_SLUGS.some((slug) => !pages.has(slug))) {
        const { SEED_PAGES } = await import('./seed-pages.ts')
        await db.insert(sitePages).values(SEED_PAGES).onConflictDoNothing()
      }
      await seedTranslations()
      await reload()
    },

    /**
     * The address this shop serves on, recorded at start: an operator command run later (a setup link) names it
     * when its own environment has no PUBLIC_URL (decision 050).
     */
    async recordAddress(url: string) {
      await db.execute(
        sql`update shop_settings set public_url = ${url} where id = 1 and public_url is distinct from ${url}`,
      )
    },

    /** The address the shop last served on, if it has served. */
    async lastAddress(): Promise<string | undefined> {
      const [row] = await db
        .select({ url: shopSettings.publicUrl })
        .from(shopSettings)
        .where(eq(shopSettings.id, 1))
      return row?.url ?? undefined
    },

    /** Another process saved: read the row again and tell this process's caches. */
    async reload() {
      await reload()
      changed()
    },

    /**
     * The owner's Start selling (decision 050): after it, every process's caches clear (reviews, ratings and the
     * cart's offers changed), as after a save of the settings.
     */
    startSelling: createStartSelling({
      db,
      after: async () => {
        changed()
        await deps.announce()
      },
    }),

    /** Runs after every change this process makes or hears of (the page and API caches clear). */
    onChange(fn: () => void) {
      listeners.push(fn)
    },

    /** The settings as this process holds them now. */
    current(): ShopSettingsData {
      return record.data
    },

    /** The reviews module's one question (decision 043): how new reviews are moderated. */
    reviewModeration(): ReviewModerationMode {
      return record.data.reviews.moderation
    },

    view() {
      return { version: record.version, updated_at: record.updatedAt.toISOString(), ...record.data }
    },

    /**
     * A save of the settings form (decision 040): under the row's lock, the version compared, the changed sections
     * merged over the current ones, one audit line with what changed. `stale` when the version moved.
     */
    async update(
      input: SettingsUpdateInput & { version: number },
      audit: Audit,
    ): Promise<{ saved: true } | { saved: false; stale: true }> {
      const { version, ...change } = input
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update')
        if (!row || row.version !== version) return { saved: false as const, stale: true as const }
        const before = row.data
        const after: ShopSettingsData = {
          shop: { ...before.shop, ...change.shop },
          money: { ...before.money, ...change.money },
          delivery: { ...before.delivery, ...change.delivery },
          promises: { ...before.promises, ...change.promises },
          reviews: { ...before.reviews, ...change.reviews },
          reminders: { ...defaults.reminders, ...before.reminders, ...change.reminders },
        }
        const [saved] = await tx
          .update(shopSettings)
          .set({ data: after, version: sql`${shopSettings.version} + 1`, updatedAt: new Date() })
          .where(sql`${shopSettings.id} = 1 and ${shopSettings.version} = ${version}`)
          .returning()
        if (!saved) return { saved: false as const, stale: true as const }
        const diff = (obj: ShopSettingsData) =>
          Object.fromEntries(
            Object.keys(change).map((k) => [k, obj[k as keyof ShopSettingsData]]),
          ) as Partial<ShopSettingsData>
        await audit(tx, {
          action: 'settings.update',
          entityType: 'settings',
          entityId: 'shop',
          before: diff(before),
          after: diff(after),
        })
        return { saved: true as const, row: saved }
      })
      if (!outcome.saved) return outcome
      use(outcome.row)
      changed()
      await deps.announce()
      return { saved: true }
    },

    async pages(): Promise<SitePageView[]> {
      const rows = await db.select().from(sitePages)
      return rows.map(pageView)
    },

    async page(slug: SitePageSlug): Promise<SitePageView> {
      return pageView(await pageRow(slug))
    },

    /**
     * A page as the shop shows it, in `lang`: each field translated where it is, English where not, its
     * placeholders filled from the settings as they are now.
     */
    async publicPage(slug: SitePageSlug, lang: CatalogueLanguage = 'en'): Promise<PublicPage> {
      const row = await pageRow(slug)
      const t = lang === 'en' ? undefined : await translationRow(slug, lang)
      const fill = (text: string) => fillPlaceholders(text, record.data)
      const pick = (f: PageTranslatedField) => {
        const v = t?.[f]
        return fill(translated(v) ? v : row[f])
      }
      const updated = t && t.updatedAt > row.updatedAt ? t.updatedAt : row.updatedAt
      return {
        slug,
        title: pick('title'),
        summary: pick('summary'),
        markdown: pick('markdown'),
        updated_at: updated.toISOString(),
      }
    },

    /** A page's English text and each of its five translations, for the editor's language tabs. */
    async pageTranslations(slug: SitePageSlug): Promise<SitePageTranslationsView> {
      const page = pageView(await pageRow(slug))
      const rows = await db.select().from(sitePageTranslations).where(eq(sitePageTranslations.slug, slug))
      return {
        page,
        translations: TRANSLATED_LANGUAGES.map((lang) =>
          translationView(
            slug,
            lang,
            rows.find((r) => r.lang === lang),
          ),
        ),
      }
    },

    /** Which pages lack which languages: per page, the languages with a field still in English. */
    async pageTranslationGaps() {
      const pages = await db.select().from(sitePages).orderBy(sitePages.slug)
      const rows = await db.select().from(sitePageTranslations)
      return pages.map((p) => {
        const slug = p.slug as SitePageSlug
        return {
          slug,
          title: p.title,
          missing: TRANSLATED_LANGUAGES.map((lang) =>
            translationView(
              slug,
              lang,
              rows.find((r) => r.slug === slug && r.lang === lang),
            ),
          )
            .filter((v) => v.missing.length > 0)
            .map((v) => ({ lang: v.lang, fields: v.missing })),
        }
      })
    },

    savePageTranslation,

    /** A save of the pages editor (decision 040): stale when the page's version moved. */
    async savePage(
      slug: SitePageSlug,
      input: { version: number; title?: string; summary?: string; markdown?: string },
      audit: Audit,
    ): Promise<{ saved: true; page: SitePageView } | { saved: false; current: SitePageView }> {
      const { version, ...change } = input
      const outcome = await db.transaction(async (tx) => {
        const row = await pageRow(slug, tx, true)
        if (row.version !== version) return { saved: false as const, current: pageView(row) }
        const [saved] = await tx
          .update(sitePages)
          .set({ ...change, version: sql`${sitePages.version} + 1`, updatedAt: new Date() })
          .where(sql`${sitePages.slug} = ${slug} and ${sitePages.version} = ${version}`)
          .returning()
        if (!saved) return { saved: false as const, current: pageView(row) }
        await audit(tx, {
          action: 'page.update',
          entityType: 'page',
          entityId: slug,
          before: Object.fromEntries(Object.keys(change).map((k) => [k, row[k as keyof typeof change]])),
          after: change,
        })
        return { saved: true as const, page: pageView(saved) }
      })
      if (!outcome.saved) return outcome
      changed()
      await deps.announce()
      return outcome
    },
  }
}
