import { eq } from 'drizzle-orm'
import { paymentMessages } from '#domain/messages-payments.ts'
import type { Paise } from '#domain/money.ts'
import { AppError } from '#server/errors.ts'
import type { PaymentsDeps } from './service.ts'
import { paymentCustomers } from './tables.ts'

/** Saved cards (a Razorpay customer's tokens) and the payment intents of decision 008 that pay with them. */
export function createSavedCards(deps: PaymentsDeps) {
  const { db, razorpay, orders } = deps

  async function customerOf(userId: string): Promise<string | null> {
    const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId)).limit(1)
    return row?.providerCustomerId ?? null
  }

  async function listMethods(userId: string) {
    const customerId = await customerOf(userId)
    if (!customerId) return { customer_id: null, methods: [] }
    const tokens = await razorpay.listTokens(customerId)
    return {
      customer_id: customerId,
      methods: tokens.map((t) => ({
        id: t.id,
        type: 'card' as const,
        card: t.card,
        created_at: new Date(t.created_at * 1000).toISOString(),
      })),
    }
  }

  return {
    customerOf,
    listMethods,

    /** Enables saved cards: a Razorpay customer for the shopper; Checkout saves the card on the next payment. */
    async addMethod(userId: string) {
      if (!(await customerOf(userId))) {
        const who = await deps.identity.getUserName(userId)
        const customer = await razorpay.createCustomer({
          name: who?.name || 'Shopper',
          email: who?.email ?? '',
        })
        await db
          .insert(paymentCustomers)
          .values({ userId, providerCustomerId: customer.id })
          .onConflictDoNothing()
      }
      return listMethods(userId)
    },

    async deleteMethod(userId: string, tokenId: string) {
      const customerId = await customerOf(userId)
      const own = customerId ? await razorpay.listTokens(customerId) : []
      if (!customerId || !own.some((t) => t.id === tokenId))
        throw new AppError('not_found', paymentMessages.unknownMethod)
      await razorpay.deleteToken(customerId, tokenId)
      return listMethods(userId)
    },

    /** Decision record 008: an intent is the Razorpay order of the shopper's current checkout, matched by amount. */
    async createIntent(userId: string, amountPaise: Paise) {
      // One open order per shopper: the intent is its provider order, when the amount is the one it asks.
      const open = await orders.openOf(userId)
      const order = open?.totalPaise === amountPaise ? open : undefined
      if (!order?.providerOrderId) throw new AppError('conflict', paymentMessages.noCheckout)
      return {
        id: order.providerOrderId,
        object: 'payment_intent' as const,
        amount: order.totalPaise,
        currency: 'INR' as const,
        status: 'requires_payment_method' as const,
        shop_order_id: order.id,
      }
    },

    /** With Razorpay a saved card is still authorised by the shopper in Checkout: confirm prepares that. */
    async confirmIntent(userId: string, intentId: string, methodId: string) {
      const order = await orders.findByProviderOrder(intentId)
      if (!order || order.userId !== userId || order.status !== 'pending') {
        throw new AppError('not_found', paymentMessages.unknownIntent)
      }
      const { customer_id, methods } = await listMethods(userId)
      if (!customer_id || !methods.some((m) => m.id === methodId))
        throw new AppError('not_found', paymentMessages.unknownMethod)
      return {
        status: 'requires_action' as const,
        next_action: 'open_checkout' as const,
        checkout: {
          key_id: razorpay.keyId,
          order_id: intentId,
          amount: order.totalPaise,
          currency: 'INR' as const,
          customer_id,
          token: methodId,
          checkout_script: deps.checkoutScript,
        },
      }
    },
  }
}
