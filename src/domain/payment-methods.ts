// How a shopper paid, as the payment provider reports it on the payment entity (Razorpay's `method`, with
// `vpa`, `bank` or `wallet` beside it), and how the shop names it on orders and invoices. Nothing here assumes a
// card: an order's method is what was captured, not what checkout offered.

// 'online' is an order not yet paid online, whose method the payment will tell.
export const PAYMENT_METHODS = [
  'online',
  'card',
  'upi',
  'netbanking',
  'wallet',
  'emi',
  'paylater',
  'cod',
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

const LABELS: Record<PaymentMethod, string> = {
  online: 'Online payment',
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  emi: 'EMI',
  paylater: 'Pay Later',
  cod: 'Cash on Delivery',
}

/** Banks and wallets by Razorpay's codes, as shoppers know them. */
export const BANKS: Record<string, string> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  PUNB_R: 'Punjab National Bank',
}
export const WALLETS: Record<string, string> = {
  paytm: 'Paytm',
  phonepe: 'PhonePe',
  amazonpay: 'Amazon Pay',
  mobikwik: 'MobiKwik',
}

export interface PaymentEntityMethod {
  method?: string | null
  vpa?: string | null
  bank?: string | null
  wallet?: string | null
  card?: { network?: string | null; last4?: string | null } | null
}

/** The method and a short detail (bank, wallet, masked VPA, card network and last four) of a captured payment. */
export function methodOfPayment(p: PaymentEntityMethod): { method: string; detail: string | null } {
  const method = (p.method ?? 'card').toLowerCase()
  if (method === 'upi' && p.vpa) return { method, detail: maskVpa(p.vpa) }
  if (method === 'netbanking' && p.bank) return { method, detail: BANKS[p.bank] ?? p.bank }
  if (method === 'wallet' && p.wallet) return { method, detail: WALLETS[p.wallet] ?? p.wallet }
  if (method === 'card' && p.card?.last4) {
    return { method, detail: [p.card.network, `•••• ${p.card.last4}`].filter(Boolean).join(' ') }
  }
  return { method, detail: null }
}

/** 'asha.k@okhdfc' → 'as•••@okhdfc': enough for the shopper to recognise, not enough to collect from. */
export function maskVpa(vpa: string): string {
  const at = vpa.lastIndexOf('@')
  if (at <= 0) return vpa
  const handle = vpa.slice(0, at)
  return `${handle.slice(0, Math.min(2, handle.length))}•••${vpa.slice(at)}`
}

/** 'UPI', 'Netbanking · HDFC Bank', 'Cash on Delivery'; an unknown method is written out as words. */
export function paymentMethodLabel(method: string, detail?: string | null): string {
  const known = (PAYMENT_METHODS as readonly string[]).includes(method)
  const name = known
    ? LABELS[method as PaymentMethod]
    : method.replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase())
  return detail ? `${name} · ${detail}` : name
}
