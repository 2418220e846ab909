import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { productQuery } from '#web/lib/api/get-product.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { moringaWithPacks } from '#web/test/products.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { Component as ProductPage } from './product-page.tsx'

// The product page in Hindi, Telugu and Malayalam (decision 058): its own words (price lines, pack size, stock, legal
// declarations, buttons) translated, the product's name as the brand writes it, never a key or a '{placeholder}'.
// The product is in the page's query cache, as the loader leaves it; nothing else is asked for.
async function renderIn(lang: Language) {
  const client = new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Number.POSITIVE_INFINITY, retry: false } },
  })
  client.setQueryData(productQuery('101').queryKey, moringaWithPacks)
  return renderPageIn(lang, '/product/101', { path: '/product/:id', element: <ProductPage /> }, { client })
}

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('product page in Hindi, Telugu and Malayalam (decision 058)', () => {
  it('reads in Hindi, and the stock line follows the pack chosen', async () => {
    const user = userEvent.setup()
    const page = await renderIn('hi')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Moringa Powder')
    expect(screen.getByRole('link', { name: /उत्पादों पर वापस जाएँ/ })).toBeTruthy()
    expect(screen.getByText('22% बचाएँ')).toBeTruthy()
    expect(screen.getByText('सभी टैक्स शामिल')).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: 'पैक का साइज़' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'मात्रा' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /कार्ट में डालें/ })).toBeTruthy()
    expect(screen.getByText('पैकिंग से 12 महीने तक')).toBeTruthy()
    expect(screen.getByText('(7 समीक्षाएँ)')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: /500g/ }))
    expect(await screen.findByText('सिर्फ़ 8 बचे हैं')).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'ग्राहकों की समीक्षाएँ' })).toBeTruthy()
    // the moringa page's fixed texts, in Hindi
    expect(await screen.findByRole('button', { name: 'सामग्री' })).toBeTruthy()
    expect(screen.getByText(/सिर्फ़ पत्तियाँ: पीसने से पहले डंठल/)).toBeTruthy()
    expectTranslated(page)
  })

  it('reads in Telugu', async () => {
    const page = await renderIn('te')
    expect(screen.getByText('22% ఆదా')).toBeTruthy()
    expect(screen.getByText('అన్ని పన్నులతో కలిపి')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'ఉత్పత్తి వివరాలు' })).toBeTruthy()
    expect(screen.getByText('తయారైన దేశం')).toBeTruthy()
    expect(screen.getByText('స్టాక్‌లో ఉంది')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'పరిమాణం పెంచండి' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /కార్ట్‌కు జోడించండి/ })).toBeTruthy()
    expectTranslated(page)
  })

  it('reads in Malayalam, and the stock line follows the pack chosen', async () => {
    const user = userEvent.setup()
    const page = await renderIn('ml')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Moringa Powder')
    expect(screen.getByRole('link', { name: /ഉൽപ്പന്നങ്ങളിലേക്ക് മടങ്ങുക/ })).toBeTruthy()
    expect(screen.getByText('22% ലാഭം')).toBeTruthy()
    expect(screen.getByText('എല്ലാ നികുതികളും ഉൾപ്പെടെ')).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: 'പായ്ക്കിന്റെ വലുപ്പം' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'എണ്ണം കൂട്ടുക' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /കാർട്ടിൽ ചേർക്കുക/ })).toBeTruthy()
    expect(screen.getByText('പായ്ക്ക് ചെയ്തതു മുതൽ 12 മാസം')).toBeTruthy()
    expect(screen.getByText('ഉത്ഭവ രാജ്യം')).toBeTruthy()
    expect(screen.getByText('(7 അവലോകനങ്ങൾ)')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: /500g/ }))
    expect(await screen.findByText('8 എണ്ണം മാത്രം ബാക്കി')).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'ഉപഭോക്തൃ അവലോകനങ്ങൾ' })).toBeTruthy()
    // the moringa page's fixed texts, in Malayalam
    expect(await screen.findByRole('button', { name: 'ചേരുവകൾ' })).toBeTruthy()
    expect(screen.getByText(/ഇല മാത്രം: പൊടിക്കുന്നതിനു മുമ്പ് തണ്ടുകൾ/)).toBeTruthy()
    expectTranslated(page)
  })
})
