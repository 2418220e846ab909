// One cart for the drawer and the cart page: the account's (server) cart when signed in, the visitor's
// browser cart otherwise. Server changes are optimistic (docs/product.md, States and transitions): the line changes at once, is disabled
// while its request is in flight, and rolls back with a toast if the server refuses.

import { useMutation, useMutationState } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { CART_QUANTITY } from '#domain/cart.ts'
import type { Cart } from '#domain/contracts/cart.ts'
import { httpMessages } from '#domain/messages-http.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { failureMessage } from '#web/lib/failure-message.ts'
import { useGuestCheckout } from '#web/lib/guest-checkout.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { requestLogin } from '#web/lib/login-required.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { cartKeys } from '#web/lib/query-keys.ts'
import { useSession } from '#web/lib/use-session.ts'
import { toast } from '#web/ui/toast.tsx'
import { applyCoupon as applyCouponCall } from './api/apply-coupon.ts'
import { decrementCartItem } from './api/decrement-cart-item.ts'
import { setCachedCart, useCartQuery } from './api/get-cart.ts'
import {
  readGuestCart,
  subscribeGuestCart,
  updateGuestCart,
  writeGuestCart,
} from './api/guest-cart-storage.ts'
import { incrementCartItem } from './api/increment-cart-item.ts'
import { removeCartItem } from './api/remove-cart-item.ts'
import { removeCoupon as removeCouponCall } from './api/remove-coupon.ts'
import {
  type CartLineView,
  type CartView,
  lineKey,
  viewOfGuestCart,
  viewOfServerCart,
  withLineQuantity,
  withoutLine,
} from './model/cart-view.ts'
import { type GuestCartLine, removeGuestLine, updateGuestQuantity } from './model/guest-cart.ts'
import '#web/lib/i18n/messages/cart.en.ts'
import '#web/lib/i18n/messages/toasts.en.ts'

type LineOp = { productId: number; variantIndex: number; op: 'increment' | 'decrement' | 'remove' }
const lineMutationKey = ['cart', 'line'] as const
const EMPTY: GuestCartLine[] = []
// The server renders an empty cart; the live lines themselves when empty too, or React re-renders every reader.
const serverGuestLines = () => {
  const live = readGuestCart()
  return live.length === 0 ? live : EMPTY
}

function predict(cart: Cart, { productId, variantIndex, op }: LineOp): Cart {
  if (op === 'remove') return withoutLine(cart, productId, variantIndex)
  const line = cart.items.find((i) => i.product_id === productId && i.variant_index === variantIndex)
  if (!line) return cart
  const next =
    op === 'increment' ? Math.min(CART_QUANTITY.max, line.quantity + 1) : Math.max(1, line.quantity - 1)
  return withLineQuantity(cart, productId, next, variantIndex)
}

const callFor = ({ productId, variantIndex, op }: LineOp) =>
  op === 'increment'
    ? incrementCartItem(productId, variantIndex)
    : op === 'decrement'
      ? decrementCartItem(productId, variantIndex)
      : removeCartItem(productId, variantIndex)

// A reply that lands while another line's change is still in flight does not know about it yet; the
// cache then waits for the last reply and re-reads the cart and its count rather than flickering.
let staleWhileOthersPending = false

function toastFailure(err: unknown, fallback: string) {
  const message = failureMessage(err, fallback)
  if (message) toast.error(message)
}

export type CartStatus = 'loading' | 'error' | 'ready'

export interface UseCart {
  isSignedIn: boolean
  status: CartStatus
  view: CartView | null
  /** whether a change of this line (`CartLineView.key`) is in flight */
  isLineBusy: (key: string) => boolean
  clearing: boolean
  couponBusy: boolean
  increment: (line: CartLineView) => void
  decrement: (line: CartLineView) => void
  remove: (line: CartLineView) => void
  clear: () => Promise<void>
  /** null when applied, else what went wrong ('' when the login prompt is speaking instead) */
  applyCoupon: (code: string) => Promise<string | null>
  removeCoupon: () => Promise<boolean>
  retry: () => void
}

export function useCart(): UseCart {
  // A guest checkout's cart is on the server, as an account's is (decision 057).
  const session = useSession()
  const guest = useGuestCheckout()
  const isSignedIn = session.isSignedIn || guest !== null
  const guestLines = useSyncExternalStore(subscribeGuestCart, readGuestCart, serverGuestLines)
  const server = useCartQuery(isSignedIn)
  const [clearing, setClearing] = useState(false)

  const pending = useMutationState(
    {
      filters: { mutationKey: lineMutationKey, status: 'pending' },
      select: (m) => {
        const op = m.state.variables as LineOp | undefined
        return op ? lineKey(op.productId, op.variantIndex) : undefined
      },
    },
    queryClient,
  )

  const line = useMutation(
    {
      mutationKey: lineMutationKey,
      mutationFn: callFor,
      onMutate: async (op: LineOp) => {
        await queryClient.cancelQueries({ queryKey: cartKeys.detail })
        const previous = queryClient.getQueryData<Cart>(cartKeys.detail)
        if (previous) setCachedCart(predict(previous, op))
        return { previous }
      },
      onError: (err, op, context) => {
        if (context?.previous) setCachedCart(context.previous)
        toastFailure(err, op.op === 'remove' ? say('toast.remove.failed') : say('toast.update.failed'))
      },
      onSuccess: (cart, op) => {
        const last = queryClient.isMutating({ mutationKey: lineMutationKey }) <= 1
        if (last) setCachedCart(cart)
        else staleWhileOthersPending = true
        if (op.op === 'remove') toast.success(say('toast.removed'))
        emitAppEvent('cartUpdated', null)
      },
      onSettled: () => {
        if (queryClient.isMutating({ mutationKey: lineMutationKey }) <= 1 && staleWhileOthersPending) {
          staleWhileOthersPending = false
          void queryClient.invalidateQueries({ queryKey: cartKeys.all })
        }
      },
    },
    queryClient,
  )

  const coupon = useMutation(
    {
      mutationFn: (code: string | null) => (code === null ? removeCouponCall() : applyCouponCall(code)),
      onSuccess: (cart, code) => {
        setCachedCart(cart)
        toast.success(code === null ? say('coupon.removed.toast') : say('coupon.applied.toast'))
        emitAppEvent('cartUpdated', null)
      },
      onError: (err, code) =>
        toastFailure(err, code === null ? say('coupon.remove.failed') : say('coupon.apply.failed')),
    },
    queryClient,
  )

  const view = isSignedIn ? (server.data ? viewOfServerCart(server.data) : null) : viewOfGuestCart(guestLines)
  const status: CartStatus = !isSignedIn || server.data ? 'ready' : server.isError ? 'error' : 'loading'

  function changeGuest(l: CartLineView, next: number) {
    const stock = l.product?.stock ?? Number.POSITIVE_INFINITY
    if (next > l.quantity && next > stock) {
      toast.error(stock > 0 ? say('toast.only.left', { count: stock }) : say('toast.out.of.stock'))
      return
    }
    updateGuestCart((lines) => updateGuestQuantity(lines, l.productId, next, l.variantIndex))
  }

  return {
    isSignedIn,
    status,
    view,
    clearing,
    couponBusy: coupon.isPending,
    isLineBusy: (key) => clearing || pending.includes(key),
    increment(l) {
      if (l.quantity >= CART_QUANTITY.max) return
      if (!isSignedIn) return changeGuest(l, l.quantity + 1)
      line.mutate({ productId: l.productId, variantIndex: l.variantIndex, op: 'increment' })
    },
    decrement(l) {
      // docs/product.md, States and transitions: a decrease at 1 is ignored; removal is a separate action.
      if (l.quantity <= CART_QUANTITY.min) return
      if (!isSignedIn) return changeGuest(l, l.quantity - 1)
      line.mutate({ productId: l.productId, variantIndex: l.variantIndex, op: 'decrement' })
    },
    remove(l) {
      if (!isSignedIn) {
        updateGuestCart((lines) => removeGuestLine(lines, l.productId, l.variantIndex))
        toast.success(say('toast.removed'))
        return
      }
      line.mutate({ productId: l.productId, variantIndex: l.variantIndex, op: 'remove' })
    },
    /** docs/product.md, States and transitions: clearing removes the items one by one. */
    async clear() {
      if (!isSignedIn) {
        writeGuestCart([])
        return
      }
      const lines = server.data?.items.map((i) => [i.product_id, i.variant_index] as const) ?? []
      setClearing(true)
      try {
        for (const [id, variant] of lines) setCachedCart(await removeCartItem(id, variant))
      } catch (err) {
        toastFailure(err, say('toast.clear.failed'))
        void queryClient.invalidateQueries({ queryKey: cartKeys.all })
      } finally {
        setClearing(false)
        emitAppEvent('cartUpdated', null)
      }
    },
    async applyCoupon(code) {
      if (!isSignedIn) {
        requestLogin(httpMessages.unauthenticated)
        return ''
      }
      return coupon.mutateAsync(code).then(
        () => null,
        (err: unknown) => failureMessage(err, say('coupon.apply.failed')) ?? '',
      )
    },
    async removeCoupon() {
      return coupon.mutateAsync(null).then(
        () => true,
        () => false,
      )
    },
    retry: () => void server.refetch(),
  }
}
