import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CartSummary } from './cart-summary.tsx'

const view = { itemCount: 1, subtotal: 349, discount: 0, total: 349, couponCode: null }

describe('CartSummary', () => {
  it('says item for one and items for more', () => {
    const { rerender } = render(<CartSummary view={view} />)
    expect(screen.getByText('Subtotal (1 item)')).toBeTruthy()
    rerender(<CartSummary view={{ ...view, itemCount: 3, subtotal: 1047, total: 1047 }} />)
    expect(screen.getByText('Subtotal (3 items)')).toBeTruthy()
    expect(screen.getAllByText('₹1,047.00')).toHaveLength(2)
  })

  it('shows Discount only when it is above 0, and the total after it', () => {
    const { rerender } = render(<CartSummary view={view} />)
    expect(screen.queryByText(/Discount/)).toBeNull()
    rerender(
      <CartSummary
        view={{ ...view, itemCount: 2, subtotal: 698, discount: 69.8, total: 628.2, couponCode: 'SAVE10' }}
      />,
    )
    expect(screen.getByText('Discount (SAVE10)')).toBeTruthy()
    expect(screen.getByText('−₹69.80')).toBeTruthy()
    expect(screen.getByTestId('cart-total').textContent).toBe('₹628.20')
  })
})
