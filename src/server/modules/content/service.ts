import type { Settings } from '#domain/contracts/content.ts'
import type { Config } from '#server/config.ts'

export type ContentService = ReturnType<typeof createContentService>

export function createContentService(
  config: Config,
  /** the cart module's featured coupons (it owns the coupons) */
  featuredOffers: () => Promise<Array<{ code: string; label: string; percentOff: number | null }>>,
) {
  return {
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
        currency: 'INR',
        coupons: offers.map((c) => ({ code: c.code, label: c.label, percent_off: c.percentOff })),
        payments_test_mode: config.payments.testMode,
        google_sign_in_enabled: Boolean(config.auth.google),
      }
    },
  }
}
