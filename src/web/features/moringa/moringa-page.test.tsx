import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { Component as MoringaPage } from './moringa-page.tsx'

// docs/product.md (Routes and screens, "Moringa info page"): fixed marketing content, so nothing is fetched. The page reads the visitor's
// motion preference (matchMedia, which jsdom lacks) to decide whether the demo video plays by itself.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
})
afterEach(() => vi.unstubAllGlobals())

function renderMoringaPage(path = '/moringa') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {/* the three addresses of the page (docs/product.md, Routes and screens: route table) */}
        <Route path="/moringa" element={<MoringaPage />} />
        <Route path="/products/moringa101" element={<MoringaPage />} />
        <Route path="/product/moringa/101" element={<MoringaPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })
const panel = () => screen.getByRole('tabpanel')

describe('moringa page (docs/product.md, Routes and screens)', () => {
  it('opens on Benefits: the demo video with a spinner until it has loaded, and the nutritional comparison', () => {
    renderMoringaPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Moringa: the miracle tree' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Benefits',
      'Recipes',
      'Traceability',
      'Quality',
    ])
    expect(tab('Benefits').getAttribute('aria-selected')).toBe('true')

    const benefits = panel()
    expect(within(benefits).getByRole('heading', { name: 'Nutritional Power Comparison' })).toBeTruthy()
    // each figure is a sentence (the bars beside it are hidden from assistive technology)
    const comparisons = within(benefits)
      .getAllByText((_, el) => el?.tagName === 'SPAN' && /^\d+x the /.test(el.textContent ?? ''))
      .map((line) => line.textContent)
    expect(comparisons).toEqual([
      '2x the vitamin A of carrots',
      '4x the vitamin C of oranges',
      '17x the calcium of milk',
      '10x the iron of spinach',
      '3x the potassium of banana',
      '3x the protein of yogurt',
      '2x the fiber of oats',
    ])

    // portrait video, spinner until its first frame is in
    const video = benefits.querySelector('video')
    expect(video?.getAttribute('width')).toBe('360')
    expect(video?.getAttribute('height')).toBe('640')
    expect(within(benefits).getByRole('status').textContent).toBe('Loading video…')
    fireEvent.loadedData(video as HTMLVideoElement)
    expect(within(benefits).queryByRole('status')).toBeNull()
  })

  it('shows the nine recipes, the farm and the lab report on their tabs', async () => {
    const user = userEvent.setup()
    renderMoringaPage()

    await user.click(tab('Recipes'))
    expect(tab('Recipes').getAttribute('aria-selected')).toBe('true')
    const recipes = panel()
    expect(within(recipes).getByRole('heading', { level: 2, name: '9 ways to enjoy moringa' })).toBeTruthy()
    expect(
      within(recipes)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Easy to use', 'Beverages', 'Blends and smoothies', 'Food recipes'])
    expect(within(recipes).getAllByRole('button', { expanded: false })).toHaveLength(8)
    // the first recipe is open, with its ingredients and numbered steps
    const first = within(recipes).getByRole('button', { expanded: true })
    expect(first.textContent).toContain('Moringa Morning Water')
    expect(within(recipes).getByText('½ teaspoon moringa powder')).toBeTruthy()
    expect(within(recipes).getByText('Pour the warm water into a glass.').textContent).toBe(
      '1Pour the warm water into a glass.',
    )
    // another opens on a click
    await user.click(within(recipes).getByRole('button', { name: /Moringa Dal Tadka/ }))
    expect(
      within(recipes)
        .getByRole('button', { name: /Moringa Dal Tadka/ })
        .getAttribute('aria-expanded'),
    ).toBe('true')

    await user.click(tab('Traceability'))
    const farm = panel()
    expect(within(farm).getByRole('heading', { name: 'Mallesh Yadav' })).toBeTruthy()
    expect(
      within(farm).getByText('Kothapally, Shankarpally Mandal, Rangareddy District, Telangana'),
    ).toBeTruthy()
    expect(within(farm).getByText('5 acre')).toBeTruthy()
    expect(within(farm).getByText('Sowing date:').textContent).toBe('Sowing date: 12 July 2024')
    expect(within(farm).getByText('Processing date:').textContent).toBe('Processing date: 15 January 2026')
    expect(within(farm).getByRole('heading', { name: 'Fertigation schedule' })).toBeTruthy()

    await user.click(tab('Quality'))
    const quality = panel()
    expect(within(quality).getByRole('img', { name: /Lab test report/ })).toBeTruthy()
    expect(
      within(quality)
        .getByRole('link', { name: /View report/ })
        .getAttribute('href'),
    ).toBe('/docs/moringa-lab-report.pdf')
    expect(
      within(quality)
        .getByRole('link', { name: /Download PDF/ })
        .getAttribute('download'),
    ).toBeTruthy()
    expect(within(quality).getByText('100%')).toBeTruthy()
    expect(within(quality).getByText('ISO certified')).toBeTruthy()
    expect(within(quality).getByText('Premium quality')).toBeTruthy()
    expect(within(quality).getByRole('heading', { name: 'Batch 103' })).toBeTruthy()
    expect(within(quality).getByText('Status: Passed')).toBeTruthy()
    const row = (name: string) =>
      Array.from(
        within(quality).getByRole('rowheader', { name }).closest('tr')?.cells ?? [],
        (cell) => cell.textContent,
      )
    expect(row('Energy')).toEqual(['Energy', '375.20', 'Kcal/100g', 'Pass'])
    expect(row('Protein')).toEqual(['Protein', '23.85', 'g/100g', 'Pass'])
  })

  it.each(['/moringa', '/products/moringa101', '/product/moringa/101'])(
    'at %s lists Our Products: only moringa leads to its product page',
    (path) => {
      renderMoringaPage(path)
      const ours = screen.getByRole('region', { name: 'Our Products' })
      const details = within(ours).getAllByRole('link', { name: /^View Details/ })
      expect(details.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['View Details of Moringa Powder', '/product/moringa/101'],
        ['View Details of Amla Powder', '/products'],
        ['View Details of Ashwagandha Powder', '/products'],
      ])
      expect(
        within(ours)
          .getByRole('link', { name: /View All Products/ })
          .getAttribute('href'),
      ).toBe('/products')
    },
  )
})
