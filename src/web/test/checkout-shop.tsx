import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import type { Cart } from '#domain/contracts/cart.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { moringaCart } from './cart.ts'
import { answerTokenRequest } from './signed-in.ts'

/**
 * The shop's API as /checkout meets it, answered at fetch (the browser's boundary) as the server answers: the cart
 * prepared for checkout, no profile yet, an empty address book, and what the test adds by 'METHOD /path'. Anything
 * else answers an empty success. The calls made, in order.
 */
export function stubCheckoutShop(
  answers: Record<string, (url: URL) => Response> = {},
  cart: () => Cart = () => moringaCart(),
): string[] {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const token = answerTokenRequest(url)
      if (token) return token
      const call = `${init?.method ?? 'GET'} ${url.pathname}`
      asked.push(call)
      const answer = answers[call]
      if (answer) return answer(url)
      switch (call) {
        case 'GET /api/v1/cart/checkout/prepare':
          return Response.json({ success: true, data: { cart: cart(), validation_issues: [] } })
        case 'GET /api/v1/profiles':
          return Response.json({ success: false, message: 'Profile not found' }, { status: 404 })
        case 'GET /api/v1/addresses':
          return Response.json({ success: true, data: { addresses: [] } })
        default:
          return Response.json({ success: true, data: {} })
      }
    }),
  )
  return asked
}

/** The checkout page at /checkout, with the app's query client. */
export function renderCheckout(page: ReactElement) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}
