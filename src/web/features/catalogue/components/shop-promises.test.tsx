import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import ShopPromises from './shop-promises.tsx'

// Decision 043: the products page's promises state the owner's return window, the
// figure /returns states, never a number of their own.
function withSettings(promises: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        success: true,
        data: {
          free_shipping_threshold: 750,
          promises: { return_window_days: 10, cancellation_window_hours: 24, refund_days: 7, ...promises },
        },
      }),
    ),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the return window on the products page', () => {
  it('the products page’s promises say it too', async () => {
    render(<ShopPromises />, { wrapper: withSettings({ return_window_days: 14 }) })
    expect(await screen.findByText('14-day return policy')).toBeTruthy()
  })
})
