import { Fragment, type ReactNode } from 'react'
import type { Settings } from '#domain/contracts/content.ts'
import { rupeesShort } from '#domain/free-shipping.ts'
import { Link } from '#web/lib/router.tsx'
import { paiseOf } from '#web/lib/wire-money.ts'
import { cn } from '#web/ui/cn.ts'

/**
 * Static page text is data, with two small marks: `[label](/path)` for a link and `{token}` for a shop
 * setting (the brand's name and contact details are settings, so a real brand can put in its own).
 */
export type TextTokens = {
  shop: string
  email: string
  phone: string
  whatsapp: string
  address: string
  hours: string
  gstin: string
  fssai: string
  /** the free-shipping threshold, '₹500' */
  freeShipping: string
}

/** Until settings arrive (or if they fail) the text reads naturally without them. */
const FALLBACK_TOKENS: TextTokens = {
  shop: 'Surya Naturals',
  email: 'our customer care email (see the Contact page)',
  phone: 'our customer care number (see the Contact page)',
  whatsapp: 'our WhatsApp number (see the Contact page)',
  address: 'our registered office (see the Contact page)',
  hours: 'business hours',
  gstin: 'shown on every invoice',
  fssai: 'printed on every pack',
  freeShipping: 'the amount shown at checkout',
}

export function readTextTokens(settings: Settings | undefined): TextTokens {
  if (!settings) return FALLBACK_TOKENS
  return {
    shop: settings.shop_name,
    email: settings.contact.email,
    phone: settings.contact.phone,
    whatsapp: settings.contact.whatsapp,
    address: settings.contact.address,
    hours: settings.contact.hours,
    gstin: settings.gstin,
    fssai: settings.fssai_license,
    freeShipping: rupeesShort(paiseOf(settings.free_shipping_threshold)),
  }
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`
}

const linkClass =
  'font-medium text-leaf underline decoration-leaf/40 underline-offset-2 hover:decoration-leaf'
const MARKS = /\[([^\]]+)\]\(([^)\s]+)\)|\{(\w+)\}/g

export function RichText({ text, tokens }: { text: string; tokens: TextTokens }): ReactNode {
  const out: ReactNode[] = []
  let last = 0
  for (const m of text.matchAll(MARKS)) {
    const at = m.index ?? 0
    if (at > last) out.push(text.slice(last, at))
    const [whole, label, href, token] = m
    if (label && href) {
      out.push(
        href.startsWith('/') ? (
          <Link key={at} to={href} className={linkClass}>
            {label}
          </Link>
        ) : (
          <a key={at} href={href} className={linkClass}>
            {label}
          </a>
        ),
      )
    } else if (token && token in tokens) {
      const value = tokens[token as keyof TextTokens]
      const isReal = value !== FALLBACK_TOKENS[token as keyof TextTokens]
      if (token === 'email' && isReal)
        out.push(
          <a key={at} href={`mailto:${value}`} className={linkClass}>
            {value}
          </a>,
        )
      else if (token === 'phone' && isReal)
        out.push(
          <a key={at} href={telHref(value)} className={cn('tabular whitespace-nowrap', linkClass)}>
            {value}
          </a>,
        )
      else out.push(<Fragment key={at}>{value}</Fragment>)
    } else out.push(whole)
    last = at + whole.length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}
