import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges.tsx'

const colourOf = (text: string) =>
  screen.getByText(text).closest('[data-colour]')?.getAttribute('data-colour')

describe('status badges', () => {
  it('shows an expired order in grey, and its payment too (nothing was charged)', () => {
    render(
      <>
        <OrderStatusBadge status="expired" />
        <PaymentStatusBadge status="expired" />
      </>,
    )
    const badges = screen.getAllByText('Expired')
    expect(badges).toHaveLength(2)
    expect(badges.map((b) => b.closest('[data-colour]')?.getAttribute('data-colour'))).toEqual([
      'grey',
      'grey',
    ])
    expect(badges[0]!.closest('[data-colour]')?.textContent).toBe('Order status: Expired')
    expect(badges[1]!.closest('[data-colour]')?.textContent).toBe('Payment status: Expired')
  })

  it('labels every payment status, partially refunded among them', () => {
    render(
      <div>
        {['completed', 'pending', 'failed', 'refunded', 'partially_refunded'].map((s) => (
          <PaymentStatusBadge key={s} status={s} />
        ))}
      </div>,
    )
    expect(colourOf('Completed')).toBe('green')
    expect(colourOf('Pending')).toBe('yellow')
    expect(colourOf('Failed')).toBe('red')
    expect(colourOf('Refunded')).toBe('red')
    expect(colourOf('Partially refunded')).toBe('red')
  })
})
