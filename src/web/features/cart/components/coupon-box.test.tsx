import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '#web/ui/toast.tsx'
import { CouponBox } from './coupon-box.tsx'

afterEach(() => vi.restoreAllMocks())

function renderBox(overrides: Partial<Parameters<typeof CouponBox>[0]> = {}) {
  const onApply = vi.fn(async (_code: string): Promise<string | null> => null)
  const onRemove = vi.fn()
  render(
    <CouponBox
      offers={SEEDED_OFFERS}
      appliedCode={null}
      discount={0}
      busy={false}
      onApply={onApply}
      onRemove={onRemove}
      {...overrides}
    />,
  )
  return { onApply, onRemove }
}

/** The offers the seeded shop's settings list. */
const SEEDED_OFFERS = [
  { code: 'DEAL5', label: 'Deal 5% off', percent_off: 5 },
  { code: 'SAVE10', label: 'Save 10%', percent_off: 10 },
]

const applyButton = () => screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement

describe('CouponBox', () => {
  it('upper-cases what is typed and disables Apply while the box is empty', async () => {
    const { onApply } = renderBox()
    const box = screen.getByLabelText('Coupon code') as HTMLInputElement
    expect(applyButton().disabled).toBe(true)
    await userEvent.type(box, 'save10')
    expect(box.value).toBe('SAVE10')
    expect(applyButton().disabled).toBe(false)
    await userEvent.click(applyButton())
    expect(onApply).toHaveBeenCalledWith('SAVE10')
    expect(box.value).toBe('')
    expect(applyButton().disabled).toBe(true)
  })

  it('disables Apply for a box of spaces (Enter does nothing either); codes are trimmed', async () => {
    const error = vi.spyOn(toast, 'error')
    const { onApply } = renderBox()
    const box = screen.getByLabelText('Coupon code')
    await userEvent.type(box, '   ')
    expect(applyButton().disabled).toBe(true)
    await userEvent.type(box, '{Enter}')
    expect(onApply).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    await userEvent.clear(box)
    await userEvent.type(box, '  deal5 {Enter}')
    expect(onApply).toHaveBeenCalledWith('DEAL5')
  })

  it("keeps the code and shows the server's message when the coupon is refused", async () => {
    const { onApply } = renderBox()
    onApply.mockResolvedValueOnce('Invalid coupon code')
    const box = screen.getByLabelText('Coupon code') as HTMLInputElement
    await userEvent.type(box, 'FREE100{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Invalid coupon code')
    expect(box.value).toBe('FREE100')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    await userEvent.type(box, 'X')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('disables Apply while a request is in flight', async () => {
    renderBox({ busy: true })
    await userEvent.type(screen.getByLabelText('Coupon code'), 'SAVE10')
    expect((screen.getByRole('button', { name: 'Applying...' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('applies the quick offers with one tap', async () => {
    const { onApply } = renderBox()
    await userEvent.click(screen.getByRole('button', { name: 'DEAL5 5%' }))
    await userEvent.click(screen.getByRole('button', { name: 'SAVE10 10%' }))
    expect(onApply.mock.calls).toEqual([['DEAL5'], ['SAVE10']])
  })

  it('offers what the shop’s settings list, in their order: a flat coupon by its label, none at all when empty', async () => {
    renderBox({
      offers: [
        { code: 'SAVE10', label: 'Save 10%', percent_off: 10 },
        { code: 'FLAT50', label: '₹50 off', percent_off: null },
      ],
    })
    const group = screen.getByRole('group', { name: 'Have a coupon?' })
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'SAVE10 10%',
      'FLAT50 ₹50 off',
    ])
    // a paused DEAL5 is not in the settings, so not in the cart
    expect(screen.queryByRole('button', { name: /DEAL5/ })).toBeNull()
  })

  it('shows no quick buttons while there are no offers, and the code box still works', async () => {
    const { onApply } = renderBox({ offers: [] })
    expect(screen.queryByRole('group')).toBeNull()
    await userEvent.type(screen.getByLabelText('Coupon code'), 'deal5{Enter}')
    expect(onApply).toHaveBeenCalledWith('DEAL5')
  })

  it('shows an applied coupon as a banner with Remove coupon', async () => {
    const { onRemove } = renderBox({ appliedCode: 'SAVE10', discount: 104.7 })
    expect(screen.getByText('You save ₹104.70')).toBeTruthy()
    expect(screen.queryByLabelText('Coupon code')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }))
    expect(onRemove).toHaveBeenCalled()
  })
})
