import { codEligibility, codMessages } from '#domain/cash-on-delivery.ts'
import type { Order } from '#domain/contracts/checkout.ts'
import type { LanguageCode } from '#domain/profile.ts'
import { AppError } from '#server/errors.ts'
import type { OrderCore } from './core.ts'
import * as repo from './repo.ts'

/** Cash on delivery: whether the open order may be paid so, and placing it so. */
export function createCashOnDelivery(core: OrderCore) {
  const { deps, db, cart, findOwn, transition, withItems } = core
  // A guest's cash orders count with those of every guest and account sharing its email or mobile (decision 057).
  const kin = async (tx: typeof db, userId: string, lock: boolean) =>
    deps.shopperKin ? deps.shopperKin(tx, userId, lock) : [userId]
  return {
    /** Whether the shopper's open order may be paid in cash on delivery, and the fee it would add. */
    async cashOnDelivery(userId: string, orderId: string) {
      const row = await findOwn(userId, orderId)
      const settings = deps.config.payments.cod
      const eligibility =
        row.status !== 'pending'
          ? ({ available: false, reason: codMessages.notOpen } as const)
          : codEligibility({
              pin: row.shippingAddress.postal_code,
              totalPaise: row.totalPaise,
              settings,
              zones: deps.shipping.zones(),
              ...(await repo.codHistory(db, await kin(db, row.userId, false))),
            })
      return {
        available: settings.maxPaise > 0 && eligibility.available,
        reason: settings.maxPaise === 0 ? codMessages.off : eligibility.available ? null : eligibility.reason,
        fee: settings.feePaise,
        max_total: settings.maxPaise,
        total_with_fee: row.totalPaise + settings.feePaise,
      }
    },

    /**
     * Places the shopper's open order for cash on delivery: under its lock, the eligibility is checked again, the
     * fee added, the coupon use redeemed and the ordered items taken out of the cart, as a payment would. Its
     * stock stays held until it is delivered or cancelled; it never expires.
     */
    async placeCashOnDelivery(userId: string, orderId: string, language?: LanguageCode): Promise<Order> {
      const settings = deps.config.payments.cod
      const { row } = await transition(
        orderId,
        { type: 'choose_cod', feePaise: settings.feePaise },
        {
          userId,
          refused: () => new AppError('conflict', codMessages.notOpen),
          effects: async (tx, r, _d, at) => {
            const verdict =
              settings.maxPaise === 0
                ? ({ available: false, reason: codMessages.off } as const)
                : codEligibility({
                    pin: r.shippingAddress.postal_code,
                    totalPaise: r.totalPaise,
                    settings,
                    zones: deps.shipping.zones(),
                    ...(await repo.codHistory(tx, await kin(tx, r.userId, true))),
                  })
            if (!verdict.available) throw new AppError('bad_request', verdict.reason)
            const items = await repo.itemsOf(tx, r.id)
            await cart.redeemCoupon(tx, r.id)
            await cart.removeOrdered(
              tx,
              r.userId,
              items.map((i) => ({ productId: i.productId, packId: i.packId, quantity: i.quantity })),
              r.couponCode,
            )
            return {
              paymentMethod: 'cod',
              paymentDetail: null,
              codFeePaise: settings.feePaise,
              reservationExpiresAt: null,
              updatedAt: at,
              // the page's language at this step, when it said one (decision 060)
              ...(language ? { language } : {}),
              // Asked on WhatsApp before it is packed, when the shopper opted in (decision 049).
              ...(deps.whatsapp && r.whatsappOptIn
                ? { codConfirmation: 'pending', codConfirmationAt: at }
                : {}),
            }
          },
          notice: () => ({ kind: 'order_confirmed' }),
        },
      )
      return withItems(row)
    },
  }
}
