// What the back office's component tests share: the server faked at the fetch boundary (as every admin test does),
// the router and a fresh query cache. Only tests import this file.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, vi } from 'vitest'
import { DEFAULT_ROLE_PERMISSIONS } from '#domain/admin-permissions.ts'
import { MemoryRouter, Routes } from '#web/lib/router.tsx'
import type { Me } from '../api/admin-client.ts'
import { adminKeys } from '../api/query-keys.ts'

export type Answer = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined

/** Fakes the API: each request goes to `answer`; one it does not answer is a 404 naming it (so a test says what it missed). */
export function stubAdminApi(answer: Answer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    return (
      (await answer(url, init)) ??
      Response.json(
        { success: false, message: `No answer for ${init?.method ?? 'GET'} ${url}` },
        { status: 404 },
      )
    )
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A request that never answers: the screen stays loading. */
export const never = () => new Promise<Response>(() => {})

/** The shop's error reply. */
export const refusal = (message: string, status = 503) =>
  Response.json({ success: false, message }, { status })

/**
 * The server's 400 for a body its route's zod schema refused (decision 037): every problem in `message`, joined by
 * '; ', and each with its path in `issues`.
 */
export const fieldIssues = (issues: { path: string[]; message: string }[]) =>
  Response.json({ success: false, message: issues.map((i) => i.message).join('; '), issues }, { status: 400 })

/** That the box labelled `label` is marked invalid and described by `message`, shown under it. */
export async function expectFieldError(label: string, message: string) {
  await waitFor(() => {
    const box = screen.getByLabelText(label)
    expect(box.getAttribute('aria-invalid')).toBe('true')
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toContain(message)
  })
}

/** A list reply of the back office (adminList): the rows and their pagination. */
export function listReply<T>(rows: T[], over: { page?: number; per_page?: number; total?: number } = {}) {
  const perPage = over.per_page ?? 25
  const total = over.total ?? rows.length
  const page = over.page ?? 1
  const totalPages = Math.ceil(total / perPage)
  return Response.json({
    success: true,
    data: rows,
    pagination: {
      page,
      per_page: perPage,
      total,
      total_pages: totalPages,
      has_next: page < totalPages,
      has_prev: page > 1,
    },
  })
}

/** `{ success: true, data }`. */
export const dataReply = (data: unknown) => Response.json({ success: true, data })

/** The JSON bodies of the requests with this method, with their paths. */
export function sent(fetchMock: ReturnType<typeof stubAdminApi>, method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [String(url), typeof init?.body === 'string' ? JSON.parse(init.body) : undefined])
}

/**
 * Renders routes (`<Route … />` elements) at a path, with retries off; `after`, inside the router after the
 * routes, is what a test needs beside the page (a link to leave it by).
 */
/**
 * Renders back-office routes at `path`. `me`: the operator the shell would have signed in (GET /me), for a screen
 * rendered without the shell that hides what the role may not do (decision 044).
 */
export function renderAdmin(routes: ReactNode, path: string, after?: ReactNode, opts: { me?: Me } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (opts.me) client.setQueryData(adminKeys.me, opts.me)
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
        {after}
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** An owner signed in, with every permission (decision 044). */
export const OWNER_ME: Me = {
  email: 'owner@example.com',
  name: 'Owner',
  role: 'owner',
  permissions: [...DEFAULT_ROLE_PERMISSIONS.owner],
  two_factor_enabled: true,
}
