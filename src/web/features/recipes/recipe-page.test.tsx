import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '#domain/messages.ts'
import { createQueryClient } from '#web/lib/query-client.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { loader, Component as RecipePage } from './recipe-page.tsx'

// A recipe that does not exist (/recipes/no-such-recipe): the page's loader asks the API once, the answer is 404,
// and the page that mounts after it shows 'Recipe Not Found' from that answer without asking again. fetch is the
// browser boundary, answered as the server answers it.

afterEach(() => vi.unstubAllGlobals())

describe('recipe page, not found', () => {
  it('asks the API once: the page reuses the answer its loader got', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      if (url.pathname !== '/api/v1/recipes/no-such-recipe') throw new Error(`unexpected request ${url}`)
      return Response.json({ success: false, message: 'Recipe not found' }, { status: 404 })
    })
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    // as the router does: the loader first, then the page once its code has loaded
    loader({ params: { id: 'no-such-recipe' }, search: new URLSearchParams(), queryClient: client })
    await vi.waitFor(() =>
      expect(client.getQueryState(['recipes', 'detail', 'no-such-recipe'])?.status).toBe('error'),
    )
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/recipes/no-such-recipe']}>
          <Routes>
            <Route path="/recipes/:id" element={<RecipePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('heading', { name: messages.catalogue.recipeNotFoundTitle })).toBeTruthy()
    await new Promise((r) => setTimeout(r, 200))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
