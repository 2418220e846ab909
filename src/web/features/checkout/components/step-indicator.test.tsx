import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StepIndicator } from './step-indicator.tsx'

describe('StepIndicator', () => {
  it('names the three steps and marks the current one', () => {
    render(<StepIndicator step="shipping" />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Shipping Address (completed)',
      '2Shipping Options (current step)',
      '3Payment',
    ])
    expect(items[1]?.getAttribute('aria-current')).toBe('step')
    expect(items[0]?.hasAttribute('aria-current')).toBe(false)
  })

  it('shows every step done on success', () => {
    render(<StepIndicator step="success" />)
    expect(screen.getAllByText(/\(completed\)/)).toHaveLength(3)
    expect(document.querySelector('[aria-current]')).toBeNull()
  })
})
