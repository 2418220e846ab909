import { apiRequest } from '#web/lib/api-client.ts'

export interface SubscribeReply {
  success: true
  /** 'Please check your email and confirm your subscription.' or 'You are already subscribed. Thank you!' */
  message: string
  status: 'pending' | 'subscribed' | string
}

/** POST /newsletter/subscribe: double opt-in (a confirmation mail), idempotent. Rate limited: 429. */
export function subscribeNewsletter(email: string): Promise<SubscribeReply> {
  return apiRequest<SubscribeReply>('/newsletter/subscribe', {
    method: 'POST',
    body: { email: email.trim() },
  })
}
