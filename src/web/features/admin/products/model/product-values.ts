// A product as the back office's form holds it (text as typed), and its way to and from the API's contract.
import type { FieldErrors, Resolver } from 'react-hook-form'
import {
  type AdminProduct,
  productCreateInput,
  productUpdateInput,
} from '#domain/contracts/admin-catalogue.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { wireRupees } from '#web/lib/wire-money.ts'

/** What the form holds: text as typed; turned into the API's input (and checked by its contract) on submit. */
export interface FormValues {
  name: string
  description: string
  category: string
  price: string
  actual_price: string
  /** the opening stock, when creating; a save of an existing product never sends stock (decision 031) */
  stock: string
  stock_status: string
  size: string
  hsn_code: string
  gst_rate: string
  country_of_origin: string
  best_before_months: string
  ingredients: string
  usage_info: string
  storage_info: string
  benefits: string
  search_aliases: string
  featured: boolean
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s))

/**
 * The API's input from the form. Stock goes only with a new product (its opening stock): an existing product's
 * stock changes through an adjustment with a reason, never through a save of the form (decision 031).
 */
export function toInput(v: FormValues, creating: boolean) {
  return {
    ...(creating ? { stock: num(v.stock) } : {}),
    name: v.name,
    description: v.description,
    category: v.category,
    price: num(v.price),
    actual_price: num(v.actual_price),
    stock_status: v.stock_status,
    size: v.size,
    hsn_code: v.hsn_code,
    gst_rate: num(v.gst_rate),
    country_of_origin: v.country_of_origin,
    best_before_months: num(v.best_before_months),
    ingredients: v.ingredients,
    usage_info: v.usage_info,
    storage_info: v.storage_info,
    benefits: v.benefits
      .split('\n')
      .map((b) => b.trim())
      .filter(Boolean),
    search_aliases: v.search_aliases,
    featured: v.featured,
  }
}

/** The server's own contract checks the form: the same messages in the browser and from the API. */
export const contractResolver =
  (creating: boolean): Resolver<FormValues> =>
  async (values) => {
    const input = toInput(values, creating)
    const schema = creating ? productCreateInput : productUpdateInput
    const parsed = schema.safeParse(input)
    const errors: FieldErrors<FormValues> = {}
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'name') as keyof FormValues
        if (!errors[key]) errors[key] = { type: 'contract', message: issue.message }
      }
    if (!creating && input.price > input.actual_price && !errors.price)
      errors.price = { type: 'contract', message: adminMessages.priceAboveMrp }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
  }

export const EMPTY: FormValues = {
  name: '',
  description: '',
  category: 'Superfoods',
  price: '',
  actual_price: '',
  stock: '0',
  stock_status: 'In Stock',
  size: '100g',
  hsn_code: '',
  gst_rate: '5',
  country_of_origin: 'India',
  best_before_months: '12',
  ingredients: '',
  usage_info: '',
  storage_info: '',
  benefits: '',
  search_aliases: '',
  featured: false,
}

export function fromProduct(p: AdminProduct): FormValues {
  return {
    name: p.name,
    description: p.description,
    category: p.category,
    price: String(wireRupees(p.price)),
    actual_price: String(wireRupees(p.actual_price)),
    // shown read-only from the product itself; never sent back
    stock: '',
    stock_status: p.stock_status,
    size: p.size,
    hsn_code: p.hsn_code,
    gst_rate: String(p.gst_rate),
    country_of_origin: p.country_of_origin,
    best_before_months: String(p.best_before_months),
    ingredients: p.ingredients,
    usage_info: p.usage_info,
    storage_info: p.storage_info,
    benefits: p.benefits.join('\n'),
    search_aliases: p.search_aliases,
    featured: p.featured,
  }
}
