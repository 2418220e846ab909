// The back office's client: its own session cookie (never the shopper's bearer token), the shop's reply envelope.
import { httpMessages } from '#domain/messages-http.ts'

export const ADMIN_API = '/api/admin/v1'
export const ADMIN_AUTH = '/api/admin/auth'

export class AdminApiError extends Error {
  override name = 'AdminApiError'
  readonly status: number
  readonly code?: string
  constructor(status: number, message: string, code?: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

async function send<T>(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const form = body instanceof FormData
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      ...headers,
      accept: 'application/json',
      ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
    },
    body: form ? body : body !== undefined ? JSON.stringify(body) : undefined,
  })
  const payload = (await res.json().catch(() => null)) as { message?: string; code?: string } | null
  if (!res.ok) {
    const message = payload?.message?.trim() || httpMessages.status(res.status)
    throw new AdminApiError(res.status, message, payload?.code)
  }
  return payload as T
}

export interface Page<T> {
  success: true
  data: T[]
  pagination: {
    page: number
    per_page: number
    total: number
    total_pages: number
    has_next: boolean
    has_prev: boolean
  }
}

export const adminApi = {
  get: <T>(path: string, query?: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(query ?? {}))
      if (v !== undefined && v !== '') params.set(k, String(v))
    const qs = params.toString()
    return send<T>(`${ADMIN_API}${path}${qs ? `?${qs}` : ''}`, 'GET')
  },
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    send<T>(`${ADMIN_API}${path}`, 'POST', body ?? {}, headers),
  patch: <T>(path: string, body: unknown) => send<T>(`${ADMIN_API}${path}`, 'PATCH', body),
  delete: <T>(path: string) => send<T>(`${ADMIN_API}${path}`, 'DELETE'),
  /** A multipart upload of one file in `field`. */
  upload: <T>(path: string, field: string, file: File) => {
    const form = new FormData()
    form.append(field, file)
    return send<T>(`${ADMIN_API}${path}`, 'POST', form)
  },
  /** Better Auth's endpoints for operators (sign-in, the second factor, sign-out). */
  auth: <T>(path: string, body: unknown = {}) => send<T>(`${ADMIN_AUTH}${path}`, 'POST', body),
}

export interface Me {
  email: string
  name: string
  role: 'owner' | 'staff'
  two_factor_enabled: boolean
}
