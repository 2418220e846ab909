import { formatPaise } from '#domain/money.ts'
import type { MailTable } from '#server/integrations/mail-templates.ts'
import { type MailWords, mailWords } from './mail-texts/index.ts'
import type { OrderFacts, ReturnedItem } from './payloads.ts'

const ENGLISH = mailWords('en')

/** 'Standard' / 'Express' in the mail's language (any other mode as stored). */
export function shippingModeOf(w: MailWords, mode: string): string {
  return mode === 'Standard' ? w.t('modeStandard') : mode === 'Express' ? w.t('modeExpress') : mode
}

/** The tables of an order's mails: its items (each with its pack's size and SKU, decision 048), its totals and where it goes. */
export function itemsTable(o: OrderFacts, w: MailWords = ENGLISH): MailTable {
  return {
    heading: w.t('yourItems'),
    rows: o.items.map((i) => ({
      label: i.sku
        ? w.t('itemLineSku', { name: i.name, size: i.netQuantity, sku: i.sku, quantity: i.quantity })
        : w.t('itemLine', { name: i.name, size: i.netQuantity, quantity: i.quantity }),
      value: formatPaise(i.totalPaise),
    })),
  }
}

export function totalsTable(o: OrderFacts, paid: boolean, w: MailWords = ENGLISH): MailTable {
  const rows: MailTable['rows'] = [{ label: w.t('subtotal'), value: formatPaise(o.subtotalPaise) }]
  if (o.discountPaise > 0)
    rows.push({
      label: o.couponCode ? w.t('discountCode', { code: o.couponCode }) : w.t('discount'),
      value: `−${formatPaise(o.discountPaise)}`,
    })
  rows.push({
    label: w.t('shippingLine', { mode: shippingModeOf(w, o.shippingMode) }),
    value: o.shippingPaise > 0 ? formatPaise(o.shippingPaise) : w.t('free'),
  })
  if (o.codFeePaise > 0) rows.push({ label: w.t('codFee'), value: formatPaise(o.codFeePaise) })
  rows.push({
    label: paid ? w.t('totalPaid') : o.paymentMethod === 'cod' ? w.t('toPayOnDelivery') : w.t('total'),
    value: formatPaise(o.totalPaise),
    strong: true,
  })
  return { rows }
}

export function addressTable(o: OrderFacts, w: MailWords = ENGLISH): MailTable {
  const a = o.address
  return {
    heading: w.t('deliveringTo'),
    rows: [
      { label: `${a.firstName} ${a.lastName}`.trim() },
      { label: a.street },
      { label: `${a.city}, ${a.state} ${a.postalCode}` },
      { label: a.country },
      { label: w.t('mobileLine', { mobile: a.mobile }) },
    ],
  }
}

/** Units given back: each item with its net quantity and how many units. */
export function returnedTable(
  heading: string,
  items: Omit<ReturnedItem, 'productId'>[],
  w: MailWords = ENGLISH,
): MailTable {
  return {
    heading,
    rows: items.map((i) => ({
      label: w.t('returnedLine', { name: i.name, size: i.netQuantity }),
      value: w.t(i.quantity === 1 ? 'unitOne' : 'unitMany', { count: i.quantity }),
    })),
  }
}
