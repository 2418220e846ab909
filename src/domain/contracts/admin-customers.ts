// Customers and newsletter subscribers in the back office (/api/admin/v1/customers, /subscribers).
import { z } from 'zod'
import { moneyOf } from './common.ts'

export const customerRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  joined_at: z.string(),
  orders: z.number(),
  lifetime_value: moneyOf(z.number()).describe('rupees paid and kept (captured minus refunded)'),
  last_order_at: z.string().nullable(),
})

export const customerView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  joined_at: z.string(),
  lifetime_value: moneyOf(z.number()),
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      payment_status: z.string(),
      payment_method: z.string(),
      total: moneyOf(z.number()),
      created_at: z.string(),
    }),
  ),
  addresses: z.array(
    z.object({
      name: z.string(),
      mobile: z.string().nullable(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      postal_code: z.string(),
      is_default: z.boolean(),
    }),
  ),
})

export const subscriberView = z.object({ email: z.string(), confirmed_at: z.string().nullable() })
