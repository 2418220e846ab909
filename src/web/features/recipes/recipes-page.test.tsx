import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { aRecipe } from '#web/test/recipes.ts'
import { Component as RecipesPage } from './recipes-page.tsx'

// docs/product.md, Routes and screens: "Recipes" (list). fetch is the browser boundary: GET /api/v1/recipes?page=1&page_size=50 (docs/product.md, Calls)
// is answered as the server answers it. The recipes differ from the built-in samples, so the test can tell
// which ones it sees.
const recipes = [
  aRecipe(1, 'Moringa Poha', 'Breakfast'),
  aRecipe(2, 'Moringa Kheer', 'Dessert'),
  aRecipe(3, 'Moringa Green Chutney', 'Superfoods'),
  // no prep time, servings or difficulty: the spec's defaults show
  aRecipe(4, 'Moringa Soup', 'Superfoods', {
    rating: 4.2,
    reviews: 31,
    prep_time: '',
    servings: 0,
    difficulty: '',
  }),
]

type Reply = { status: number; body: unknown }
const ok = (data: Recipe[]): Reply => ({ status: 200, body: { success: true, data } })
const serverError: Reply = { status: 500, body: { success: false, message: 'Internal server error' } }

/** Answers each GET /recipes with the next reply; a reply left out keeps that request pending until `answer`. */
function stubRecipesApi(...replies: Reply[]) {
  const queue = [...replies]
  const waiting: ((reply: Reply) => void)[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname !== '/api/v1/recipes') throw new Error(`unexpected request ${url}`)
    const reply = queue.shift() ?? (await new Promise<Reply>((resolve) => waiting.push(resolve)))
    return Response.json(reply.body, { status: reply.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, answer: (reply: Reply) => (waiting.shift() ?? ((r: Reply) => queue.push(r)))(reply) }
}

function renderRecipesPage(path = '/recipes') {
  // retryDelay 0: the page's query retries once (recipesQuery), and the test need not wait a second for it.
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/recipes" element={<RecipesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const names = (cards: HTMLElement[]) => cards.map((c) => within(c).getByRole('heading').textContent)
const gridCards = () => within(screen.getByRole('list', { name: 'Recipes' })).queryAllByTestId('recipe-card')
const filter = (name: RegExp) => screen.getByRole('button', { name })

afterEach(() => vi.unstubAllGlobals())

describe('recipes page (docs/product.md, Routes and screens)', () => {
  it("says 'Loading recipes...' until the list arrives, then shows the featured three and the rest", async () => {
    const { fetchMock, answer } = stubRecipesApi()
    renderRecipesPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Moringa Recipes' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Loading recipes...')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]))
    expect(asked.pathname + asked.search).toBe('/api/v1/recipes?page=1&page_size=50')

    answer(ok(recipes))
    const featured = await screen.findByRole('region', { name: 'Featured Recipes' })
    expect(screen.queryByText('Loading recipes...')).toBeNull()
    expect(names(within(featured).getAllByTestId('featured-recipe'))).toEqual([
      'Moringa Poha',
      'Moringa Kheer',
      'Moringa Green Chutney',
    ])
    expect(screen.getByRole('heading', { level: 2, name: 'All Moringa Recipes' })).toBeTruthy()
    // the grid holds the ones not featured above it
    expect(names(gridCards())).toEqual(['Moringa Soup'])
    expect(screen.queryByText(/Showing sample recipes/)).toBeNull()

    // category buttons with their counts
    expect(
      within(screen.getByRole('group', { name: 'Filter recipes by category' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All Recipes4', 'Breakfast1', 'Dessert1', 'Superfoods2'])
    expect(filter(/^All Recipes/).getAttribute('aria-pressed')).toBe('true')

    // a card: image, category, name linking to the recipe, description, rating and reviews, prep time,
    // servings and difficulty (here the defaults: 5 mins, 2 servings, Easy)
    const [soup] = gridCards()
    const card = within(soup as HTMLElement)
    expect(soup?.querySelector('img')?.getAttribute('src')).toBe('/images/recipes/4.svg')
    expect(card.getByText('Superfoods')).toBeTruthy()
    expect(card.getByRole('link', { name: 'Moringa Soup' }).getAttribute('href')).toBe('/recipes/4')
    expect(card.getByText('Moringa Soup, made with sun-dried moringa.')).toBeTruthy()
    expect(card.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeTruthy()
    expect(card.getByText('(31 reviews)', { exact: false }).textContent).toBe('4.2 (31 reviews)')
    const facts = card.getAllByRole('listitem').map((li) => li.textContent)
    expect(facts).toEqual(['Prep time: 5 mins', '2 servings', 'Difficulty: Easy'])
  })

  it('filters by category: Superfoods shows its two recipes and no featured block', async () => {
    stubRecipesApi(ok(recipes))
    const user = userEvent.setup()
    renderRecipesPage()
    await screen.findByRole('region', { name: 'Featured Recipes' })

    await user.click(filter(/^Superfoods/))
    expect(filter(/^Superfoods/).getAttribute('aria-pressed')).toBe('true')
    expect(filter(/^All Recipes/).getAttribute('aria-pressed')).toBe('false')
    expect(screen.queryByRole('region', { name: 'Featured Recipes' })).toBeNull()
    expect(names(gridCards())).toEqual(['Moringa Green Chutney', 'Moringa Soup'])
    expect(screen.getByText('2 recipes shown')).toBeTruthy()

    await user.click(filter(/^All Recipes/))
    expect(screen.getByRole('region', { name: 'Featured Recipes' })).toBeTruthy()
    expect(names(gridCards())).toEqual(['Moringa Soup'])
  })

  it('hides a recipe image that fails to load', async () => {
    stubRecipesApi(ok(recipes))
    renderRecipesPage()
    await screen.findByRole('region', { name: 'Featured Recipes' })
    const [soup] = gridCards()
    fireEvent.error(soup?.querySelector('img') as HTMLImageElement)
    expect(soup?.querySelector('img')).toBeNull()
    expect(within(soup as HTMLElement).getByTestId('recipe-image-fallback')).toBeTruthy()
  })

  it("says 'No recipes found.' when there are none", async () => {
    stubRecipesApi(ok([]))
    renderRecipesPage()
    expect(await screen.findByRole('heading', { name: 'No recipes found.' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Featured Recipes' })).toBeNull()
  })

  it('shows the sample recipes with a warning when the list cannot be loaded, and Try Again loads it', async () => {
    // the page's query asks twice (one retry) before it gives up
    const { fetchMock, answer } = stubRecipesApi(serverError, serverError)
    const user = userEvent.setup()
    renderRecipesPage()
    const banner = await screen.findByText(
      'Showing sample recipes. Unable to load latest recipes from server.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(
      names(
        within(screen.getByRole('region', { name: 'Featured Recipes' })).getAllByTestId('featured-recipe'),
      ),
    ).toEqual(['Moringa Smoothie Bowl', 'Moringa Coconut Ladoo', 'Moringa Lemon Detox Tea'])

    await user.click(
      within(banner.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Try Again' }),
    )
    answer(ok(recipes))
    expect(await screen.findByText('Moringa Poha')).toBeTruthy()
    expect(screen.queryByText(/Showing sample recipes/)).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })
})
