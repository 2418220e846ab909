// What each WhatsApp order update says (decision 049), beside the mails' texts (mails.ts). WhatsApp sends a
// business-initiated message only as a template Meta approved: each one below is submitted in WhatsApp Manager
// under its `name`, in English, with this `text` (its {{1}}, {{2}}… filled by `body` at the event) and these
// quick-reply buttons. The outbox stores the template's name and parameters captured when the event happened; the
// stand-in fills the text the same way, so a developer reads what the shopper would.
import { formatPaise } from '#domain/money.ts'
import type { WhatsAppTemplate } from '#server/integrations/whatsapp.ts'
import type { NotificationPayload, OrderFacts } from './payloads.ts'

export interface WhatsAppTemplateText {
  /** the body as approved, with {{n}} placeholders */
  text: string
  /** the quick-reply buttons' labels, in order */
  buttons?: string[]
  /** sample values of {{1}}, {{2}}…: Meta asks for them with the template, and the back office previews with them */
  example: string[]
}

/** The templates the shop asks Meta to approve (the `text` is what is submitted). */
export const WHATSAPP_TEMPLATES = {
  order_confirmed: {
    text: 'Namaste {{1}}, your order {{2}} of {{3}} is confirmed. We pack every order by hand and send you the tracking link when it leaves. Reply STOP to get no more WhatsApp updates.',
    example: ['Asha', 'SN261128-K7Q2M9', '₹1,148.00'],
  },
  order_shipped: {
    text: 'Namaste {{1}}, your order {{2}} has left with {{3}} (waybill {{4}}). Track it here: {{5}}',
    example: [
      'Asha',
      'SN261128-K7Q2M9',
      'Delhivery',
      '1490183274563',
      'https://www.delhivery.com/track/package/1490183274563',
    ],
  },
  order_delivered: {
    text: 'Namaste {{1}}, your order {{2}} was delivered. We hope you enjoy it: tell us how it was on the product pages.',
    example: ['Asha', 'SN261128-K7Q2M9'],
  },
  delivery_failed: {
    text: 'Namaste {{1}}, {{2}} could not deliver your order {{3}} today ({{4}}). Please call us or reply to our mail with a better time, address or phone number, and we will ask them to try again.',
    example: ['Asha', 'Delhivery', 'SN261128-K7Q2M9', 'Consignee not available'],
  },
  refund_issued: {
    text: 'Namaste {{1}}, we have refunded {{2}} for your order {{3}} to your original payment method. Banks usually take 5–7 working days to show it in your account.',
    example: ['Asha', '₹349.00', 'SN261128-K7Q2M9'],
  },
  cod_confirmation: {
    text: 'Namaste {{1}}, please confirm your cash-on-delivery order {{2}} of {{3}}. We pack it once you confirm; unconfirmed orders are cancelled after {{4}} hours.',
    buttons: ['Confirm order', 'Cancel order'],
    example: ['Asha', 'SN261128-K7Q2M9', '₹1,148.00', '24'],
  },
  cart_reminder: {
    text: 'Namaste {{1}}, you left {{2}} in your cart at {{3}}. It is waiting for you here: {{4}} Reply STOP to get no more WhatsApp messages.',
    example: [
      'Asha',
      'Moringa Leaf Powder 250g × 1',
      'Surya Naturals',
      'https://shop.example/cart?restore=5f1c…',
    ],
  },
} as const satisfies Record<string, WhatsAppTemplateText>

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES

/** The templates as the back office previews them: each as submitted, and as a shopper reads it with its example. */
export function whatsappTemplatePreviews() {
  return Object.entries(WHATSAPP_TEMPLATES as Record<string, WhatsAppTemplateText>).map(([name, t]) => ({
    name,
    text: t.text,
    buttons: t.buttons ?? [],
    example: t.example,
    preview: fillTemplate(name, t.example),
  }))
}

/** The outbox payload of a WhatsApp message: the template and its parameters, captured at the event. */
export interface WhatsAppPayload {
  kind: 'whatsapp'
  template: WhatsAppTemplateName
  body: string[]
  quickReplies?: string[]
}

/** The text a template message reads as (the stand-in's record, the back office). */
export function fillTemplate(name: string, body: string[]): string {
  const t = (WHATSAPP_TEMPLATES as Record<string, WhatsAppTemplateText>)[name]
  if (!t) return body.join(' · ')
  return t.text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => body[Number(n) - 1] ?? '')
}

const first = (o: OrderFacts) => o.firstName || 'there'

/**
 * The WhatsApp message that goes with an order mail, or none: confirmed, shipped, delivered, a failed delivery
 * (decision 046 amended), refund issued (a
 * cancellation that refunds, or a refund); a cash order waiting for its confirmation gets the COD template instead
 * of the confirmation (`cod` carries its buttons' payloads and the hours it waits).
 */
export function whatsappFor(
  p: NotificationPayload,
  cod?: { confirm: string; cancel: string; hours: number },
): WhatsAppPayload | undefined {
  if (p.kind === 'back_in_stock' || p.kind === 'batch_recall' || p.kind === 'cart_reminder') return undefined
  const o = p.order
  switch (p.kind) {
    case 'order_confirmed':
      if (cod)
        return {
          kind: 'whatsapp',
          template: 'cod_confirmation',
          body: [first(o), o.id, formatPaise(o.totalPaise), String(cod.hours)],
          quickReplies: [cod.confirm, cod.cancel],
        }
      return {
        kind: 'whatsapp',
        template: 'order_confirmed',
        body: [first(o), o.id, formatPaise(o.totalPaise)],
      }
    case 'order_shipped':
      return {
        kind: 'whatsapp',
        template: 'order_shipped',
        body: [first(o), o.id, p.carrier, p.waybill || '—', p.trackingUrl ?? 'your order page on our shop'],
      }
    case 'order_delivered':
      return { kind: 'whatsapp', template: 'order_delivered', body: [first(o), o.id] }
    case 'order_delivery_failed':
      return {
        kind: 'whatsapp',
        template: 'delivery_failed',
        body: [first(o), p.carrier, o.id, p.reason],
      }
    case 'order_cancelled':
      return p.refundPaise > 0
        ? {
            kind: 'whatsapp',
            template: 'refund_issued',
            body: [first(o), formatPaise(p.refundPaise), o.id],
          }
        : undefined
    case 'payment_refunded':
      return {
        kind: 'whatsapp',
        template: 'refund_issued',
        body: [first(o), formatPaise(p.amountPaise), o.id],
      }
    default:
      return undefined
  }
}

/** The Cloud API's template message of an outbox payload, in the configured language. */
export function toTemplate(p: WhatsAppPayload, language: string): WhatsAppTemplate {
  return { name: p.template, language, body: p.body, quickReplies: p.quickReplies }
}
