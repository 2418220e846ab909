// What the checkout shows and checks (docs/product.md, Routes and screens, States and transitions, Validation rules and Business constants and limits): its steps, the address form, the money. Money
// arrives as wire rupees; sums are done in paise so ₹852.30 + ₹0.10 never becomes 852.4000000001.

import type { ValidationIssue } from '#domain/contracts/cart.ts'
import { GST_STATES, stateCodeOf } from '#domain/gst.ts'
import { messages } from '#domain/messages.ts'
import { formatRupees } from '#domain/money.ts'
import { isValidPincode, normaliseIndianMobile } from '#domain/profile.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { translate } from '#web/lib/i18n/catalogue.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { paiseOf, wireRupees } from '#web/lib/wire-money.ts'
import '#web/lib/i18n/messages/checkout.en.ts'

// ---------------------------------------------------------------------------------------------------------
// Checkout steps (docs/product.md, States and transitions): address -> shipping -> payment -> success.

export const CHECKOUT_STEPS = ['address', 'shipping', 'payment', 'success'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** The three steps of the indicator; success is the view after them. */
export const STEP_LABELS: { step: Exclude<CheckoutStep, 'success'>; label: MessageKey }[] = [
  { step: 'address', label: 'checkout.step.address' },
  { step: 'shipping', label: 'checkout.step.shipping' },
  { step: 'payment', label: 'checkout.step.payment' },
]

/** docs/product.md (Entities, browser storage keys): the checkout-step marker. */
export const CHECKOUT_STEP_KEY = 'checkoutStep'
/** docs/product.md, Routes and screens and Business constants and limits: the view scrolls to the top 50 ms after each step change. */
export const STEP_SCROLL_DELAY_MS = 50
/** After a verified payment the success view shows this long before the order detail opens. */
export const SUCCESS_REDIRECT_MS = 2000

export type CheckoutEvent =
  | { type: 'estimated'; optionCount: number }
  | { type: 'orderCreated' }
  | { type: 'paid' }
  | { type: 'back' }
  | { type: 'reset' }

/**
 * The next step. Shipping opens only after an estimate with at least one option, payment after the order
 * is created, success after the payment is verified; Back goes one step back (never out of success).
 */
export function nextCheckoutStep(step: CheckoutStep, event: CheckoutEvent): CheckoutStep {
  switch (event.type) {
    case 'reset':
      return 'address'
    case 'estimated':
      return step === 'address' && event.optionCount > 0 ? 'shipping' : step
    case 'orderCreated':
      return step === 'shipping' ? 'payment' : step
    case 'paid':
      return step === 'payment' ? 'success' : step
    case 'back':
      return step === 'shipping' ? 'address' : step === 'payment' ? 'shipping' : step
  }
}

export type StepState = 'complete' | 'current' | 'upcoming'

/** How the indicator draws each of the three steps while on `current` (all complete on success). */
export function stepStates(current: CheckoutStep): StepState[] {
  const at = CHECKOUT_STEPS.indexOf(current)
  return STEP_LABELS.map((_, i) => (i < at ? 'complete' : i === at ? 'current' : 'upcoming'))
}

// ---------------------------------------------------------------------------------------------------------
// Address (docs/product.md, Entities: Shipping address, Validation rules).

export interface AddressForm {
  first_name: string
  last_name: string
  mobile: string
  mobile_secondary: string
  street: string
  city: string
  state: string
  postal_code: string
  country: string
}

export const REQUIRED_ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'mobile',
  'street',
  'city',
  'state',
  'postal_code',
] as const satisfies readonly (keyof AddressForm)[]

export const DEFAULT_COUNTRY = 'India'

export const EMPTY_ADDRESS: AddressForm = {
  first_name: '',
  last_name: '',
  mobile: '',
  mobile_secondary: '',
  street: '',
  city: '',
  state: '',
  postal_code: '',
  country: DEFAULT_COUNTRY,
}

/** The required fields left blank (format checks: addressFormatErrors). */
export function missingAddressFields(address: AddressForm): (keyof AddressForm)[] {
  return REQUIRED_ADDRESS_FIELDS.filter((k) => address[k].trim() === '')
}

/**
 * Format problems of the filled-in contact fields (decision 016: a courier needs an Indian mobile number and a
 * 6-digit PIN), by field; blank fields are the required check's business.
 */
export function addressFormatErrors(
  address: AddressForm,
): Partial<Record<'mobile' | 'mobile_secondary' | 'postal_code', string>> {
  const errors: Partial<Record<'mobile' | 'mobile_secondary' | 'postal_code', string>> = {}
  for (const key of ['mobile', 'mobile_secondary'] as const)
    if (address[key].trim() && !normaliseIndianMobile(address[key]))
      errors[key] = messages.profile.phoneInvalid
  if (address.postal_code.trim() && !isValidPincode(address.postal_code))
    errors.postal_code = messages.profile.pincodeInvalid
  return errors
}

/** The message of docs/product.md, Validation rules when a required field is blank, else null. */
export function validateAddress(address: AddressForm): string | null {
  return missingAddressFields(address).length > 0 ? messages.checkout.addressRequired : null
}

/** The estimate-shipping body: trimmed, blank secondary mobile left out, country India when blank. */
export function toAddressBody(address: AddressForm) {
  const t = (v: string) => v.trim()
  return {
    first_name: t(address.first_name),
    last_name: t(address.last_name),
    mobile: t(address.mobile),
    ...(t(address.mobile_secondary) ? { mobile_secondary: t(address.mobile_secondary) } : {}),
    street: t(address.street),
    city: t(address.city),
    state: t(address.state),
    postal_code: t(address.postal_code),
    country: t(address.country) || DEFAULT_COUNTRY,
  }
}

export interface ProfileLike {
  first_name: string | null
  last_name: string | null
  phone: string | null
  address_line_1: string | null
  address_line_2: string | null
  city: string | null
  state: string | null
  country: string | null
  pincode: string | null
}

/**
 * The form filled from the profile (and the account's name when the profile has none). A state spelt
 * differently from the select ('telangana') is matched to its listed name; an unknown one is left blank.
 */
export function addressFromProfile(profile: ProfileLike | null, displayName = ''): AddressForm {
  const [first = '', ...rest] = displayName.trim().split(/\s+/).filter(Boolean)
  const code = profile?.state ? stateCodeOf(profile.state) : undefined
  return {
    first_name: profile?.first_name?.trim() || first,
    last_name: profile?.last_name?.trim() || rest.join(' '),
    mobile: profile?.phone?.trim() ?? '',
    mobile_secondary: '',
    street: [profile?.address_line_1, profile?.address_line_2]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(', '),
    city: profile?.city?.trim() ?? '',
    state: code ? GST_STATES[code]! : '',
    postal_code: profile?.pincode?.trim() ?? '',
    country: profile?.country?.trim() || DEFAULT_COUNTRY,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Money on the checkout.

export interface CartTotalsLike {
  total_price: number
  discount_amount: number
  total: number
}

export interface CheckoutTotals {
  subtotal: number
  discount: number
  /** null until an option is chosen */
  shipping: number | null
  /** the cash-on-delivery fee, when the shopper chose to pay in cash (rupees) */
  codFee?: number
  total: number
}

/**
 * What is charged: the cart total after the coupon plus the chosen shipping (the server charges
 * subtotal - discount + shipping, so the summary shows exactly that).
 */
export function checkoutTotals(cart: CartTotalsLike, shippingCost: number | null): CheckoutTotals {
  const totalPaise = paiseOf(cart.total) + (shippingCost === null ? 0 : paiseOf(shippingCost))
  return {
    subtotal: cart.total_price,
    discount: cart.discount_amount,
    shipping: shippingCost,
    total: wireRupees(totalPaise),
  }
}

/** docs/product.md, Calls and Business constants and limits: Checkout takes the amount in paise (rupees × 100, whole). */
export function toCheckoutAmount(rupees: number): number {
  return paiseOf(rupees)
}

/** 'FREE' or ₹60.00 */
export function formatShippingCost(cost: number, lang: Language = 'en'): string {
  return cost === 0 ? translate(lang, 'shipping.free') : formatRupees(cost)
}

/** 'Delivery in 1–2 days'; 'Delivery in 1 day' when both ends agree. */
export function deliveryWindow(min: number, max: number, lang: Language = 'en'): string {
  if (min === max) return translate(lang, 'shipping.days', { count: min })
  return translate(lang, 'shipping.days.range', { min, max })
}

export const SERVICE_LEVEL_LABELS: Record<string, string> = { standard: 'Standard', express: 'Express' }

/** One line of the validation-issues notice (docs/product.md, Error catalogue: price updates show old and new price). */
export function describeIssue(issue: ValidationIssue, lang: Language = 'en'): string {
  const name =
    issue.product_name ??
    (issue.product_id ? translate(lang, 'issue.product', { id: String(issue.product_id) }) : null)
  const item = name ?? translate(lang, 'issue.item')
  switch (issue.action) {
    case 'price_updated':
      if (issue.old_price !== undefined && issue.new_price !== undefined)
        return translate(lang, 'issue.price', {
          name: item,
          old: formatRupees(issue.old_price),
          new: formatRupees(issue.new_price),
        })
      return issue.issue
    case 'quantity_reduced':
      if (issue.old_quantity !== undefined && issue.new_quantity !== undefined)
        return translate(lang, 'issue.quantity', {
          name: item,
          old: String(issue.old_quantity),
          new: String(issue.new_quantity),
          issue: issue.issue,
        })
      return issue.issue
    case 'coupon_removed':
      return issue.issue
    default:
      return name ? `${name}: ${issue.issue}` : issue.issue
  }
}
