// Guest checkout (decision 057): the guest's email and mobile, the guest session, the order's private link.
import { z } from 'zod'
import { guestEmailProblem, guestMobileProblem } from '../guest-checkout.ts'
import { orderDetailReply, orderSchema } from './checkout.ts'
import { dataReply, money } from './common.ts'

export const guestStartBody = z.object({
  email: z
    .string()
    .max(254)
    .superRefine((v, ctx) => {
      const problem = guestEmailProblem(v)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
    .describe('where the order mails go'),
  mobile: z
    .string()
    .max(20)
    .superRefine((v, ctx) => {
      const problem = guestMobileProblem(v)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
    .describe('an Indian mobile: 10 digits starting 6–9 (+91 or 0 allowed)'),
})

export const guestLinkSchema = z.object({
  order_id: z.string(),
  status: z.string(),
  total: money,
  created_at: z.string(),
  link: z.string().describe('the order’s private link: follow it, its invoice, cancel, ask for a return'),
})

export const guestSessionReply = dataReply(
  z.object({
    email: z.string(),
    mobile: z.string().describe('+91 and ten digits'),
    claimed: z.boolean().describe('whether the guest’s orders were attached to an account'),
    orders: z.array(guestLinkSchema),
  }),
)

export const guestTokenParams = z.object({ token: z.string().max(400) })

export const guestOrderReply = orderDetailReply

export const guestCancelReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ order: orderSchema }),
})

export const guestClaimReply = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ attached_orders: z.array(z.string()).describe('the orders now on the account') }),
})
