import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { dismissToast, Toaster, ToastOutlet, toast } from './toast.tsx'

let raised: number[] = []
afterEach(() => {
  for (const id of raised) act(() => dismissToast(id))
  raised = []
})

describe('toasts and an open sheet', () => {
  it('float under the header when no sheet is open', async () => {
    render(<Toaster />)
    act(() => {
      raised.push(toast.success('Moringa Powder added to cart successfully!'))
    })
    expect((await screen.findByRole('status')).textContent).toContain('Moringa Powder added to cart')
  })

  it('show inside the open sheet, not over it, and float again once it closes', async () => {
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
    expect(await screen.findAllByRole('status')).toHaveLength(1)
    const sheet = screen.getByRole('region', { name: 'Shopping Cart' })
    expect(within(sheet).getByRole('status').textContent).toContain('Amla Powder added to cart')

    rerender(<Toaster />)
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Shopping Cart' })).toBeNull()
  })

  it('are in the live region from the first render; their look arrives with the first toast, and closes them', async () => {
    render(<Toaster />)
    const region = document.querySelector('[aria-live="polite"]')
    expect(region?.childElementCount).toBe(0)
    act(() => {
      raised.push(toast.error('Failed to add item to cart'))
    })
    const alert = await screen.findByRole('alert')
    expect(region?.contains(alert)).toBe(true)
    expect(alert.querySelector('svg')).not.toBeNull()
    act(() => screen.getByRole('button', { name: 'Close notification' }).click())
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
