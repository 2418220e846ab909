// The back office's client: its own session cookie (never the shopper's bearer token), the shop's reply envelope.
// Every call names the zod schema of its reply (from src/domain/contracts, the schema the server answers with) and
// gets the reply parsed by it: a reply's type comes from its contract, never from a type assertion (decision 038).
import { z } from 'zod'
import type { meView } from '#domain/contracts/admin-staff.ts'
import { httpMessages } from '#domain/messages-http.ts'
import { ApiError, type FieldIssue } from '#web/lib/api-client.ts'

export const ADMIN_API = '/api/admin/v1'
export const ADMIN_AUTH = '/api/admin/auth'

/**
 * A refused request. An `ApiError`, so the one form pattern (decision 037, `applyServerError`) puts a 400's field
 * `issues` under the back office's fields as it does the storefront's.
 */
export class AdminApiError extends ApiError {
  override name = 'AdminApiError'
  readonly code?: string
  /**
   * A save edited from a version someone has since changed (409, `reason: 'stale_version'`, decision 040): the
   * record as it is now, to be parsed by the view's contract where it is read.
   */
  readonly current?: unknown
  constructor(status: number, message: string, code?: string, issues: FieldIssue[] = [], current?: unknown) {
    super(status, message, undefined, issues)
    this.code = code
    this.current = current
  }
}

/** What an error reply may carry: the shop's message and a 400's field issues (decision 037), Better Auth's code. */
const errorBody = z.object({
  message: z.string().optional(),
  code: z.string().optional(),
  issues: z
    .array(z.object({ path: z.array(z.string()), message: z.string() }))
    .optional()
    .catch(undefined),
  reason: z.string().optional().catch(undefined),
  current: z.unknown().optional(),
})

/** Reads an error reply. */
async function replyError(res: Response): Promise<AdminApiError> {
  const body = errorBody.safeParse(await res.json().catch(() => null))
  const message = (body.success && body.data.message?.trim()) || httpMessages.status(res.status)
  return body.success
    ? new AdminApiError(
        res.status,
        message,
        body.data.code,
        body.data.issues,
        body.data.reason === 'stale_version' ? body.data.current : undefined,
      )
    : new AdminApiError(res.status, message)
}

async function send<S extends z.ZodType>(
  reply: S,
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<z.output<S>> {
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
  if (!res.ok) throw await replyError(res)
  const parsed = reply.safeParse(await res.json().catch(() => null))
  if (!parsed.success) throw new AdminApiError(res.status, httpMessages.invalidStructure)
  return parsed.data
}

export type Query = Record<string, string | number | undefined>

/** `?a=1&b=2` of the query's non-empty values, or nothing. */
function queryString(query?: Query): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v))
  const qs = params.toString()
  return qs ? `?${qs}` : ''
}

export const adminApi = {
  get: <S extends z.ZodType>(reply: S, path: string, query?: Query) =>
    send(reply, `${ADMIN_API}${path}${queryString(query)}`, 'GET'),
  post: <S extends z.ZodType>(reply: S, path: string, body?: unknown, headers?: Record<string, string>) =>
    send(reply, `${ADMIN_API}${path}`, 'POST', body ?? {}, headers),
  patch: <S extends z.ZodType>(reply: S, path: string, body: unknown) =>
    send(reply, `${ADMIN_API}${path}`, 'PATCH', body),
  put: <S extends z.ZodType>(reply: S, path: string, body: unknown) =>
    send(reply, `${ADMIN_API}${path}`, 'PUT', body),
  delete: <S extends z.ZodType>(reply: S, path: string) => send(reply, `${ADMIN_API}${path}`, 'DELETE'),
  /** A multipart upload of one file in `field`. */
  upload: <S extends z.ZodType>(reply: S, path: string, field: string, file: File) => {
    const form = new FormData()
    form.append(field, file)
    return send(reply, `${ADMIN_API}${path}`, 'POST', form)
  },
  /** Better Auth's endpoints for operators (sign-in, the second factor, sign-out). */
  auth: <S extends z.ZodType>(reply: S, path: string, body: unknown = {}) =>
    send(reply, `${ADMIN_AUTH}${path}`, 'POST', body),
}

/** A reply the screen does not read beyond its success (Better Auth's sign-out, a second factor's check). */
export const anyReply = z.unknown()

export type Me = z.infer<typeof meView>
