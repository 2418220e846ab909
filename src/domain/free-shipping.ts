// The free-shipping nudge (decision 020): how far a cart is from free standard shipping, said the same way wherever
// the shop mentions free shipping, from the one setting FREE_SHIPPING_THRESHOLD_RUPEES.

import { formatPaise, formatRupeesWhole, type Paise } from './money.ts'

/** '₹500', or '₹499.50' when the amount has paise. */
export function rupeesShort(paise: Paise): string {
  return paise % 100 === 0 ? formatRupeesWhole(paise) : formatPaise(paise)
}

export interface FreeShippingProgress {
  free: boolean
  /** what is left to add, paise (0 once free) */
  remainingPaise: Paise
  /** 0–100, for the bar */
  percent: number
  /** 'Add ₹151 more for free shipping' or 'Your order qualifies for free shipping' */
  message: string
}

export function freeShippingProgress(cartTotalPaise: Paise, thresholdPaise: Paise): FreeShippingProgress {
  if (thresholdPaise <= 0 || cartTotalPaise >= thresholdPaise)
    return { free: true, remainingPaise: 0, percent: 100, message: 'Your order qualifies for free shipping' }
  const remainingPaise = thresholdPaise - Math.max(0, cartTotalPaise)
  return {
    free: false,
    remainingPaise,
    percent: Math.floor((Math.max(0, cartTotalPaise) / thresholdPaise) * 100),
    message: `Add ${rupeesShort(remainingPaise)} more for free shipping`,
  }
}

/** 'On orders over ₹500' (or 'On every order' when the threshold is 0): under a 'Free shipping' heading. */
export function freeShippingCondition(thresholdPaise: Paise): string {
  return thresholdPaise <= 0 ? 'On every order' : `On orders over ${rupeesShort(thresholdPaise)}`
}

/** 'Free shipping on orders over ₹500'. */
export function freeShippingClaim(thresholdPaise: Paise): string {
  return `Free shipping ${freeShippingCondition(thresholdPaise).replace(/^On/, 'on')}`
}
