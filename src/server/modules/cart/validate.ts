// Checkout's check of the cart against the catalogue now: lines gone, sold out or coming soon are removed, a
// quantity above the stock is cut, a changed price is noted; each change is said to the shopper.
import type { Cart, ValidationIssue } from '#domain/contracts/cart.ts'
import { messages } from '#domain/messages.ts'
import { cartMessages } from '#domain/messages-cart.ts'
import { isComingSoon } from '#domain/stock.ts'
import type { Db } from '#server/db/client.ts'
import { type CartPresenter, type CouponFacts, factsOfLine, withLines } from './present.ts'
import * as repo from './repo.ts'

export function createCartValidator(deps: { db: Db; present: CartPresenter['present'] }) {
  const { db, present } = deps
  /**
   * Compares what the shopper saw with the catalogue now; fixes what can be fixed and says so. `held`: what the
   * shopper's own open order holds, by pack id (decision 048), which is theirs to buy again (returning to checkout must not cut it).
   */
  async function validate(
    userId: string,
    held: Map<number, number> = new Map(),
  ): Promise<{ cart: Cart; issues: ValidationIssue[] }> {
    const coupons = new Map<string, CouponFacts>()
    const first = await present(userId, await repo.openCart(db, userId), undefined, coupons)
    const issues = [...first.issues]
    let items = first.state.items
    const drop = (itemId: string) => {
      items = items.filter((i) => i.id !== itemId)
    }
    let changed = false
    for (const item of first.state.items) {
      // Each line against its own pack (decision 048): a pack gone is as a product gone.
      const known = factsOfLine(first.facts.get(item.productId), item.packId)
      const f = known && { ...known, stock: known.stock + (held.get(item.packId) ?? 0) }
      const name = f?.name ?? first.facts.get(item.productId)?.name ?? null
      if (!f) {
        await repo.deleteItem(db, item.id)
        drop(item.id)
        issues.push({
          action: 'product_removed',
          product_id: item.productId,
          product_name: name,
          issue: cartMessages.productGone,
        })
        changed = true
        continue
      }
      if (isComingSoon(f.stockStatus) || f.stock <= 0) {
        await repo.deleteItem(db, item.id)
        drop(item.id)
        issues.push({
          action: isComingSoon(f.stockStatus) ? 'coming_soon' : 'out_of_stock',
          product_id: item.productId,
          product_name: name,
          issue: isComingSoon(f.stockStatus) ? messages.cart.comingSoon : messages.cart.outOfStock,
        })
        changed = true
        continue
      }
      if (item.quantity > f.stock) {
        const line = await repo.setItemQuantity(db, item.id, f.stock)
        if (line) items = withLines(items, [line])
        else drop(item.id)
        issues.push({
          action: 'quantity_reduced',
          product_id: item.productId,
          product_name: name,
          issue: cartMessages.onlyLeft(f.stock),
          old_quantity: item.quantity,
          new_quantity: f.stock,
        })
        changed = true
      }
      if (item.seenPricePaise !== f.pricePaise) {
        await repo.setSeenPrice(db, item.id, f.pricePaise)
        issues.push({
          action: 'price_updated',
          product_id: item.productId,
          product_name: name,
          issue: `The price of ${f.name} changed`,
          old_price: item.seenPricePaise,
          new_price: f.pricePaise,
        })
      }
    }
    const cart = changed
      ? (await present(userId, { row: first.state.row, items }, first.facts, coupons)).cart
      : first.cart
    return { cart, issues }
  }
  return validate
}
