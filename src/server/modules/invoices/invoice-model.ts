import { COD_FEE_SAC } from '#domain/cash-on-delivery.ts'
import type { TranslatedLanguage } from '#domain/contracts/catalogue.ts'
import {
  allocateDiscount,
  GST_STATES,
  type SplitRule,
  splitTax,
  stateCodeOf,
  type TaxLine,
  type TaxLineInput,
} from '#domain/gst.ts'
import type { AddressSnapshot } from '../orders/tables.ts'

// An invoice's facts and its tax arithmetic (pdf.ts draws it).

export const SHIPPING_SAC = '996812'
export const SHIPPING_GST_BP = 1800

export interface InvoiceInput {
  invoiceNumber: string
  invoiceDate: Date
  orderId: string
  /** name: the trade name the shopper knows; legalName: the name on the GST registration (rule 46(a)) */
  seller: {
    name: string
    legalName: string
    address: string
    gstin: string
    fssai: string
    email: string
    phone: string
  }
  buyer: AddressSnapshot & { email: string }
  items: {
    name: string
    hsn: string
    quantity: number
    unitPricePaise: number
    totalPaise: number
    gstRateBp: number
    /** the net quantity of one unit as sold ('100g') */
    netQuantity?: string
    /** the weight of one unit as sold, grams (0 or none: not given) */
    weightGrams?: number
    /**
     * the product's name in the order's language as the catalogue has it when the invoice is made (decision 060),
     * printed under the English name; none: the line is English only
     */
    localName?: string
  }[]
  /** the language the order was placed in, when not English: the script of the items' `localName` */
  language?: TranslatedLanguage
  discountPaise: number
  couponCode: string | null
  shippingPaise: number
  paymentId: string | null
  /** how the order was paid ('cod', 'upi', …) and the cash-on-delivery fee, its own line under its SAC */
  paymentMethod?: string
  codFeePaise?: number
  /** how its tax is split: equal halves, unless it was numbered before decision 025 (the invoices service says) */
  splitRule?: SplitRule
}

export interface InvoiceModel {
  intraState: boolean
  /** 'Telangana (36)' */
  placeOfSupply: string
  /** the GST state code of the place of supply */
  placeOfSupplyCode: string
  lines: TaxLine[]
  totals: { taxable: number; cgst: number; sgst: number; igst: number; grand: number }
}

/** The tax arithmetic of the invoice: discount spread over the goods, each line split back from its inclusive price. */
export function buildInvoiceModel(input: InvoiceInput): InvoiceModel {
  const sellerState = input.seller.gstin.slice(0, 2)
  const buyerState = stateCodeOf(input.buyer.state) ?? sellerState
  const intraState = buyerState === sellerState
  const rule = input.splitRule ?? 'equal_halves'
  const discounts = allocateDiscount(
    input.items.map((i) => i.totalPaise),
    input.discountPaise,
  )
  const goods = input.items.map((item, i) =>
    splitTax(
      {
        description: item.name,
        hsn: item.hsn,
        quantity: item.quantity,
        inclusivePaise: item.totalPaise - discounts[i]!,
        rateBp: item.gstRateBp,
        ...(item.netQuantity ? { netQuantity: item.netQuantity } : {}),
        ...(item.weightGrams ? { weightGrams: item.weightGrams } : {}),
      },
      intraState,
      rule,
    ),
  )
  const services: TaxLineInput[] = [
    { description: 'Shipping and handling', hsn: SHIPPING_SAC, inclusivePaise: input.shippingPaise },
    { description: 'Cash on delivery fee', hsn: COD_FEE_SAC, inclusivePaise: input.codFeePaise ?? 0 },
  ]
    .filter((l) => l.inclusivePaise > 0)
    .map((l) => ({ ...l, quantity: 1, rateBp: SHIPPING_GST_BP }))
  const lines = [...goods, ...services.map((l) => splitTax(l, intraState, rule))]
  const sum = (f: (l: TaxLine) => number) => lines.reduce((a, l) => a + f(l), 0)
  return {
    intraState,
    placeOfSupply: `${GST_STATES[buyerState] ?? input.buyer.state} (${buyerState})`,
    placeOfSupplyCode: buyerState,
    lines,
    totals: {
      taxable: sum((l) => l.taxablePaise),
      cgst: sum((l) => l.cgstPaise),
      sgst: sum((l) => l.sgstPaise),
      igst: sum((l) => l.igstPaise),
      grand: sum((l) => l.inclusivePaise),
    },
  }
}
