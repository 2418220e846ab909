// What each shopper notification says. The payload is captured when the event happens (decision 024); the mail is
// rendered from it when it is sent, in the shop's layout, with the shop's name and contact from the settings.
// Transactional mail: no unsubscribe link (the newsletter keeps its own).
import { formatDeliveryDay } from '#domain/delivery-promise.ts'
import { formatPaise } from '#domain/money.ts'
import { paymentMethodLabel } from '#domain/payment-methods.ts'
import type { Config } from '#server/config.ts'
import { renderActionMail } from '#server/integrations/mail-templates.ts'
import type { DocumentLinks } from './document-links.ts'
import { addressTable, itemsTable, returnedTable, totalsTable } from './mail-tables.ts'
import type { NotificationPayload, OrderFacts, RenderedMail } from './payloads.ts'

export type {
  IssuedCreditNote,
  NotificationKind,
  NotificationPayload,
  OrderFacts,
  RefundMailReason,
  RenderedMail,
  ReturnedItem,
} from './payloads.ts'

/** The shop's own words on how long a refund takes to show (as the cancel dialog says it). */
export const BANK_TIME = 'Banks usually take 5–7 working days to show it in your account.'

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
})
/** 'Mon, 30 Nov' or 'Thu, 27 Nov – Sat, 29 Nov': the dates checkout promised, as it said them. */
export function promisedDates(o: OrderFacts): string | null {
  if (!o.promised) return null
  const day = (iso: string) => formatDeliveryDay(new Date(`${iso}T00:00:00Z`))
  return o.promised.from === o.promised.to
    ? day(o.promised.from)
    : `${day(o.promised.from)} – ${day(o.promised.to)}`
}

/** 'It should reach you by Mon, 30 Nov, as promised at checkout.' (or between two days) */
const reachesYou = (promised: string) =>
  promised.includes(' – ')
    ? `It should reach you between ${promised.replace(' – ', ' and ')}, as promised at checkout.`
    : `It should reach you by ${promised}, as promised at checkout.`

/** Which order mails carry the invoice PDF: the one that issues it (paid online: the confirmation; cash: shipped). */
export function carriesInvoice(p: NotificationPayload): boolean {
  if (p.kind === 'order_confirmed') return p.order.paymentMethod !== 'cod' && !!p.order.invoicePath
  if (p.kind === 'order_shipped') return p.order.paymentMethod === 'cod' && !!p.order.invoicePath
  return false
}

/** Renders a notification's mail with the shop's settings now. */
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
  },
): RenderedMail {
  const { shop } = ctx
  const base = ctx.publicUrl.replace(/\/$/, '')
  const contact = `Questions? Write to ${shop.email} or call ${shop.phone} (${shop.hours}); WhatsApp ${shop.whatsapp}.`
  const footer = `${shop.name} · ${shop.address}. A message about your order, sent to every shopper whatever their newsletter choice.`
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
    })
    return { subject, html, text, links }
  }

  if (p.kind === 'batch_recall') {
    const ordersUrl = `${base}/orders`
    const orderWords = p.orders.length === 1 ? `order ${p.orders[0]}` : `orders ${p.orders.join(', ')}`
    return mail(
      `Recall: ${p.productName} ${p.size}, batch ${p.lot}`,
      {
        heading: `Please stop using ${p.productName} ${p.size}, batch ${p.lot}`,
        paragraphs: [
          `Your ${orderWords} included ${p.productName} (${p.size}) from batch ${p.lot}, best before ${p.bestBefore}. We are recalling this batch. The batch number is printed on the pack, next to the best-before date.`,
          ...(p.message ? [p.message] : []),
          'We will refund or replace it: reply to this mail or contact us, and keep the pack until we reply.',
        ],
        action: { label: 'See your orders', url: ordersUrl },
      },
      { orders: ordersUrl },
    )
  }

  if (p.kind === 'cart_reminder') {
    const { html, text } = renderActionMail({
      shopName: shop.name,
      heading: 'Your cart is waiting for you',
      paragraphs: [
        `Namaste ${p.firstName}, you left these in your cart at ${shop.name}. They are not held for you: stock goes to whoever pays first.`,
      ],
      tables: [
        {
          rows: p.items.map((i) => ({
            label: `${i.name}${i.size ? ` (${i.size})` : ''} × ${i.quantity}`,
            value: i.price,
          })),
        },
      ],
      action: { label: 'Open my cart', url: p.restoreUrl },
      footnote: `You get this because you asked for cart reminders in your profile; at most two for one cart. Stop them in one step: ${p.unsubscribeUrl}`,
      footer: `${shop.name} · ${shop.address}.`,
    })
    return {
      subject: 'You left something in your cart',
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
    const url = `${base}/product/${p.productId}`
    const { html, text } = renderActionMail({
      shopName: shop.name,
      heading: `${p.productName} is back in stock`,
      paragraphs: [
        `You asked us to tell you when ${p.productName} was back. It is, freshly packed from this season's harvest.`,
        'Stock is limited; it is not held for you until it is in your cart and paid for.',
      ],
      action: { label: `Shop ${p.productName}`, url },
      footnote:
        'You get this once, because you asked on our product page. We will not email you about it again.',
    })
    return { subject: `${p.productName} is back in stock`, html, text, links: { product: url } }
  }

  const o = p.order
  const orderUrl = o.privateLink ?? `${base}/orders/${o.id}`
  const invoiceUrl = !o.invoicePath
    ? null
    : ctx.links
      ? ctx.links.sign({ kind: 'invoice', orderId: o.id })
      : `${base}${o.invoicePath}`
  const creditNoteLink = (n: { seq: number; number: string } | null | undefined) =>
    n
      ? {
          label: `Credit note ${n.number} for order ${o.id} (PDF)`,
          url: ctx.links
            ? ctx.links.sign({ kind: 'credit-note', orderId: o.id, seq: n.seq })
            : `${base}/api/v1/orders/${o.id}/credit-notes/${n.seq}`,
        }
      : null
  const invoiceLabel = `GST invoice for order ${o.id} (PDF${ctx.invoiceAttached ? ', also attached to this mail' : ''})`
  const linkDays = (what: 'invoice' | 'credit note') =>
    ctx.links
      ? `The ${what} link in this mail opens the PDF without signing in for ${ctx.links.days} days; after that, download it from your order.`
      : undefined
  const promised = promisedDates(o)
  const method = paymentMethodLabel(o.paymentMethod, o.paymentDetail)
  const hello = `Namaste ${o.firstName || 'there'},`
  const viewOrder = { label: 'View your order', url: orderUrl }

  switch (p.kind) {
    case 'order_confirmed': {
      const cod = o.paymentMethod === 'cod'
      return mail(
        `Your order ${o.id} is confirmed`,
        {
          heading: cod ? 'Your order is placed' : 'Thank you! Your order is confirmed',
          paragraphs: [
            hello,
            cod
              ? `Your order ${o.id} is placed for cash on delivery: please keep ${formatPaise(o.totalPaise)} ready for the courier.`
              : `We have your payment of ${formatPaise(o.totalPaise)} (${method}) for order ${o.id}.`,
            'We pack every order by hand and email you the tracking link when it leaves.',
            ...(promised ? [reachesYou(promised)] : []),
            ...(ctx.promises
              ? [
                  `Changed your mind? You can cancel within ${ctx.promises.cancellation_window_hours} hours of ordering, and return unopened packs within ${ctx.promises.return_window_days} days of delivery (${base}/returns).`,
                ]
              : []),
          ],
          tables: [
            ...(promised
              ? [
                  {
                    heading: 'Delivery',
                    rows: [
                      { label: 'Expected delivery', value: promised, strong: true },
                      { label: 'Shipping', value: o.shippingMode },
                    ],
                  },
                ]
              : []),
            itemsTable(o),
            totalsTable(o, !cod),
            addressTable(o),
          ],
          links: invoiceUrl ? [{ label: invoiceLabel, url: invoiceUrl }] : [],
          footnote: invoiceUrl ? linkDays('invoice') : undefined,
          action: viewOrder,
        },
        { order: orderUrl, ...(invoiceUrl ? { invoice: invoiceUrl } : {}) },
      )
    }
    case 'payment_failed': {
      const until = p.payableUntil ? IST.format(new Date(p.payableUntil)) : null
      return mail(
        `Payment for order ${o.id} did not go through`,
        {
          heading: 'Your payment did not go through',
          paragraphs: [
            hello,
            `The payment of ${formatPaise(o.totalPaise)} for order ${o.id} was not completed. If money left your account, your bank returns it by itself.`,
            until
              ? `Your items are held for you until ${until} IST: you can pay again from your order.`
              : 'You can pay again from your order while it is open.',
          ],
          tables: [itemsTable(o)],
          action: { label: 'Pay for your order', url: orderUrl },
        },
        { order: orderUrl },
      )
    }
    case 'order_expired':
      return mail(
        `Order ${o.id} was not paid and has expired`,
        {
          heading: 'Your order has expired',
          paragraphs: [
            hello,
            `We held the items of order ${o.id} for you, but no payment arrived in time, so the order has expired and the items went back on the shelf. Should a payment for it still reach us, we refund it in full.`,
            'Whatever is still in your cart can be ordered again.',
          ],
          tables: [itemsTable(o)],
          action: { label: 'Go to your cart', url: `${base}/cart` },
        },
        { order: orderUrl, cart: `${base}/cart` },
      )
    case 'order_shipped': {
      const cod = o.paymentMethod === 'cod'
      const track = p.trackingUrl ?? orderUrl
      return mail(
        `Order ${o.id} is on its way`,
        {
          heading: 'Your order is on its way',
          paragraphs: [
            hello,
            `Order ${o.id} has left our unit with ${p.carrier}, waybill ${p.waybill}.`,
            ...(promised ? [reachesYou(promised)] : []),
            ...(cod
              ? [
                  `Please keep ${formatPaise(o.totalPaise)} ready: the courier collects it in cash on delivery.`,
                ]
              : []),
          ],
          tables: [
            {
              heading: 'Shipment',
              rows: [
                ...(promised ? [{ label: 'Expected delivery', value: promised, strong: true }] : []),
                { label: 'Carrier', value: p.carrier },
                { label: 'Waybill', value: p.waybill },
                ...(p.trackingUrl ? [{ label: 'Tracking', value: p.trackingUrl }] : []),
              ],
            },
            itemsTable(o),
            addressTable(o),
          ],
          links: cod && invoiceUrl ? [{ label: invoiceLabel, url: invoiceUrl }] : [],
          footnote: cod && invoiceUrl ? linkDays('invoice') : undefined,
          action: { label: 'Track your parcel', url: track },
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
        `Order ${o.id} is out for delivery today`,
        {
          heading: 'Your order is out for delivery',
          paragraphs: [
            hello,
            `Order ${o.id} is out for delivery with ${p.carrier} today.`,
            ...(o.paymentMethod === 'cod'
              ? [
                  `Please keep ${formatPaise(o.totalPaise)} ready: the courier collects it in cash on delivery.`,
                ]
              : []),
          ],
          tables: [itemsTable(o), addressTable(o)],
          action: p.trackingUrl ? { label: 'Track your parcel', url: p.trackingUrl } : viewOrder,
        },
        { order: orderUrl, ...(p.trackingUrl ? { tracking: p.trackingUrl } : {}) },
      )
    case 'order_delivery_failed':
      return mail(
        `We could not deliver order ${o.id}: please tell us a better time or address`,
        {
          heading: 'We could not deliver your order',
          paragraphs: [
            hello,
            `${p.carrier} tried to deliver order ${o.id} but could not. The courier's reason: ${p.reason}.`,
            'When should we try again, and is the address and phone number below right? Reply to this mail or ' +
              `call us with a better time, address or number, and we will ask ${p.carrier} to try again. If we cannot ` +
              'reach you, the parcel goes back to us after a few attempts.',
            ...(o.paymentMethod === 'cod'
              ? [
                  `Please keep ${formatPaise(o.totalPaise)} ready: the courier collects it in cash on delivery.`,
                ]
              : []),
          ],
          tables: [addressTable(o), itemsTable(o)],
          action: viewOrder,
        },
        { order: orderUrl },
      )
    case 'order_delivered': {
      const reviews = o.items.map((i) => ({
        label: `Review ${i.name}`,
        url: `${base}/product/${i.productId}#reviews`,
      }))
      return mail(
        `Order ${o.id} has been delivered`,
        {
          heading: 'Your order has been delivered',
          paragraphs: [
            hello,
            `Order ${o.id} has been delivered. We hope you enjoy it!`,
            'How did you find it? A few words on the product page help other shoppers choose:',
          ],
          links: reviews,
          footnote: `If anything arrived damaged, tell us within 48 hours with a photo and we will put it right.`,
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
          ? `The courier brought order ${o.id} back to us (it could not be delivered), so the order is cancelled.`
          : p.by === 'staff'
            ? p.reason
              ? `We have cancelled order ${o.id}: ${p.reason.replace(/[.!?]?$/, '.')} If you have a question, reply to this mail or call us.`
              : `We have cancelled order ${o.id}. If you did not expect this, reply to this mail or call us and we will explain.`
            : `Order ${o.id} is cancelled.`,
        refunded
          ? `A refund of ${formatPaise(p.refundPaise)} to your original payment method (${method}) has been started. ${BANK_TIME}`
          : o.paymentMethod === 'cod'
            ? 'Nothing is due: it was to be paid in cash on delivery.'
            : 'Nothing was charged for it.',
      ]
      return mail(
        refunded ? `Order ${o.id} is cancelled and refunded` : `Order ${o.id} is cancelled`,
        {
          heading: refunded ? 'Your order is cancelled and refunded' : 'Your order is cancelled',
          paragraphs: lines,
          tables: [
            ...(refunded
              ? [
                  {
                    heading: 'Refund',
                    rows: [
                      { label: 'Amount', value: formatPaise(p.refundPaise), strong: true },
                      { label: 'To', value: method },
                      {
                        label: 'Reason',
                        value: p.returned
                          ? 'Returned by the courier'
                          : p.by === 'staff'
                            ? (p.reason ?? 'Cancelled by us')
                            : 'Cancelled at your request',
                      },
                    ],
                  },
                ]
              : []),
            returnedTable(
              'Cancelled items',
              o.items.map((i) => ({ ...i })),
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
          ? `Your payment of ${amount} for order ${o.id} arrived after the order was cancelled or had expired, so we have refunded it in full.`
          : p.reason === 'amount_mismatch'
            ? `A payment of ${amount} for order ${o.id} did not match the order total, so we have refunded it in full. The order itself is unchanged.`
            : p.reason === 'duplicate_payment'
              ? `Order ${o.id} needed no further payment, so your payment of ${amount} has been refunded in full.`
              : `We have refunded ${amount} of your payment for order ${o.id}.`
      const note = creditNoteLink(p.creditNote)
      const items = p.items ?? []
      return mail(
        `Refund of ${amount} for order ${o.id}`,
        {
          heading: 'We have refunded your payment',
          paragraphs: [hello, why, `The refund goes to your original payment method. ${BANK_TIME}`],
          tables: [
            {
              rows: [
                { label: 'Refund', value: amount, strong: true },
                ...(p.staffReason ? [{ label: 'Reason', value: p.staffReason }] : []),
              ],
            },
            ...(items.length > 0 ? [returnedTable('Refunded items', items)] : []),
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
      const items = [returnedTable('Items in the return', p.items)]
      const subject: Record<typeof p.step, string> = {
        requested: `We have your return request for order ${o.id}`,
        approved: `Your return for order ${o.id} is approved`,
        refused: `Your return for order ${o.id} was not accepted`,
        received: `We have received your return for order ${o.id}`,
        refunded: `Refund for your return of order ${o.id}`,
      }
      const amount = p.amountPaise !== undefined ? formatPaise(p.amountPaise) : ''
      const said: Record<typeof p.step, string[]> = {
        requested: [
          `We have your request to return items of order ${o.id}. We check it within one business day and tell you by email.`,
        ],
        approved: [
          `Your return for order ${o.id} is approved. We have booked a pickup from the address you confirmed${p.awb ? ` (waybill ${p.awb})` : ''}: please keep the items packed, with the order number on a slip inside.`,
        ],
        refused: [
          `We could not accept your return for order ${o.id}.`,
          ...(p.refusalReason ? [`Our reason: ${p.refusalReason}`] : []),
          'If you think this is a mistake, reply to this email.',
        ],
        received: [
          `Your returned items of order ${o.id} have reached us and been checked. Your refund follows shortly.`,
        ],
        refunded: [
          p.refundTo
            ? `We have sent ${amount} for your return of order ${o.id} to ${p.refundTo}.`
            : `We have refunded ${amount} for your return of order ${o.id} to your original payment method. ${BANK_TIME}`,
        ],
      }
      const note = creditNoteLink(p.creditNote ?? null)
      return mail(
        subject[p.step],
        {
          heading: returnHeadings[p.step],
          paragraphs: [hello, ...said[p.step]],
          tables:
            p.step === 'refunded'
              ? [{ rows: [{ label: 'Refund', value: amount, strong: true }] }, ...items]
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

const returnHeadings = {
  requested: 'Return requested',
  approved: 'Return approved',
  refused: 'Return not accepted',
  received: 'Return received',
  refunded: 'Your return is refunded',
} as const
