// Every table, gathered for drizzle-kit and the database client.

export {
  auditLog,
  dailyJobs,
  operatorAccounts,
  operatorLimits,
  operatorRateLimits,
  operatorRoles,
  operatorSessions,
  operators,
  operatorTwoFactors,
  operatorUsers,
  operatorVerifications,
} from '../modules/admin/tables.ts'
export { cartItems, cartReminders, carts, couponRedemptions, coupons } from '../modules/cart/tables.ts'
export {
  batches,
  categories,
  categoryTranslations,
  orderItemBatches,
  productImages,
  productPacks,
  products,
  productTranslations,
  recipes,
  recipeTranslations,
  stockMovements,
} from '../modules/catalogue/tables.ts'
export { contactMessages, contactReplies, newsletterSubscribers } from '../modules/content/tables.ts'
export {
  accounts,
  guests,
  jwks,
  rateLimits,
  sessions,
  users,
  verifications,
} from '../modules/identity/tables.ts'
export {
  creditNoteCounters,
  creditNotes,
  invoiceCounters,
  invoiceSplitRules,
} from '../modules/invoices/tables.ts'
export { notificationAttempts, notifications } from '../modules/notifications/tables.ts'
export { apiRateLimits } from '../modules/ops/tables.ts'
export {
  codRemittances,
  courierEvents,
  orderItems,
  orderProviderOrders,
  orderRefunds,
  orders,
  refundRequests,
  returnItems,
  returns,
} from '../modules/orders/tables.ts'
export {
  gatewayCustomers,
  gatewayKeys,
  gatewayOrders,
  gatewayPayments,
  gatewayRefunds,
  gatewayTokens,
  paymentCustomers,
  paymentEvents,
} from '../modules/payments/tables.ts'
export { profiles } from '../modules/profile/tables.ts'
export { reviewLikes, reviewReports, reviews } from '../modules/reviews/tables.ts'
export { shopSettings, sitePages, sitePageTranslations } from '../modules/settings/tables.ts'
export { addresses } from '../modules/shipping/tables.ts'
export { testCourierShipments } from '../modules/shipping/test-courier-tables.ts'
export { testSmsMessages } from '../modules/sms/tables.ts'
export { stockAlerts } from '../modules/stock-alerts/tables.ts'
export {
  testWhatsappMessages,
  whatsappMessages,
  whatsappOptOuts,
  whatsappWebhookEvents,
} from '../modules/whatsapp/tables.ts'
export { favorites } from '../modules/wishlist/tables.ts'
