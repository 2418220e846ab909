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
  it("offers the shop's categories in its order with their counts, leaves out an empty one, and picks one (decision 051)", async () => {
    fakeScreen(true)
    const { FilterSidebar } = await import('./filter-sidebar.tsx')
    const onChange = vi.fn()
    render(
      <FilterSidebar
        filters={{ ...DEFAULT_FILTERS, category: 'herbs' }}
        categories={[
          { name: 'Superfoods', slug: 'superfoods', label: 'Superfoods', product_count: 6 },
          { name: 'Herbs', slug: 'herbs', label: 'Herbs', product_count: 4 },
          { name: 'Teas', slug: 'teas', label: 'Teas', product_count: 0 },
        ]}
        onChange={onChange}
      />,
    )
    const group = await screen.findByRole('group', { name: 'Category' })
    const options = [...group.querySelectorAll('label')].map((l) => l.textContent)
    expect(options).toEqual(['All Categories10', 'Superfoods6', 'Herbs4'])
    expect((screen.getByRole('radio', { name: /^Herbs/ }) as HTMLInputElement).checked).toBe(true)
    act(() => screen.getByRole('radio', { name: /^Superfoods/ }).click())
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_FILTERS, category: 'Superfoods' })
  })

  it('names each category as the reply labels it in the page’s language, and picks it by its name (decision 059)', async () => {
    fakeScreen(true)
    const { FilterSidebar } = await import('./filter-sidebar.tsx')
    const onChange = vi.fn()
    render(
      <FilterSidebar
        filters={DEFAULT_FILTERS}
        categories={[
          { name: 'Superfoods', slug: 'superfoods', label: 'सुपरफ़ूड', product_count: 6 },
          { name: 'Herbs', slug: 'herbs', label: 'जड़ी-बूटियाँ', product_count: 4 },
        ]}
        onChange={onChange}
      />,
    )
    const group = await screen.findByRole('group', { name: 'Category' })
    expect([...group.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'All Categories10',
      'सुपरफ़ूड6',
      'जड़ी-बूटियाँ4',
    ])
    act(() => screen.getByRole('radio', { name: /^जड़ी-बूटियाँ/ }).click())
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_FILTERS, category: 'Herbs' })
  })

  it('shows no category group while the shop offers none', async () => {
    fakeScreen(true)
    await renderSidebar()
    await screen.findByRole('slider', { name: 'Maximum price' })
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull()
  })

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
