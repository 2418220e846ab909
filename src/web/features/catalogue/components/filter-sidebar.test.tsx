import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_FILTERS } from '../model/catalogue-view.ts'

/** A screen `wide` or not, which can be turned as a tablet is. */
function fakeScreen(wide: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return wide
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  )
  return {
    turn(next: boolean) {
      wide = next
      for (const fn of listeners) fn()
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

async function renderSidebar() {
  const { FilterSidebar } = await import('./filter-sidebar.tsx')
  render(<FilterSidebar filters={DEFAULT_FILTERS} onChange={() => {}} />)
}

describe('FilterSidebar (desktop filters)', () => {
  it('draws only a placeholder where the sidebar is not shown, and the panel once the screen is wide', async () => {
    const screenSize = fakeScreen(false)
    await renderSidebar()
    expect(screen.queryByRole('slider')).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
    act(() => screenSize.turn(true))
    expect(await screen.findByRole('slider', { name: 'Minimum price' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'In Stock' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'On Sale' })).toBeTruthy()
  })

  it('draws the panel on a wide screen', async () => {
    fakeScreen(true)
    await renderSidebar()
    expect(await screen.findByRole('slider', { name: 'Maximum price' })).toBeTruthy()
  })
})
