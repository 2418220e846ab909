import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '#web/lib/i18n/languages.ts'
import { moringa } from '#web/test/products.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { Component as CartPage } from './cart-page.tsx'
import { addProductToCart } from './use-add-to-cart.ts'

// The cart page in Hindi, Telugu, Kannada and Malayalam (decision 058), as a visitor's (the cart is the browser's): its own words,
// the summary and the coupon box translated, the product's name as the brand writes it, and the cart's toasts
// in the page's language (its address). Never a message key or an unfilled '{placeholder}'.
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: false, message: 'Not found' }, { status: 404 })),
  )
}

async function renderIn(lang: Language) {
  return renderPageIn(lang, '/cart', { path: '/cart', element: <CartPage /> }, { extra: <Toaster /> })
}

beforeEach(() => {
  localStorage.clear()
  stubApi()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
  localStorage.clear()
})

describe('cart page in Hindi, Telugu, Kannada and Malayalam (decision 058)', () => {
  it('reads in Hindi when empty', async () => {
    window.history.replaceState(null, '', '/hi/cart')
    const page = await renderIn('hi')
    expect(await screen.findByRole('heading', { name: 'आपका कार्ट खाली है' })).toBeTruthy()
    // links keep the page's language
    expect(screen.getByRole('link', { name: 'उत्पाद देखें' }).getAttribute('href')).toBe('/hi/products')
    expect(screen.getByText('सुरक्षित खरीदारी')).toBeTruthy()
    expectTranslated(page)
  })

  it('reads in Hindi with a line, and says the add in Hindi', async () => {
    window.history.replaceState(null, '', '/hi/cart')
    const page = await renderIn('hi')
    await act(async () => {
      await addProductToCart(moringa, 2)
    })
    expect(await screen.findByText('Moringa Powder कार्ट में डाल दिया गया!')).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'ऑर्डर का सारांश' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('(2 सामान)')
    expect(screen.getByText('उप-योग (2 सामान)')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Moringa Powder की मात्रा बढ़ाएँ' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'चेकआउट करें' })).toBeTruthy()
    expect(screen.getByPlaceholderText('कूपन कोड डालें')).toBeTruthy()
    expectTranslated(page)
    // the clear-cart question, its way out included, in Hindi
    await userEvent.setup().click(screen.getByRole('button', { name: 'कार्ट खाली करें' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    expect(dialog.getByText('क्या आप सच में अपना कार्ट खाली करना चाहते हैं?')).toBeTruthy()
    expect(dialog.getByRole('button', { name: 'रद्द करें' })).toBeTruthy()
  })

  it('reads in Telugu with a line, and says the 99 limit in Telugu', async () => {
    window.history.replaceState(null, '', '/te/cart')
    const page = await renderIn('te')
    await act(async () => {
      await addProductToCart(moringa, 1)
    })
    const summary = within(await screen.findByRole('complementary', { name: 'ఆర్డర్ సారాంశం' }))
    expect(summary.getByText('ఉప మొత్తం (1 వస్తువు)')).toBeTruthy()
    expect(summary.getByText('మొత్తం')).toBeTruthy()
    expect(summary.getByText('కూపన్ ఉందా?')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Moringa Powderను కార్ట్ నుంచి తీసివేయండి' })).toBeTruthy()
    expect(screen.getByText('చెక్అవుట్ చేయడానికి సైన్ ఇన్ చేయండి.', { exact: false })).toBeTruthy()
    await act(async () => {
      await addProductToCart(moringa, 99)
    })
    expect(await screen.findByText('ఒక ఆర్డర్‌లో ఒక్కో వస్తువు గరిష్ఠంగా 99 వరకు కొనవచ్చు')).toBeTruthy()
    expectTranslated(page)
  })

  it('reads in Malayalam with a line, one item or two, and says the add in Malayalam', async () => {
    window.history.replaceState(null, '', '/ml/cart')
    const page = await renderIn('ml')
    await act(async () => {
      await addProductToCart(moringa, 1)
    })
    expect(await screen.findByText('Moringa Powder കാർട്ടിൽ ചേർത്തു!')).toBeTruthy()
    const summary = within(await screen.findByRole('complementary', { name: 'ഓർഡർ സംഗ്രഹം' }))
    expect(summary.getByText('ഉപതുക (1 സാധനം)')).toBeTruthy()
    expect(summary.getByText('കൂപ്പൺ ഉണ്ടോ?')).toBeTruthy()
    expect(screen.getByPlaceholderText('കൂപ്പൺ കോഡ്')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Moringa Powder കാർട്ടിൽ നിന്ന് നീക്കുക' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ചെക്ക്ഔട്ടിലേക്ക്' })).toBeTruthy()
    await act(async () => {
      await addProductToCart(moringa, 1)
    })
    expect(await summary.findByText('ഉപതുക (2 സാധനങ്ങൾ)')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('(2 സാധനങ്ങൾ)')
    expectTranslated(page)
  })

  it('reads in Kannada with lines, one and many, and says the add in Kannada', async () => {
    window.history.replaceState(null, '', '/kn/cart')
    const page = await renderIn('kn')
    await act(async () => {
      await addProductToCart(moringa, 1)
    })
    expect(await screen.findByText('Moringa Powder ಕಾರ್ಟ್‌ಗೆ ಸೇರಿದೆ!')).toBeTruthy()
    const summary = within(await screen.findByRole('complementary', { name: 'ಆರ್ಡರ್ ಸಾರಾಂಶ' }))
    expect(summary.getByText('ಉಪಮೊತ್ತ (1 ವಸ್ತು)')).toBeTruthy()
    expect(summary.getByText('ಕೂಪನ್ ಇದೆಯೇ?')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Moringa Powder ಅನ್ನು ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆಯಿರಿ' })).toBeTruthy()
    await act(async () => {
      await addProductToCart(moringa, 1)
    })
    expect(await summary.findByText('ಉಪಮೊತ್ತ (2 ವಸ್ತುಗಳು)')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('(2 ವಸ್ತುಗಳು)')
    expect(screen.getByRole('button', { name: 'ಚೆಕ್‌ಔಟ್‌ಗೆ ಮುಂದುವರಿಯಿರಿ' })).toBeTruthy()
    expectTranslated(page)
  })
})
