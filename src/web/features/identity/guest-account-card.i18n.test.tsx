import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GUEST_CHECKOUT_KEY } from '#web/lib/guest-checkout.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { GuestAccountCard } from './guest-account-card.tsx'

// After paying as a guest (decision 057), the offer of an account for the guest's orders in the shopper's language
// (decision 058): its own words, its links keeping the language, and its check before anything is sent.
let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json({ success: false, message: 'Not found' }, { status: 404 }))
  vi.stubGlobal('fetch', fetchMock)
  sessionStorage.setItem(
    GUEST_CHECKOUT_KEY,
    JSON.stringify({ email: 'asha@example.in', mobile: '+919848012345' }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('the guest’s account card in Telugu (decision 058)', () => {
  it('offers the account in Telugu and checks the password in Telugu before sending it', async () => {
    window.history.replaceState(null, '', '/te/order/guest')
    const user = userEvent.setup()
    await renderPageIn('te', '/order/guest', { path: '/order/guest', element: <GuestAccountCard /> })
    expect(screen.getByRole('heading', { name: 'మీ ఆర్డర్లన్నీ ఒకేచోట ఉంచుకోండి' })).toBeTruthy()
    const offer = screen.getByText('asha@example.in').closest('p') as HTMLElement
    expect(offer.textContent).toBe('ఒక్క ట్యాప్‌తో asha@example.inకు ఖాతా తెరవండి: పాస్‌వర్డ్ ఎంచుకోండి, మీ ఆర్డర్లు అందులో చేరతాయి.')
    expect(screen.getByRole('link', { name: 'మీ మొబైల్ నంబర్‌తో సైన్ ఇన్ చేయండి' }).getAttribute('href')).toBe(
      '/te/login?with=mobile',
    )
    const form = screen.getByRole('form', { name: 'ఖాతా తెరవండి' })
    expectTranslated(form)
    await user.type(within(form).getByLabelText('పాస్‌వర్డ్ ఎంచుకోండి'), 'short12')
    await user.click(within(form).getByRole('button', { name: 'నా ఖాతా తెరవండి' }))
    expect(within(form).getByRole('alert').textContent).toBe('పాస్‌వర్డ్ చాలా బలహీనంగా ఉంది. కనీసం 8 అక్షరాలు వాడండి')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/'))).toBe(false)
  })
})
