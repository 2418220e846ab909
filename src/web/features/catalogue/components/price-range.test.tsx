import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PriceRange } from './price-range.tsx'

// Radix's slider needs a measured track; jsdom has none, which the keyboard path does not need.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

function setup(min: number, max: number) {
  const onCommit = vi.fn()
  render(<PriceRange min={min} max={max} onCommit={onCommit} />)
  const thumb = (name: string) => screen.getByRole('slider', { name })
  return { onCommit, low: thumb('Minimum price'), high: thumb('Maximum price') }
}

describe('PriceRange keyboard', () => {
  it('End on the minimum thumb moves it up to the maximum, never past it, and never moves the other thumb', () => {
    const { onCommit, low, high } = setup(500, 500)
    fireEvent.keyDown(low, { key: 'End' })
    expect(onCommit).toHaveBeenLastCalledWith({ min: 500, max: 500 })
    expect(low.getAttribute('aria-valuenow')).toBe('500')
    expect(high.getAttribute('aria-valuenow')).toBe('500')
  })

  it('Home and End move the focused thumb only, within the other', () => {
    const a = setup(300, 800)
    fireEvent.keyDown(a.low, { key: 'End' })
    expect(a.onCommit).toHaveBeenLastCalledWith({ min: 800, max: 800 })
    fireEvent.keyDown(a.low, { key: 'Home' })
    expect(a.onCommit).toHaveBeenLastCalledWith({ min: 0, max: 800 })
    fireEvent.keyDown(a.high, { key: 'Home' })
    expect(a.onCommit).toHaveBeenLastCalledWith({ min: 0, max: 0 })
    fireEvent.keyDown(a.high, { key: 'End' })
    expect(a.onCommit).toHaveBeenLastCalledWith({ min: 0, max: 2000 })
  })
})
