import type { ContactMessage } from '#domain/contact-message.ts'
import { apiRequest } from '#web/lib/api-client.ts'

/** POST /contact (wire names); answers with the shop's confirmation sentence. Rate limited: 429. */
export async function sendContactMessage(m: ContactMessage): Promise<string> {
  const reply = await apiRequest<{ success: true; message: string }>('/contact', {
    method: 'POST',
    body: {
      first_name: m.firstName,
      last_name: m.lastName,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      message: m.message,
    },
  })
  return reply.message
}
