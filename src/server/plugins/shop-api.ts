import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { RateLimiter } from '../http/rate-limit.ts'
import type { ResponseCache } from '../http/response-cache.ts'
import { cartRoutes } from '../modules/cart/routes.ts'
import type { CartService } from '../modules/cart/service.ts'
import { catalogueRoutes } from '../modules/catalogue/routes.ts'
import type { CatalogueService } from '../modules/catalogue/service.ts'
import { checkoutRoutes } from '../modules/checkout/routes.ts'
import type { CheckoutService } from '../modules/checkout/service.ts'
import { messageRoutes } from '../modules/content/message-routes.ts'
import type { ContactService } from '../modules/content/messages-service.ts'
import { contentRoutes } from '../modules/content/routes.ts'
import type { ContentService } from '../modules/content/service.ts'
import { guestRoutes } from '../modules/identity/guest-routes.ts'
import type { GuestService } from '../modules/identity/guests.ts'
import { identityRoutes, mountAuthHandler } from '../modules/identity/routes.ts'
import type { IdentityService } from '../modules/identity/service.ts'
import { opsRoutes } from '../modules/ops/routes.ts'
import { ordersRoutes } from '../modules/orders/routes.ts'
import type { OrdersService } from '../modules/orders/service.ts'
import { paymentsRoutes } from '../modules/payments/routes.ts'
import type { PaymentsService } from '../modules/payments/service.ts'
import { profileRoutes } from '../modules/profile/routes.ts'
import type { ProfileService } from '../modules/profile/service.ts'
import { reviewsRoutes } from '../modules/reviews/routes.ts'
import type { ReviewsService } from '../modules/reviews/service.ts'
import { courierWebhookRoutes } from '../modules/shipping/courier-webhook-routes.ts'
import { pinRoutes } from '../modules/shipping/pin-routes.ts'
import { shippingRoutes } from '../modules/shipping/routes.ts'
import type { ShippingService } from '../modules/shipping/service.ts'
import { stockAlertRoutes } from '../modules/stock-alerts/routes.ts'
import type { StockAlertsService } from '../modules/stock-alerts/service.ts'
import { wishlistRoutes } from '../modules/wishlist/routes.ts'
import type { WishlistService } from '../modules/wishlist/service.ts'

export const API_PREFIX = '/api/v1'

export interface ShopApiDeps {
  config: Config
  database: Database
  /** the catalogue's replies kept for a while (decision 002), cleared when the catalogue changes */
  cache: ResponseCache
  limiter: RateLimiter
  identity: IdentityService
  guests: GuestService
  cart: CartService
  wishlist: WishlistService
  shipping: ShippingService
  payments: PaymentsService
  checkout: CheckoutService
  orders: OrdersService
  profiles: ProfileService
  catalogue: CatalogueService
  reviews: ReviewsService
  content: ContentService
  contact: ContactService
  stockAlerts: StockAlertsService
}

/** The shop's API: Better Auth at /api/auth/* and every module's routes under /api/v1. */
export async function mountShopApi(app: FastifyInstance, d: ShopApiDeps): Promise<void> {
  const { config, identity, limiter, cache } = d
  // The routes a guest checkout uses (decision 057): a bearer token as ever, or else the guest cookie.
  const shopper: IdentityService = { ...identity, authenticate: d.guests.authenticate }
  await mountAuthHandler(app, identity.auth)
  await app.register(
    async (api) => {
      await api.register(identityRoutes, { identity })
      await api.register(cartRoutes, { cart: d.cart, catalogue: d.catalogue, identity: shopper, limiter })
      await api.register(wishlistRoutes, { wishlist: d.wishlist, identity })
      await api.register(shippingRoutes, {
        shipping: d.shipping,
        orders: d.orders,
        identity: shopper,
        courierSecret: config.shipping.courierWebhookSecret,
      })
      await api.register(pinRoutes)
      await api.register(courierWebhookRoutes, {
        orders: d.orders,
        token:
          config.shipping.courier.kind === 'shiprocket' ? config.shipping.courier.webhookToken : undefined,
      })
      await api.register(paymentsRoutes, { payments: d.payments, identity: shopper })
      await api.register(checkoutRoutes, { checkout: d.checkout, identity: shopper, limiter })
      await api.register(guestRoutes, {
        guests: d.guests,
        identity,
        checkout: d.checkout,
        orders: d.orders,
        limiter,
      })
      await api.register(ordersRoutes, { orders: d.orders, identity, uploadMaxBytes: config.uploadMaxBytes })
      await api.register(profileRoutes, {
        profiles: d.profiles,
        identity,
        uploadMaxBytes: config.uploadMaxBytes,
      })
      await api.register(catalogueRoutes, { catalogue: d.catalogue, cache })
      await api.register(reviewsRoutes, { reviews: d.reviews, cache, identity })
      await api.register(contentRoutes, { content: d.content, cache })
      await api.register(messageRoutes, { contact: d.contact, limiter, identity })
      await api.register(stockAlertRoutes, { alerts: d.stockAlerts, identity, limiter })
      await api.register(opsRoutes, { database: d.database })
    },
    { prefix: API_PREFIX },
  )
}
