import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { QuantityStepper } from './quantity-stepper.tsx'

function Harness({ start = 1 }: { start?: number }) {
  const [value, setValue] = useState(start)
  return (
    <>
      <QuantityStepper value={value} onChange={setValue} />
      <p data-testid="value">{value}</p>
    </>
  )
}

const box = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement
const value = () => screen.getByTestId('value').textContent

describe('QuantityStepper', () => {
  it('takes a typed number on Enter or when focus leaves; 120 is taken as typed (the cart says the limit)', async () => {
    render(<Harness />)
    await userEvent.clear(box())
    await userEvent.type(box(), '12{Enter}')
    expect(value()).toBe('12')
    await userEvent.clear(box())
    await userEvent.type(box(), '120')
    await userEvent.tab()
    expect(value()).toBe('120')
  })

  it('returns to the last good value for 0, empty or letters; the buttons step from it', async () => {
    render(<Harness start={3} />)
    for (const typed of ['0', '', 'abc']) {
      await userEvent.clear(box())
      if (typed) await userEvent.type(box(), typed)
      await userEvent.tab()
      expect(box().value, typed).toBe('3')
      expect(value()).toBe('3')
    }
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(box().value).toBe('4')
  })
})
