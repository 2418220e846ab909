import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ValidationNotice } from './validation-notice.tsx'

describe('ValidationNotice', () => {
  it('says the cart changed and lists each change, price updates with old and new price', () => {
    render(
      <ValidationNotice
        issues={[
          {
            action: 'price_updated',
            product_id: 101,
            product_name: 'Moringa Powder',
            issue: 'The price of Moringa Powder changed',
            old_price: 1299,
            new_price: 349,
          },
          {
            action: 'out_of_stock',
            product_id: 104,
            product_name: 'Amla Powder',
            issue: 'Product is currently out of stock',
          },
        ]}
      />,
    )
    expect(
      screen.getByRole('heading', {
        name: 'Some items in your cart have been updated. Please review the changes below.',
      }),
    ).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Moringa Powder: price updated from ₹1,299.00 to ₹349.00',
      'Amla Powder: Product is currently out of stock',
    ])
  })

  it('shows nothing without issues', () => {
    const { container } = render(<ValidationNotice issues={[]} />)
    expect(container.innerHTML).toBe('')
  })
})
