import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { dismissToast, Toaster, ToastOutlet, toast } from './toast.tsx'

let raised: number[] = []
afterEach(() => {
  for (const id of raised) act(() => dismissToast(id))
  raised = []
})

describe('toasts and an open sheet', () => {
  it('float under the header when no sheet is open', () => {
    render(<Toaster />)
    act(() => {
      raised.push(toast.success('Moringa Powder added to cart successfully!'))
    })
    expect(screen.getByRole('status').textContent).toContain('Moringa Powder added to cart')
  })

  it('show inside the open sheet, not over it, and float again once it closes', () => {
    const { rerender } = render(
      <>
        <Toaster />
        <section aria-label="Shopping Cart">
          <ToastOutlet />
        </section>
      </>,
    )
    act(() => {
      raised.push(toast.success('Amla Powder added to cart successfully!'))
    })
    expect(screen.getAllByRole('status')).toHaveLength(1)
    const sheet = screen.getByRole('region', { name: 'Shopping Cart' })
    expect(within(sheet).getByRole('status').textContent).toContain('Amla Powder added to cart')

    rerender(<Toaster />)
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Shopping Cart' })).toBeNull()
  })
})
