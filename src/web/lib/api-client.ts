import { httpMessages } from '#domain/messages-http.ts'
import { splitLanguagePath } from './i18n/languages.ts'
import { say } from './i18n/page-language.ts'
import { requestLogin } from './login-required.ts'
import '#web/lib/i18n/messages/shell.en.ts'

export const API_BASE = '/api/v1'

/** One problem of a refused body, with where it is in the body (decision 037). */
export interface FieldIssue {
  path: string[]
  message: string
}

export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  /** the reply's `reason`, set on the refusals a page acts on beyond showing the message */
  readonly reason: string | undefined
  /** the reply's `issues`: a 400's problems each with its field, which a form shows under the field */
  readonly issues: FieldIssue[]
  constructor(status: number, message: string, reason?: string, issues: FieldIssue[] = []) {
    super(message)
    this.status = status
    this.reason = reason
    this.issues = issues
  }
}

/** The reply's `issues`, kept only where each has a path of names and a message. */
function readIssues(raw: unknown): FieldIssue[] {
  if (!Array.isArray(raw)) return []
  return raw.filter(
    (i): i is FieldIssue =>
      typeof i === 'object' &&
      i !== null &&
      Array.isArray((i as FieldIssue).path) &&
      (i as FieldIssue).path.every((p) => typeof p === 'string') &&
      typeof (i as FieldIssue).message === 'string',
  )
}

// In the browser: the page's own origin and fetch. When the server renders a page (src/web/entry-server.tsx)
// it points these at itself, in-process.
let serverOrigin = 'http://localhost'
let fetchImpl: typeof fetch = (input, init) => fetch(input, init)

/** For server rendering only: where API calls go and how. */
export function configureServerApi(opts: { origin: string; fetch: typeof fetch }): void {
  serverOrigin = opts.origin
  fetchImpl = opts.fetch
}

type TokenProvider = () => Promise<string | null> | string | null
let tokenProvider: TokenProvider = () => null

/** The identity feature registers how to get the current id token; anonymous calls go without one. */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
  body?: unknown
  signal?: AbortSignal
  query?: Record<string, string | number | boolean | undefined>
}

/** The one API client: attaches the bearer token, reads the reply envelope, raises the login prompt on 401/403/419. */
export async function apiRequest<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = new URL(
    `${API_BASE}${path}`,
    typeof window === 'undefined' ? serverOrigin : window.location.origin,
  )
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v))
  const headers: Record<string, string> = { accept: 'application/json' }
  // The server says its messages in the page's language (decision 061), not in the browser's.
  if (typeof window !== 'undefined')
    headers['accept-language'] = splitLanguagePath(window.location.pathname).lang
  const token = await tokenProvider()
  if (token) headers.authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (opts.body instanceof FormData) body = opts.body
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(opts.body)
  }
  const res = await fetchImpl(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal })
  const payload = (await res.json().catch(() => null)) as {
    success?: boolean
    message?: string
    reason?: string
    issues?: unknown
  } | null
  if (!res.ok) {
    // An empty or blank message is no message: the status's own text is said instead (a 403 is not a 401).
    const serverMessage = payload?.message?.trim() ? payload.message : undefined
    const message = serverMessage ?? say('common.http.status', { code: res.status })
    if (res.status === 401 || res.status === 403 || res.status === 419) {
      const fallback =
        res.status === 401
          ? httpMessages.unauthenticated
          : res.status === 403
            ? say('common.http.forbidden')
            : say('common.http.expired')
      requestLogin(serverMessage ?? fallback)
    }
    throw new ApiError(
      res.status,
      message,
      typeof payload?.reason === 'string' ? payload.reason : undefined,
      readIssues(payload?.issues),
    )
  }
  if (payload === null || typeof payload !== 'object')
    throw new ApiError(res.status, say('common.http.invalid'))
  return payload as T
}

export interface Envelope<T> {
  success: true
  data: T
}

/** GET and unwrap `data`. */
export async function apiGetData<T>(
  path: string,
  opts: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  const reply = await apiRequest<Envelope<T>>(path, opts)
  if (!('data' in reply)) throw new ApiError(200, say('common.http.invalid'))
  return reply.data
}

/** GET a private file (a return's photo, decision 056) with the bearer token: an <img> cannot send it itself. */
export async function apiGetBlob(path: string, opts: { signal?: AbortSignal } = {}): Promise<Blob> {
  const url = new URL(
    `${API_BASE}${path}`,
    typeof window === 'undefined' ? serverOrigin : window.location.origin,
  )
  const headers: Record<string, string> = {}
  const token = await tokenProvider()
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetchImpl(url, { headers, signal: opts.signal })
  if (!res.ok) throw new ApiError(res.status, say('common.http.status', { code: res.status }))
  return res.blob()
}
