import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cartReminderMessages } from '#domain/messages-cart.ts'
import { onAppEvent } from '#web/lib/app-events.ts'
import { resetLoginPromptThrottle } from '#web/lib/login-required.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { MemoryRouter, Route, Routes, useLocation } from '#web/lib/router.tsx'
import { moringaCart } from '#web/test/cart.ts'
import { answerTokenRequest, signIn, signOut } from '#web/test/signed-in.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { useRestoreLink } from './use-restore-link.ts'

// The cart reminder's link (decision 054), as /cart meets it: the token goes to the server once the shopper is
// signed in, the shopper is told, and the token leaves the address.

function Page() {
  useRestoreLink()
  const { search } = useLocation()
  return <p data-testid="search">{search}</p>
}

function show(path: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cart" element={<Page />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
}

function stub(answer: () => Response) {
  const calls: { path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const token = answerTokenRequest(url)
      if (token) return token
      calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      if (url.pathname === '/api/v1/cart/restore') return answer()
      return Response.json({ success: true, data: {} })
    }),
  )
  return calls
}

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
  resetLoginPromptThrottle()
})

describe('a cart reminder’s link', () => {
  it('restores the cart for the signed-in shopper, says so, and takes the token off the address', async () => {
    const calls = stub(() =>
      Response.json({
        success: true,
        message: cartReminderMessages.restored,
        data: { cart: moringaCart(), adjusted: [] },
      }),
    )
    await signIn()
    show('/cart?restore=abc.def')
    expect(await screen.findByText(cartReminderMessages.restored)).toBeTruthy()
    expect(calls.filter((c) => c.path === '/api/v1/cart/restore')).toEqual([
      { path: '/api/v1/cart/restore', body: { token: 'abc.def' } },
    ])
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''))
  })

  it('asks a signed-out visitor to sign in first, and sends nothing', async () => {
    const calls = stub(() => Response.json({ success: true }))
    const prompts: unknown[] = []
    const stop = onAppEvent('loginRequired', (d) => prompts.push(d))
    show('/cart?restore=abc.def')
    await waitFor(() =>
      expect(prompts).toEqual([
        { message: cartReminderMessages.signInToRestore, redirect: expect.any(String) },
      ]),
    )
    stop()
    expect(calls.filter((c) => c.path === '/api/v1/cart/restore')).toEqual([])
  })

  it('says the server’s words when the link is refused', async () => {
    stub(() => Response.json({ success: false, message: cartReminderMessages.linkInvalid }, { status: 400 }))
    await signIn()
    show('/cart?restore=forged')
    expect(await screen.findByText(cartReminderMessages.linkInvalid)).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''))
  })
})
