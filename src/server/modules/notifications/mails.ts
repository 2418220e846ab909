// What each shopper notification says. The payload is captured when the event happens (decision 024); the mail is
// rendered from it when it is sent, in the shop's layout, with the shop's name and contact from the settings.
// Transactional mail: no unsubscribe link (the newsletter keeps its own). An order's mail is written in the order's
// language (decision 060): its words are in mail-texts/, English the reference.
import { isLanguage, localisedPath } from '#domain/languages.ts'
import { formatPaise } from '#domain/money.ts'
import { PAYMENT_METHODS, type PaymentMethod, paymentMethodLabel } from '#domain/payment-methods.ts'
import type { Config } from '#server/config.ts'
import { renderActionMail } from '#server/integrations/mail-templates.ts'
import type { DocumentLinks } from './document-links.ts'
import { addressTable, itemsTable, returnedTable, shippingModeOf, totalsTable } from './mail-tables.ts'
import { type MailTextKey, type MailWords, mailWords } from './mail-texts/index.ts'
import type { NotificationPayload, OrderFacts, RenderedMail, ReturnedItem } from './payloads.ts'

export type {
  IssuedCreditNote,
  NotificationKind,
  NotificationPayload,
  OrderFacts,
  RefundMailReason,
  RenderedMail,
  ReturnedItem,
} from './payloads.ts'

/** 'Mon, 30 Nov' or 'Thu, 27 Nov – Sat, 29 Nov': the dates checkout promised, as it said them (in the mail's language). */
export function promisedDates(o: OrderFacts, w: MailWords = mailWords('en')): string | null {
  if (!o.promised) return null
  return o.promised.from === o.promised.to
    ? w.day(o.promised.from)
    : `${w.day(o.promised.from)} – ${w.day(o.promised.to)}`
}

/** 'It should reach you by Mon, 30 Nov, as promised at checkout.' (or between two days) */
const reachesYou = (o: OrderFacts, w: MailWords) => {
  if (!o.promised) return null
  return o.promised.from === o.promised.to
    ? w.t('reachesBy', { date: w.day(o.promised.from) })
    : w.t('reachesBetween', { from: w.day(o.promised.from), to: w.day(o.promised.to) })
}

const METHOD_KEYS: Record<PaymentMethod, MailTextKey> = {
  online: 'methodOnline',
  card: 'methodCard',
  upi: 'methodUpi',
  netbanking: 'methodNetbanking',
  wallet: 'methodWallet',
  emi: 'methodEmi',
  paylater: 'methodPaylater',
  cod: 'methodCod',
}
const isPaymentMethod = (m: string): m is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(m)

/** How the order was paid, in the mail's language: 'UPI · as•••@okhdfc', 'कार्ड · Visa •••• 4242'. */
function methodOf(w: MailWords, method: string, detail: string | null): string {
  if (w.lang === 'en' || !isPaymentMethod(method)) return paymentMethodLabel(method, detail)
  const name = w.t(METHOD_KEYS[method])
  return detail ? `${name} · ${detail}` : name
}

/**
 * The order as its mail shows it: each product's name in the mail's language where the catalogue has one
 * (decision 059, read when the mail is made), else as it was sold.
 */
function localised<T extends { productId: number; name: string }>(
  items: T[],
  names: ReadonlyMap<number, string> | undefined,
): T[] {
  if (!names || names.size === 0) return items
  return items.map((i) => {
    const name = names.get(i.productId)
    return name ? { ...i, name } : i
  })
}

/** Which order mails carry the invoice PDF: the one that issues it (paid online: the confirmation; cash: shipped). */
export function carriesInvoice(p: NotificationPayload): boolean {
  if (p.kind === 'order_confirmed') return p.order.paymentMethod !== 'cod' && !!p.order.invoicePath
  if (p.kind === 'order_shipped') return p.order.paymentMethod === 'cod' && !!p.order.invoicePath
  return false
}

/** The language a notification's mail is written in: an order's in the order's (decision 060), the others in the shopper's (their payload's). */
export function notificationLanguage(p: NotificationPayload): string | undefined {
  return 'order' in p ? p.order.language : 'language' in p ? p.language : undefined
}

/** Renders a notification's mail with the shop's settings now (its language's texts loaded first: loadMailWords). */
export function renderNotification(
  p: NotificationPayload,
  ctx: {
    shop: Config['shop']
    publicUrl: string
    /** signs invoice and credit-note links so they open without signing in; without it, the shop's own paths */
    links?: DocumentLinks
    /** the invoice PDF goes with this mail as an attachment */
    invoiceAttached?: boolean
    /** the windows the shop promises, from the owner's settings (decision 043): the same figures as its pages */
    promises?: { return_window_days: number; cancellation_window_hours: number }
    /**
     * the order's products' names in its language (decision 060), by product id: read from the catalogue's
     * translations when the mail is made; a product without one keeps the name it was sold under
     */
    names?: ReadonlyMap<number, string>
  },
): RenderedMail {
  const { shop } = ctx
  const base = ctx.publicUrl.replace(/\/$/, '')
  const language = notificationLanguage(p)
  const w = mailWords(language)
  /** a storefront address in the mail's language (decision 058) */
  const page = (path: string) =>
    `${base}${language && isLanguage(language) ? localisedPath(language, path) : path}`
  /** a product's name in the mail's language, as the catalogue has it now */
  const named = (productId: number | undefined, name: string) =>
    (productId !== undefined && ctx.names?.get(productId)) || name
  const contact = w.t('contact', {
    email: shop.email,
    phone: shop.phone,
    hours: shop.hours,
    whatsapp: shop.whatsapp,
  })
  const footer = w.t('footer', { shop: shop.name, address: shop.address })
  const mail = (
    subject: string,
    content: Omit<Parameters<typeof renderActionMail>[0], 'shopName' | 'footer' | 'footnote'> & {
      footnote?: string
    },
    links: Record<string, string>,
  ): RenderedMail => {
    const { html, text } = renderActionMail({
      shopName: shop.name,
      footer,
      ...content,
      footnote: [content.footnote, contact].filter(Boolean).join(' '),
      ...(w.lang === 'en' ? {} : { lang: w.htmlLang, buttonFallback: w.t('buttonFallback') }),
    })
    return { subject, html, text, links }
  }

  if (p.kind === 'batch_recall') {
    const ordersUrl = page('/orders')
    const product = named(p.productId, p.productName)
    const ids = p.orders.join(', ')
    return mail(
      w.t('recallSubject', { product, size: p.size, lot: p.lot }),
      {
        heading: w.t('recallHeading', { product, size: p.size, lot: p.lot }),
        paragraphs: [
          w.t('recallBody', {
            orders: w.t(p.orders.length === 1 ? 'recallOrder' : 'recallOrders', { ids }),
            product,
            size: p.size,
            lot: p.lot,
            best: p.bestBefore,
          }),
          ...(p.message ? [p.message] : []),
          w.t('recallRemedy'),
        ],
        action: { label: w.t('recallAction'), url: ordersUrl },
      },
      { orders: ordersUrl },
    )
  }

  if (p.kind === 'cart_reminder') {
    const { html, text } = renderActionMail({
      shopName: shop.name,
      heading: w.t('cartReminderHeading'),
      paragraphs: [
        p.firstName && p.firstName !== 'there'
          ? w.t('cartReminderBody', { name: p.firstName, shop: shop.name })
          : w.t('cartReminderBodyNoName', { shop: shop.name }),
      ],
      tables: [
        {
          rows: p.items.map((i) => ({
            label: `${named(i.productId, i.name)}${i.size ? ` (${i.size})` : ''} × ${i.quantity}`,
            value: i.price,
          })),
        },
      ],
      action: { label: w.t('cartReminderAction'), url: p.restoreUrl },
      footnote: w.t('cartReminderFootnote', { url: p.unsubscribeUrl }),
      footer: `${shop.name} · ${shop.address}.`,
      ...(w.lang === 'en' ? {} : { lang: w.htmlLang, buttonFallback: w.t('buttonFallback') }),
    })
    return {
      subject: w.t('cartReminderSubject'),
      html,
      text,
      links: { cart: p.restoreUrl, unsubscribe: p.unsubscribeUrl },
      // RFC 2369 and RFC 8058: mail apps offer their own unsubscribe, done in one tap by a POST to the link.
      headers: {
        'List-Unsubscribe': `<${p.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }
  }

  if (p.kind === 'back_in_stock') {
    const url = page(`/product/${p.productId}`)
    const product = named(p.productId, p.productName)
    const { html, text } = renderActionMail({
      shopName: shop.name,
      heading: w.t('backInStockSubject', { product }),
      paragraphs: [w.t('backInStockBody', { product }), w.t('backInStockLimited')],
      action: { label: w.t('backInStockAction', { product }), url },
      footnote: w.t('backInStockFootnote'),
      ...(w.lang === 'en' ? {} : { lang: w.htmlLang, buttonFallback: w.t('buttonFallback') }),
    })
    return { subject: w.t('backInStockSubject', { product }), html, text, links: { product: url } }
  }

  const o: OrderFacts = { ...p.order, items: localised(p.order.items, ctx.names) }
  const t = w.t
  const orderUrl = o.privateLink ?? page(`/orders/${o.id}`)
  const invoiceUrl = !o.invoicePath
    ? null
    : ctx.links
      ? ctx.links.sign({ kind: 'invoice', orderId: o.id })
      : `${base}${o.invoicePath}`
  const creditNoteLink = (n: { seq: number; number: string } | null | undefined) =>
    n
      ? {
          label: t('creditNoteLink', { number: n.number, id: o.id }),
          url: ctx.links
            ? ctx.links.sign({ kind: 'credit-note', orderId: o.id, seq: n.seq })
            : `${base}/api/v1/orders/${o.id}/credit-notes/${n.seq}`,
        }
      : null
  const invoiceLabel = t(ctx.invoiceAttached ? 'invoiceLinkAttached' : 'invoiceLink', { id: o.id })
  const linkDays = (what: 'invoice' | 'credit note') =>
    ctx.links
      ? t(what === 'invoice' ? 'invoiceLinkDays' : 'creditNoteLinkDays', { days: ctx.links.days })
      : undefined
  const promised = promisedDates(o, w)
  const reaches = reachesYou(o, w)
  const method = methodOf(w, o.paymentMethod, o.paymentDetail)
  const hello = o.firstName ? t('hello', { name: o.firstName }) : t('helloNoName')
  const viewOrder = { label: t('viewOrder'), url: orderUrl }
  const keepCash = () => t('keepCashReady', { amount: formatPaise(o.totalPaise) })
  const returned = (items: ReturnedItem[]) => localised(items, ctx.names)

  switch (p.kind) {
    case 'order_confirmed': {
      const cod = o.paymentMethod === 'cod'
      const amount = formatPaise(o.totalPaise)
      return mail(
        t('confirmedSubject', { id: o.id }),
        {
          heading: cod ? t('placedHeading') : t('confirmedHeading'),
          paragraphs: [
            hello,
            cod ? t('codPlaced', { id: o.id, amount }) : t('paymentReceived', { amount, method, id: o.id }),
            t('packByHand'),
            ...(reaches ? [reaches] : []),
            ...(ctx.promises
              ? [
                  t('changedMind', {
                    hours: ctx.promises.cancellation_window_hours,
                    days: ctx.promises.return_window_days,
                    url: `${base}/returns`,
                  }),
                ]
              : []),
          ],
          tables: [
            ...(promised
              ? [
                  {
                    heading: t('deliveryHeading'),
                    rows: [
                      { label: t('expectedDelivery'), value: promised, strong: true },
                      { label: t('shipping'), value: shippingModeOf(w, o.shippingMode) },
                    ],
                  },
                ]
              : []),
            itemsTable(o, w),
            totalsTable(o, !cod, w),
            addressTable(o, w),
          ],
          links: invoiceUrl ? [{ label: invoiceLabel, url: invoiceUrl }] : [],
          footnote: invoiceUrl ? linkDays('invoice') : undefined,
          action: viewOrder,
        },
        { order: orderUrl, ...(invoiceUrl ? { invoice: invoiceUrl } : {}) },
      )
    }
    case 'payment_failed': {
      const until = p.payableUntil ? w.moment(new Date(p.payableUntil)) : null
      return mail(
        t('paymentFailedSubject', { id: o.id }),
        {
          heading: t('paymentFailedHeading'),
          paragraphs: [
            hello,
            t('paymentFailedBody', { amount: formatPaise(o.totalPaise), id: o.id }),
            until ? t('heldUntil', { time: until }) : t('payAgain'),
          ],
          tables: [itemsTable(o, w)],
          action: { label: t('payAction'), url: orderUrl },
        },
        { order: orderUrl },
      )
    }
    case 'order_expired':
      return mail(
        t('expiredSubject', { id: o.id }),
        {
          heading: t('expiredHeading'),
          paragraphs: [hello, t('expiredBody', { id: o.id }), t('expiredCart')],
          tables: [itemsTable(o, w)],
          action: { label: t('goToCart'), url: `${base}/cart` },
        },
        { order: orderUrl, cart: page('/cart') },
      )
    case 'order_shipped': {
      const cod = o.paymentMethod === 'cod'
      const track = p.trackingUrl ?? orderUrl
      return mail(
        t('shippedSubject', { id: o.id }),
        {
          heading: t('shippedHeading'),
          paragraphs: [
            hello,
            t('shippedBody', { id: o.id, carrier: p.carrier, waybill: p.waybill }),
            ...(reaches ? [reaches] : []),
            ...(cod ? [keepCash()] : []),
          ],
          tables: [
            {
              heading: t('shipmentHeading'),
              rows: [
                ...(promised ? [{ label: t('expectedDelivery'), value: promised, strong: true }] : []),
                { label: t('carrier'), value: p.carrier },
                { label: t('waybill'), value: p.waybill },
                ...(p.trackingUrl ? [{ label: t('tracking'), value: p.trackingUrl }] : []),
              ],
            },
            itemsTable(o, w),
            addressTable(o, w),
          ],
          links: cod && invoiceUrl ? [{ label: invoiceLabel, url: invoiceUrl }] : [],
          footnote: cod && invoiceUrl ? linkDays('invoice') : undefined,
          action: { label: t('trackParcel'), url: track },
        },
        {
          order: orderUrl,
          ...(p.trackingUrl ? { tracking: p.trackingUrl } : {}),
          ...(cod && invoiceUrl ? { invoice: invoiceUrl } : {}),
        },
      )
    }
    case 'order_out_for_delivery':
      return mail(
        t('outSubject', { id: o.id }),
        {
          heading: t('outHeading'),
          paragraphs: [
            hello,
            t('outBody', { id: o.id, carrier: p.carrier }),
            ...(o.paymentMethod === 'cod' ? [keepCash()] : []),
          ],
          tables: [itemsTable(o, w), addressTable(o, w)],
          action: p.trackingUrl ? { label: t('trackParcel'), url: p.trackingUrl } : viewOrder,
        },
        { order: orderUrl, ...(p.trackingUrl ? { tracking: p.trackingUrl } : {}) },
      )
    case 'order_delivery_failed':
      return mail(
        t('failedSubject', { id: o.id }),
        {
          heading: t('failedHeading'),
          paragraphs: [
            hello,
            t('failedBody', { carrier: p.carrier, id: o.id, reason: p.reason }),
            t('failedAsk', { carrier: p.carrier }),
            ...(o.paymentMethod === 'cod' ? [keepCash()] : []),
          ],
          tables: [addressTable(o, w), itemsTable(o, w)],
          action: viewOrder,
        },
        { order: orderUrl },
      )
    case 'order_delivered': {
      const reviews = o.items.map((i) => ({
        label: t('reviewLink', { name: i.name }),
        url: `${base}/product/${i.productId}#reviews`,
      }))
      return mail(
        t('deliveredSubject', { id: o.id }),
        {
          heading: t('deliveredHeading'),
          paragraphs: [hello, t('deliveredBody', { id: o.id }), t('deliveredAsk')],
          links: reviews,
          footnote: t('damaged'),
          action: viewOrder,
        },
        {
          order: orderUrl,
          ...Object.fromEntries(o.items.map((i, n) => [`review:${i.productId}`, reviews[n]!.url])),
        },
      )
    }
    case 'order_cancelled': {
      const refunded = p.refundPaise > 0
      const note = creditNoteLink(p.creditNote)
      const lines = [
        hello,
        p.returned
          ? t('cancelledReturned', { id: o.id })
          : p.by === 'staff'
            ? p.reason
              ? t('cancelledByUsBecause', { id: o.id, reason: p.reason.replace(/[.!?]?$/, '.') })
              : t('cancelledByUs', { id: o.id })
            : t('cancelledByYou', { id: o.id }),
        refunded
          ? t('refundStarted', { amount: formatPaise(p.refundPaise), method })
          : o.paymentMethod === 'cod'
            ? t('nothingDueCod')
            : t('nothingCharged'),
      ]
      return mail(
        refunded ? t('cancelledRefundedSubject', { id: o.id }) : t('cancelledSubject', { id: o.id }),
        {
          heading: refunded ? t('cancelledRefundedHeading') : t('cancelledHeading'),
          paragraphs: lines,
          tables: [
            ...(refunded
              ? [
                  {
                    heading: t('refundHeading'),
                    rows: [
                      { label: t('amount'), value: formatPaise(p.refundPaise), strong: true },
                      { label: t('refundTo'), value: method },
                      {
                        label: t('reason'),
                        value: p.returned
                          ? t('returnedByCourier')
                          : p.by === 'staff'
                            ? (p.reason ?? t('cancelledByUsShort'))
                            : t('cancelledAtRequest'),
                      },
                    ],
                  },
                ]
              : []),
            returnedTable(
              t('cancelledItems'),
              o.items.map((i) => ({ ...i })),
              w,
            ),
          ],
          links: note ? [note] : [],
          footnote: note ? linkDays('credit note') : undefined,
          action: viewOrder,
        },
        { order: orderUrl, ...(note ? { creditNote: note.url } : {}) },
      )
    }
    case 'payment_refunded': {
      const amount = formatPaise(p.amountPaise)
      const why =
        p.reason === 'late_payment'
          ? t('refundLate', { amount, id: o.id })
          : p.reason === 'amount_mismatch'
            ? t('refundMismatch', { amount, id: o.id })
            : p.reason === 'duplicate_payment'
              ? t('refundDuplicate', { id: o.id, amount })
              : t('refundPartial', { amount, id: o.id })
      const note = creditNoteLink(p.creditNote)
      const items = returned(p.items ?? [])
      return mail(
        t('refundSubject', { amount, id: o.id }),
        {
          heading: t('refundedHeading'),
          paragraphs: [hello, why, t('refundGoesBack')],
          tables: [
            {
              rows: [
                { label: t('refundHeading'), value: amount, strong: true },
                ...(p.staffReason ? [{ label: t('reason'), value: p.staffReason }] : []),
              ],
            },
            ...(items.length > 0 ? [returnedTable(t('refundedItems'), items, w)] : []),
          ],
          links: note ? [note] : [],
          footnote: note ? linkDays('credit note') : undefined,
          action: viewOrder,
        },
        { order: orderUrl, ...(note ? { creditNote: note.url } : {}) },
      )
    }
    case 'order_return': {
      // a shopper's return (decision 056): one mail per step, the units it names
      const items = [returnedTable(t('returnItems'), returned(p.items), w)]
      const id = o.id
      const subject: Record<typeof p.step, string> = {
        requested: t('returnRequestedSubject', { id }),
        approved: t('returnApprovedSubject', { id }),
        refused: t('returnRefusedSubject', { id }),
        received: t('returnReceivedSubject', { id }),
        refunded: t('returnRefundedSubject', { id }),
      }
      const amount = p.amountPaise !== undefined ? formatPaise(p.amountPaise) : ''
      const said: Record<typeof p.step, string[]> = {
        requested: [t('returnRequestedBody', { id })],
        approved: [
          p.awb ? t('returnApprovedBodyWaybill', { id, awb: p.awb }) : t('returnApprovedBody', { id }),
        ],
        refused: [
          t('returnRefusedBody', { id }),
          ...(p.refusalReason ? [t('returnRefusedReason', { reason: p.refusalReason })] : []),
          t('returnRefusedMistake'),
        ],
        received: [t('returnReceivedBody', { id })],
        refunded: [
          p.refundTo
            ? t('returnRefundedTo', { amount, id, to: p.refundTo })
            : t('returnRefundedOriginal', { amount, id }),
        ],
      }
      const note = creditNoteLink(p.creditNote ?? null)
      return mail(
        subject[p.step],
        {
          heading: t(RETURN_HEADINGS[p.step]),
          paragraphs: [hello, ...said[p.step]],
          tables:
            p.step === 'refunded'
              ? [{ rows: [{ label: t('refundHeading'), value: amount, strong: true }] }, ...items]
              : items,
          links: note ? [note] : [],
          footnote: note ? linkDays('credit note') : undefined,
          action: viewOrder,
        },
        { order: orderUrl, ...(note ? { creditNote: note.url } : {}) },
      )
    }
  }
}

const RETURN_HEADINGS = {
  requested: 'returnRequestedHeading',
  approved: 'returnApprovedHeading',
  refused: 'returnRefusedHeading',
  received: 'returnReceivedHeading',
  refunded: 'returnRefundedHeading',
} as const satisfies Record<string, MailTextKey>
