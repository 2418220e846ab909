// What a shopper notification carries: captured when the event happens (decision 024), rendered by mails.ts when
// it is sent.

/** An order as its mails need it, at the moment of the event. */
export interface OrderFacts {
  id: string
  firstName: string
  items: {
    productId: number
    name: string
    netQuantity: string
    /** the pack's SKU as sold (decision 048); absent on notifications written before it was kept */
    sku?: string
    quantity: number
    unitPaise: number
    totalPaise: number
  }[]
  subtotalPaise: number
  discountPaise: number
  couponCode: string | null
  shippingPaise: number
  codFeePaise: number
  totalPaise: number
  paymentMethod: string
  paymentDetail: string | null
  shippingMode: string
  address: {
    firstName: string
    lastName: string
    mobile: string
    street: string
    city: string
    state: string
    postalCode: string
    country: string
  }
  /** the invoice's path on the shop (absent until invoiced) */
  invoicePath: string | null
  /** the delivery dates checkout promised (India's calendar, YYYY-MM-DD); absent on rows written before they were kept */
  promised?: { from: string; to: string } | null
  /** a guest's order (decision 057): its private link, which the mail's "View your order" opens without signing in */
  privateLink?: string
  /**
   * the order's language (decision 060): its mails are written in it (hi, te; any other reads English); absent on
   * rows written before it was kept, which read English
   */
  language?: string
}

/** Units of an order's items given back (a refund by items, a cancellation). */
export interface ReturnedItem {
  productId: number
  name: string
  netQuantity: string
  quantity: number
}

/** A credit note issued with a refund or cancellation: its number, and its place among the order's (the link). */
export interface IssuedCreditNote {
  seq: number
  number: string
  totalPaise: number
}

export type RefundMailReason = 'late_payment' | 'amount_mismatch' | 'duplicate_payment' | 'partial'

export type NotificationPayload =
  | { kind: 'order_confirmed'; order: OrderFacts }
  | { kind: 'payment_failed'; order: OrderFacts; payableUntil: string | null }
  | { kind: 'order_expired'; order: OrderFacts }
  | {
      kind: 'order_shipped'
      order: OrderFacts
      carrier: string
      waybill: string
      trackingUrl: string | null
    }
  | { kind: 'order_delivered'; order: OrderFacts }
  | { kind: 'order_out_for_delivery'; order: OrderFacts; carrier: string; trackingUrl: string | null }
  | {
      /** the courier could not deliver (NDR, decision 046 amended): the shopper is asked for a better time or address */
      kind: 'order_delivery_failed'
      order: OrderFacts
      carrier: string
      /** the courier's reason, in its words */
      reason: string
      /** which failed attempt this is (1, 2, …): one mail per attempt */
      attempt: number
    }
  | {
      kind: 'order_cancelled'
      order: OrderFacts
      /** decided with the cancellation, to the original payment method (0: nothing was paid) */
      refundPaise: number
      /** the courier brought the parcel back (refused or undeliverable) */
      returned: boolean
      /** who cancelled: the shopper, or the shop's staff (absent on older rows) */
      by?: 'shopper' | 'staff'
      /** staff's reason for the cancel, in words for the shopper (absent when none was given) */
      reason?: string
      creditNote?: IssuedCreditNote | null
    }
  | {
      kind: 'payment_refunded'
      order: OrderFacts
      amountPaise: number
      reason: RefundMailReason
      /** a partial refund: the units given back (none for an amount), the reason staff gave, its credit note */
      items?: ReturnedItem[]
      staffReason?: string | null
      creditNote?: IssuedCreditNote | null
    }
  | {
      /** a shopper's return (decision 056), one mail per step: requested, approved, refused, received, refunded */
      kind: 'order_return'
      order: OrderFacts
      step: 'requested' | 'approved' | 'refused' | 'received' | 'refunded'
      items: ReturnedItem[]
      /** refused: staff's reason, in words for the shopper */
      refusalReason?: string | null
      /** approved: the reverse pickup's waybill, when the courier gave one */
      awb?: string | null
      /** refunded: how much, where to (the original payment, or the UPI ID / account given), its credit note */
      amountPaise?: number
      refundTo?: string | null
      creditNote?: IssuedCreditNote | null
    }
  | {
      kind: 'back_in_stock'
      productId: number
      productName: string
      /** the page's language the shopper asked in (decision 060); English when absent (rows queued before it) */
      language?: string
    }
  | {
      /** a batch recalled by staff (decision 052): one mail per shopper who received it */
      kind: 'batch_recall'
      productId: number
      productName: string
      size: string
      lot: string
      bestBefore: string
      orders: string[]
      /** staff's words: what to do with the pack */
      message: string
      /** the language of the shopper's latest order of the batch (decision 060); English when absent */
      language?: string
    }
  | {
      /** a cart left for the owner's hours (decision 054): its lines, its restore and unsubscribe links */
      kind: 'cart_reminder'
      /** '' when the account has no name (older rows: 'there') */
      firstName: string
      items: { name: string; size: string; quantity: number; price: string; productId?: number }[]
      /** the shopper's preferred language (decision 060); English when absent */
      language?: string
      restoreUrl: string
      unsubscribeUrl: string
    }

export type NotificationKind = NotificationPayload['kind']

export interface RenderedMail {
  subject: string
  html: string
  text: string
  links: Record<string, string>
  /** headers of this mail alone (a reminder's List-Unsubscribe) */
  headers?: Record<string, string>
}
