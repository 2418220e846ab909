// The payment provider's webhooks an order received, as the shop recorded them (payment_events: each event id once),
// for the back office's order timeline (decision 022). Events are matched by the provider orders made for the order;
// a refund.processed event carries no provider order and is shown through the refund's own row instead.
import { asc, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { paymentEvents } from './tables.ts'

export interface ReceivedWebhook {
  eventId: string
  type: string
  providerOrderId: string | null
  receivedAt: Date
}

export async function webhooksOfProviderOrders(
  db: Db,
  providerOrderIds: string[],
): Promise<ReceivedWebhook[]> {
  if (providerOrderIds.length === 0) return []
  return db
    .select({
      eventId: paymentEvents.eventId,
      type: paymentEvents.type,
      providerOrderId: paymentEvents.providerOrderId,
      receivedAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .where(inArray(paymentEvents.providerOrderId, providerOrderIds))
    .orderBy(asc(paymentEvents.receivedAt))
}
