// The WhatsApp message of an order event (decision 049): which approved template, in which language, with which
// parameters. What each template says, in every language, is in whatsapp-texts.ts: sending names a template and
// fills its parameters, and Meta holds the words, so the server loads those texts only when it shows them (the
// back office's previews, the stand-in's record; decision 027).
import { formatPaise } from '#domain/money.ts'
import type { WhatsAppTemplate } from '#server/integrations/whatsapp.ts'
import type { NotificationPayload, OrderFacts } from './payloads.ts'
import type { WhatsAppTemplateName } from './whatsapp-texts.ts'

/** The languages the templates are submitted in besides English (Meta's language codes). */
export const WHATSAPP_LANGUAGES = ['hi', 'te', 'ta', 'kn', 'ml'] as const
export type WhatsAppLanguage = (typeof WHATSAPP_LANGUAGES)[number]

/** Words the shop puts into a template's parameters itself, per language. */
const FILLER = {
  en: { there: 'there', orderPage: 'your order page on our shop' },
  hi: { there: 'जी', orderPage: 'हमारी दुकान पर आपके ऑर्डर का पेज' },
  te: { there: 'అండి', orderPage: 'మా షాప్‌లో మీ ఆర్డర్ పేజీ' },
  ta: { there: 'நண்பரே', orderPage: 'எங்கள் கடையில் உங்கள் ஆர்டர் பக்கம்' },
  kn: { there: 'ಸ್ನೇಹಿತರೇ', orderPage: 'ನಮ್ಮ ಅಂಗಡಿಯಲ್ಲಿ ನಿಮ್ಮ ಆರ್ಡರ್ ಪುಟ' },
  ml: { there: 'സുഹൃത്തേ', orderPage: 'ഞങ്ങളുടെ ഷോപ്പിലെ നിങ്ങളുടെ ഓർഡർ പേജ്' },
} as const

/** The outbox payload of a WhatsApp message: the template, its language and its parameters, captured at the event. */
export interface WhatsAppPayload {
  kind: 'whatsapp'
  template: WhatsAppTemplateName
  body: string[]
  quickReplies?: string[]
  /**
   * the template's language when it is one of its translations (decision 060): the order's; absent (the shop's
   * configured language, English) for every other order and on rows written before
   */
  language?: WhatsAppLanguage
}

/** The language of a template an order's message is sent in: the order's when the template has it, else none. */
export function whatsappLanguageOf(language: string | undefined): WhatsAppLanguage | undefined {
  return WHATSAPP_LANGUAGES.find((l) => l === language)
}

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
  const language = whatsappLanguageOf(o.language)
  const said = FILLER[language ?? 'en']
  const first = (o: OrderFacts) => o.firstName || said.there
  const message = ((): WhatsAppPayload | undefined => {
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
          body: [first(o), o.id, p.carrier, p.waybill || '—', p.trackingUrl ?? said.orderPage],
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
  })()
  // in the order's language when its templates are written in it (decision 060)
  return message && language ? { ...message, language } : message
}

/**
 * The Cloud API's template message of an outbox payload: in its own language (one of WHATSAPP_LANGUAGES, decision 060) when
 * it has one, else in the configured language (WHATSAPP_TEMPLATE_LANGUAGE, English).
 */
export function toTemplate(p: WhatsAppPayload, language: string): WhatsAppTemplate {
  return { name: p.template, language: p.language ?? language, body: p.body, quickReplies: p.quickReplies }
}
