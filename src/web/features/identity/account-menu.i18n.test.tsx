import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { MobileAccountLinks } from './mobile-account-links.tsx'
import { UserMenu } from './user-menu.tsx'

// The account's parts outside the sign-in pages in the shopper's language (decision 058): the header's account
// button and its menu (fetched on first use, its texts with it) and the phone menu's account links, as a visitor
// (no one signed in) sees them.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: false, message: 'Not found' }, { status: 404 })),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('the account menu in Hindi and Telugu (decision 058)', () => {
  it('names the account button and opens its menu in Hindi, its links keeping the language', async () => {
    window.history.replaceState(null, '', '/hi/')
    const page = await renderPageIn('hi', '/', { path: '/', element: <UserMenu /> })
    const button = screen.getByRole('button', { name: 'खाता मेन्यू' })
    await userEvent.click(button)
    expect(await screen.findByText('स्वागत है! अपने कार्ट, विशलिस्ट और ऑर्डर के लिए साइन इन करें।')).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: 'साइन इन' }).getAttribute('href')).toBe('/hi/login')
    expect(screen.getByRole('menuitem', { name: 'खाता बनाएँ' }).getAttribute('href')).toBe('/hi/signup')
    expectTranslated(page)
    expectTranslated(document.body)
  })

  it('offers Sign In and Sign Up in the phone menu in Telugu', async () => {
    window.history.replaceState(null, '', '/te/')
    const page = await renderPageIn('te', '/', { path: '/', element: <MobileAccountLinks /> })
    expect(screen.getByRole('link', { name: 'సైన్ ఇన్' }).getAttribute('href')).toBe('/te/login')
    expect(screen.getByRole('link', { name: 'ఖాతా తెరవండి' }).getAttribute('href')).toBe('/te/signup')
    expectTranslated(page)
  })
})
