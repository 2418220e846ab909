import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TrustBadges } from './trust-badges.tsx'

// Decision 043: the login page's badge and the products page's promises state the owner's return window, the
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

describe('the return window on badges', () => {
  it('the login badge says the return window and threshold of the settings', async () => {
    render(<TrustBadges />, { wrapper: withSettings({}) })
    expect(await screen.findByText('10-day return policy')).toBeTruthy()
    expect(screen.getByText('On orders over ₹750')).toBeTruthy()
    expect(screen.queryByText(/30-day/)).toBeNull()
  })
})
