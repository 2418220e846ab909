import { formatPaise } from '#domain/money.ts'
import type { MailTable } from '#server/integrations/mail-templates.ts'
import type { OrderFacts, ReturnedItem } from './payloads.ts'

/** The tables of an order's mails: its items (each with its pack's size and SKU, decision 048), its totals and where it goes. */
export function itemsTable(o: OrderFacts): MailTable {
  return {
    heading: 'Your items',
    rows: o.items.map((i) => ({
      label: `${i.name} (${i.netQuantity}${i.sku ? `, SKU ${i.sku}` : ''}) × ${i.quantity}`,
      value: formatPaise(i.totalPaise),
    })),
  }
}

export function totalsTable(o: OrderFacts, paid: boolean): MailTable {
  const rows: MailTable['rows'] = [{ label: 'Subtotal', value: formatPaise(o.subtotalPaise) }]
  if (o.discountPaise > 0)
    rows.push({
      label: o.couponCode ? `Discount (${o.couponCode})` : 'Discount',
      value: `−${formatPaise(o.discountPaise)}`,
    })
  rows.push({
    label: `Shipping (${o.shippingMode})`,
    value: o.shippingPaise > 0 ? formatPaise(o.shippingPaise) : 'Free',
  })
  if (o.codFeePaise > 0) rows.push({ label: 'Cash on delivery fee', value: formatPaise(o.codFeePaise) })
  rows.push({
    label: paid ? 'Total paid' : o.paymentMethod === 'cod' ? 'To pay on delivery' : 'Total',
    value: formatPaise(o.totalPaise),
    strong: true,
  })
  return { rows }
}

export function addressTable(o: OrderFacts): MailTable {
  const a = o.address
  return {
    heading: 'Delivering to',
    rows: [
      { label: `${a.firstName} ${a.lastName}`.trim() },
      { label: a.street },
      { label: `${a.city}, ${a.state} ${a.postalCode}` },
      { label: a.country },
      { label: `Mobile ${a.mobile}` },
    ],
  }
}

/** Units given back: each item with its net quantity and how many units. */
export function returnedTable(heading: string, items: Omit<ReturnedItem, 'productId'>[]): MailTable {
  return {
    heading,
    rows: items.map((i) => ({
      label: `${i.name} (${i.netQuantity})`,
      value: `${i.quantity} ${i.quantity === 1 ? 'unit' : 'units'}`,
    })),
  }
}
