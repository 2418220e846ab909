import { z } from 'zod'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { ADMIN_API } from '#web/features/admin/shell/api/admin-client.ts'
import { ordersTexts } from '../texts.en.ts'

const say = adminSay(ordersTexts)

const pdfRefusal = z.object({ message: z.string() })

/** Fetches a PDF the back office makes (with the staff cookie) and hands it to the browser as a download. */
export async function downloadPdf(path: string, body: unknown, filename: string): Promise<void> {
  const res = await fetch(`${ADMIN_API}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/pdf' },
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    const payload = pdfRefusal.safeParse(await res.json().catch(() => null))
    throw new Error(payload.success ? payload.data.message : say('pdf.failed'))
  }
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
