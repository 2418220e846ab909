import type { SitePageSlug } from '#domain/contracts/admin-settings.ts'
import type { CatalogueLanguage } from '#domain/contracts/catalogue.ts'
import type { Settings } from '#domain/contracts/content.ts'
import type { Config } from '#server/config.ts'
import type { SettingsService } from '../settings/service.ts'

export type ContentService = ReturnType<typeof createContentService>

export function createContentService(
  config: Config,
  /** the cart module's featured coupons (it owns the coupons) */
  featuredOffers: () => Promise<Array<{ code: string; label: string; percentOff: number | null }>>,
  /** the owner's settings (decision 043); `config.shop` is their view */
  shopSettings: SettingsService,
) {
  return {
    page: (slug: SitePageSlug, lang?: CatalogueLanguage) => shopSettings.publicPage(slug, lang),

    async settings(): Promise<Settings> {
      const offers = await featuredOffers()
      const shop = config.shop
      return {
        shop_name: shop.name,
        tagline: shop.tagline,
        contact: {
          email: shop.email,
          phone: shop.phone,
          whatsapp: shop.whatsapp,
          address: shop.address,
          hours: shop.hours,
        },
        instagram_url: shop.instagramUrl,
        gstin: shop.gstin,
        fssai_license: shop.fssai,
        free_shipping_threshold: shop.freeShippingThresholdPaise,
        promises: { ...shopSettings.current().promises },
        currency: 'INR',
        coupons: offers.map((c) => ({ code: c.code, label: c.label, percent_off: c.percentOff })),
        payments_test_mode: config.payments.testMode,
        google_sign_in_enabled: Boolean(config.auth.google),
        mobile_sign_in_enabled: config.sms.kind !== 'off',
        sms_test_mode: config.sms.kind === 'msg91' && config.sms.standIn,
      }
    },
  }
}
