import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { setCatalogueLanguage } from '#web/lib/api/catalogue-language.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { aRecipe } from '#web/test/recipes.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { Component as RecipePage } from './recipe-page.tsx'
import { Component as RecipesPage } from './recipes-page.tsx'

// The recipes list and a recipe's page in Hindi, Telugu and Tamil (decision 058): the page's own words in the
// address's language; the recipes' names, ingredients and steps as the API sends them (its catalogue
// translations, here in Hindi or Telugu), and the facts the API keeps in English (category, prep time,
// difficulty) said in the page's language. Never a message key or an unfilled '{placeholder}'. fetch is the
// browser boundary, answered as the server answers.

function stubApi(recipes: Recipe[], one?: Recipe) {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      asked.push(url.pathname + url.search)
      if (url.pathname === '/api/v1/recipes') return Response.json({ success: true, data: recipes })
      if (url.pathname.startsWith('/api/v1/recipes/'))
        return one
          ? Response.json({ success: true, data: one })
          : Response.json({ success: false, message: 'Recipe not found' }, { status: 404 })
      return Response.json({ success: false, message: 'Not found' }, { status: 404 })
    }),
  )
  return asked
}

/** What the shopper reads: the recipe page's print rule (a <style>) is no text. */
function shown(page: HTMLElement): HTMLElement {
  const copy = page.cloneNode(true) as HTMLElement
  for (const style of copy.querySelectorAll('style')) style.remove()
  return copy
}

/** A query client of the page's language, as the app makes one per document (decision 059). */
function clientIn(lang: Language): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  setCatalogueLanguage(client, lang)
  return client
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('recipes in the shopper’s language (decision 058)', () => {
  it('lists the recipes in Hindi, with its filters, cards and facts in Hindi', async () => {
    const asked = stubApi([
      aRecipe(1, 'मोरिंगा पोहा', 'Breakfast', { reviews: 1, servings: 1, prep_time: '1 min' }),
      aRecipe(2, 'मोरिंगा खीर', 'Dessert', { difficulty: 'Easy' }),
      aRecipe(3, 'मोरिंगा हरी चटनी', 'Superfoods'),
      aRecipe(4, 'मोरिंगा सूप', 'Superfoods', { prep_time: 'overnight' }),
    ])
    const page = await renderPageIn(
      'hi',
      '/recipes',
      { path: '/recipes', element: <RecipesPage /> },
      { client: clientIn('hi') },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'मोरिंगा रेसिपी' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'ख़ास रेसिपी' })).toBeTruthy()
    // the filter's buttons: labels translated, the category's value stays the API's
    expect(screen.getByRole('button', { name: /^सभी रेसिपी\s*4$/ }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: /^सुपरफ़ूड\s*2$/ })).toBeTruthy()
    expect(screen.getByText('4 रेसिपी दिखाई गईं')).toBeTruthy()
    const grid = screen.getByRole('list', { name: 'रेसिपी' }).textContent ?? ''
    expect(grid).toContain('(40 समीक्षाएँ)')
    expect(grid).toContain('कठिनाई: मध्यम')
    expect(grid).toContain('3 लोगों के लिए')
    // a time the staff wrote otherwise stays as written
    expect(grid).toContain('overnight')
    const featured = page.textContent ?? ''
    expect(featured).toContain('(1 समीक्षा)')
    expect(featured).toContain('1 व्यक्ति के लिए')
    expect(featured).toContain('तैयारी का समय: 1 मिनट')
    expect(featured).toContain('तैयारी का समय: 15 मिनट')
    expect(featured).toContain('कठिनाई: आसान')
    expect(asked.every((a) => a.includes('lang=hi'))).toBe(true)
    expect(document.title).toContain('मोरिंगा रेसिपी')
    expectTranslated(shown(page))
  })

  it('shows a recipe in Telugu: its facts, ingredients, steps, nutrition and tips', async () => {
    const dish = aRecipe(7, 'మునగ ఉప్మా', 'Breakfast', {
      ingredients: ['1 కప్పు రవ్వ', '1 చెంచా మునగ పొడి'],
      instructions: ['రవ్వ వేయించండి.', 'మునగ పొడి కలపండి.'],
      nutrition_facts: { Protein: '6 g' },
      pro_tips: ['వేడిగా తినండి.'],
      tags: ['Vegan'],
      difficulty: 'Easy',
    })
    const asked = stubApi([dish], dish)
    const page = await renderPageIn(
      'te',
      '/recipes/7',
      { path: '/recipes/:id', element: <RecipePage /> },
      { client: clientIn('te') },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'మునగ ఉప్మా' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'కావలసినవి' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'తయారీ విధానం' })).toBeTruthy()
    expect(screen.getByText('దశ 1:', { exact: false })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'పోషక వివరాలు' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'చిట్కాలు' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'వంటకం ప్రింట్ చేయండి' })).toBeTruthy()
    expect(screen.getByText('అల్పాహారం')).toBeTruthy()
    expect(screen.getByText('15 నిమిషాలు')).toBeTruthy()
    expect(screen.getByText('సులువు')).toBeTruthy()
    expect(screen.getByText('(40 సమీక్షలు)')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'వంటకాలకు తిరిగి వెళ్ళండి' }).getAttribute('href')).toBe('/te/recipes')
    expect(asked).toContain('/api/v1/recipes/7?lang=te')
    expectTranslated(shown(page))
  })

  it('lists the recipes in Tamil', async () => {
    stubApi([aRecipe(1, 'முருங்கை பொங்கல்', 'Breakfast'), aRecipe(2, 'முருங்கை பாயசம்', 'Dessert')])
    const page = await renderPageIn(
      'ta',
      '/recipes',
      { path: '/recipes', element: <RecipesPage /> },
      { client: clientIn('ta') },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'முருங்கை சமையல் குறிப்புகள்' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: /^இனிப்பு\s*1$/ })).toBeTruthy()
    expect(page.textContent).toContain('தயாரிப்பு நேரம்: 15 நிமிடங்கள்')
    expect(page.textContent).toContain('கடினம்: நடுத்தரம்')
    expectTranslated(shown(page))
  })

  it('says a missing recipe in Telugu', async () => {
    stubApi([])
    const page = await renderPageIn('te', '/recipes/99', { path: '/recipes/:id', element: <RecipePage /> })
    expect(await screen.findByRole('heading', { level: 1, name: 'వంటకం కనిపించలేదు' })).toBeTruthy()
    expect(document.title).toContain('వంటకం కనిపించలేదు')
    expectTranslated(shown(page))
  })
})
