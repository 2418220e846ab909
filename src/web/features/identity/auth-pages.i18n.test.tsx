import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { Component as ForgotPasswordPage } from './forgot-password-page.tsx'
import { LoginPage } from './login-page.tsx'
import { Component as ResetPasswordPage } from './reset-password-page.tsx'
import { Component as SignupPage } from './signup-page.tsx'

// The sign-in, sign-up and password pages in the shopper's language (decision 058): their own words, the checks
// the forms run before calling the identity service and the error catalogue's sentences for its codes, all in the
// page's language; never a message key or an unfilled '{placeholder}'. fetch is the browser boundary: the shop's
// settings, and /api/auth/* answered as the identity service answers.
type Reply = { status: number; body: unknown }
function stubFetch(auth: Reply = { status: 200, body: {} }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input)
    if (url.includes('/api/v1/settings'))
      return Response.json({
        success: true,
        data: {
          google_sign_in_enabled: true,
          mobile_sign_in_enabled: true,
          sms_test_mode: false,
          free_shipping_threshold: 750,
          promises: { return_window_days: 10, cancellation_window_hours: 24, refund_days: 7 },
        },
      })
    if (url.includes('/api/auth/get-session')) return Response.json(null)
    return Response.json(auth.body, { status: auth.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const alertText = () => screen.getByRole('alert').textContent ?? ''
/** a form's field by its whole label (a required field's label ends in '*') */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`))

beforeEach(() => {
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('sign-in page in Hindi and Telugu (decision 058)', () => {
  it('reads in Hindi, its checks and the identity service’s mapped error too', async () => {
    window.history.replaceState(null, '', '/hi/login')
    stubFetch({ status: 401, body: { code: 'WRONG_PASSWORD', message: 'Incorrect password' } })
    const user = userEvent.setup()
    const page = await renderPageIn('hi', '/login', { path: '/login', element: <LoginPage /> })
    expect(screen.getByRole('heading', { level: 1, name: 'अपने खाते में साइन इन करें' })).toBeTruthy()
    expect(await screen.findByText('10 दिन में वापसी')).toBeTruthy()
    expect(screen.getByText('₹750 से ज़्यादा के ऑर्डर पर')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Google से जारी रखें' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'मोबाइल नंबर से साइन इन करें' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' }).getAttribute('href')).toBe(
      '/hi/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' }).getAttribute('href')).toBe('/hi/signup')
    expect(document.title).toContain('साइन इन')
    expectTranslated(page)

    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }))
    expect(alertText()).toBe('ईमेल और पासवर्ड दोनों ज़रूरी हैं')
    await user.type(screen.getByLabelText('ईमेल पता'), 'asha')
    await user.type(screen.getByLabelText('पासवर्ड'), 'moringa-123')
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }))
    expect(alertText()).toBe('कृपया सही ईमेल पता लिखें')
    expectTranslated(page)

    await user.type(screen.getByLabelText('ईमेल पता'), '@example.in')
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }))
    // the service's code is one of the error catalogue's: its sentence, in Hindi
    await waitFor(() => expect(alertText()).toBe('पासवर्ड ग़लत है'))
  })

  it('keeps the identity service’s own words when it names no code of the catalogue', async () => {
    window.history.replaceState(null, '', '/hi/login')
    stubFetch({ status: 400, body: { message: 'Session expired. Please try again' } })
    const user = userEvent.setup()
    await renderPageIn('hi', '/login', { path: '/login', element: <LoginPage /> })
    await user.type(screen.getByLabelText('ईमेल पता'), 'asha@example.in')
    await user.type(screen.getByLabelText('पासवर्ड'), 'moringa-123')
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }))
    await waitFor(() => expect(alertText()).toBe('Session expired. Please try again'))
  })

  it('signs in by mobile in Telugu: the number’s check in Telugu, nothing sent', async () => {
    window.history.replaceState(null, '', '/te/login')
    const fetchMock = stubFetch()
    const user = userEvent.setup()
    const page = await renderPageIn('te', '/login', { path: '/login', element: <LoginPage /> })
    expect(screen.getByRole('heading', { level: 1, name: 'మీ ఖాతాలోకి సైన్ ఇన్ చేయండి' })).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: 'మొబైల్ నంబర్‌తో సైన్ ఇన్ చేయండి' }))
    const form = within(screen.getByRole('form', { name: 'మొబైల్ నంబర్‌తో సైన్ ఇన్' }))
    expect(form.getByText('SMS ద్వారా 6 అంకెల కోడ్ పంపుతాం. కొత్తవారా? దీంతో మీ ఖాతా తెరుచుకుంటుంది.')).toBeTruthy()
    await user.click(form.getByRole('button', { name: 'కోడ్ పంపండి' }))
    expect(alertText()).toBe('దయచేసి మీ మొబైల్ నంబర్ రాయండి')
    await user.type(form.getByLabelText('మొబైల్ నంబర్'), '080 2345 6789')
    await user.click(form.getByRole('button', { name: 'కోడ్ పంపండి' }))
    expect(alertText()).toBe('ఇది ల్యాండ్‌లైన్ నంబర్‌లా ఉంది. SMS అందే మొబైల్ నంబర్ రాయండి')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/phone-number/'))).toBe(false)
    expect(form.getByRole('button', { name: 'బదులుగా ఈమెయిల్‌తో సైన్ ఇన్ చేయండి' })).toBeTruthy()
    expectTranslated(page)
  })
})

describe('sign-up page in Telugu and Hindi (decision 058)', () => {
  it('reads in Telugu, the terms in Telugu order with their links, and its checks in Telugu', async () => {
    window.history.replaceState(null, '', '/te/signup')
    const fetchMock = stubFetch()
    const user = userEvent.setup()
    const page = await renderPageIn('te', '/signup', { path: '/signup', element: <SignupPage /> })
    expect(screen.getByRole('heading', { level: 1, name: 'మీ ఖాతా తెరవండి' })).toBeTruthy()
    expect(screen.getByText('పాస్‌వర్డ్‌లో కనీసం 6 అక్షరాలు ఉండాలి')).toBeTruthy()
    const terms = screen.getByRole('checkbox').closest('label') as HTMLElement
    expect(terms.textContent).toBe('నేను సేవా నిబంధనలను, గోప్యతా విధానాన్ని అంగీకరిస్తున్నాను (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)')
    expect(within(terms).getByRole('link', { name: 'సేవా నిబంధనలను' }).getAttribute('href')).toBe('/te/terms')
    expectTranslated(page)

    await user.click(screen.getByRole('button', { name: 'ఖాతా తెరవండి' }))
    expect(alertText()).toBe('పేరు, ఈమెయిల్, పాస్‌వర్డ్ తప్పనిసరి')
    await user.type(field('పూర్తి పేరు'), 'Asha Rao')
    await user.type(field('ఈమెయిల్ చిరునామా'), 'asha@example.in')
    await user.type(field('పాస్‌వర్డ్'), 'short12')
    await user.type(field('పాస్‌వర్డ్ మళ్లీ రాయండి'), 'short1')
    expect(screen.getByText('రెండు పాస్‌వర్డ్‌లు సరిపోలలేదు')).toBeTruthy()
    await user.type(field('పాస్‌వర్డ్ మళ్లీ రాయండి'), '2')
    await user.click(screen.getByRole('button', { name: 'ఖాతా తెరవండి' }))
    expect(alertText()).toBe('పాస్‌వర్డ్‌లో కనీసం 8 అక్షరాలు ఉండాలి')
    await user.type(field('పాస్‌వర్డ్'), '3')
    await user.type(field('పాస్‌వర్డ్ మళ్లీ రాయండి'), '3')
    await user.click(screen.getByRole('button', { name: 'ఖాతా తెరవండి' }))
    expect(alertText()).toBe('దయచేసి సేవా నిబంధనలు, గోప్యతా విధానాన్ని అంగీకరించండి')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/sign-up'))).toBe(false)
  })

  it('says an email already in use in Hindi', async () => {
    window.history.replaceState(null, '', '/hi/signup')
    stubFetch({
      status: 422,
      body: {
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      },
    })
    const user = userEvent.setup()
    const page = await renderPageIn('hi', '/signup', { path: '/signup', element: <SignupPage /> })
    expect(screen.getByRole('checkbox').closest('label')?.textContent).toBe(
      'मैं सेवा की शर्तों और गोपनीयता नीति से सहमत हूँ (नए टैब में खुलेगा)',
    )
    await user.type(field('पूरा नाम'), 'Asha Rao')
    await user.type(field('ईमेल पता'), 'asha@example.in')
    await user.type(field('पासवर्ड'), 'moringa-123')
    await user.type(field('पासवर्ड दोबारा लिखें'), 'moringa-123')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }))
    await waitFor(() => expect(alertText()).toBe('इस ईमेल से पहले ही एक खाता बना हुआ है'))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('अपना खाता बनाएँ')
    expect(page.textContent).not.toContain('Create')
  })
})

describe('password pages in Hindi and Telugu (decision 058)', () => {
  it('asks for the email in Telugu, then says it was sent in Telugu', async () => {
    window.history.replaceState(null, '', '/te/forgot-password')
    const fetchMock = stubFetch({ status: 200, body: { status: true } })
    const user = userEvent.setup()
    const page = await renderPageIn('te', '/forgot-password', {
      path: '/forgot-password',
      element: <ForgotPasswordPage />,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'పాస్‌వర్డ్ మర్చిపోయారా?' })).toBeTruthy()
    expectTranslated(page)
    await user.click(screen.getByRole('button', { name: 'రీసెట్ లింక్ పంపండి' }))
    expect(alertText()).toBe('ఈమెయిల్ తప్పనిసరి')
    await user.type(field('ఈమెయిల్ చిరునామా'), 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'రీసెట్ లింక్ పంపండి' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'మీ ఈమెయిల్ చూడండి' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain(
      'asha@example.inకు ఖాతా ఉంటే, కొత్త పాస్‌వర్డ్ ఎంచుకునే లింక్ పంపాం.',
    )
    expect(screen.getByRole('link', { name: 'సైన్ ఇన్‌కు తిరిగి వెళ్లండి' }).getAttribute('href')).toBe('/te/login')
    // the mail's link comes back to the Telugu page, and the server writes the mail in Telugu (decision 060)
    const asked = fetchMock.mock.calls.find(([url]) => String(url).includes('/request-password-reset'))!
    expect(JSON.parse(String(asked[1]?.body))).toEqual({
      email: 'asha@example.in',
      redirectTo: '/te/reset-password',
    })
  })

  it('says a spent reset link in Hindi', async () => {
    window.history.replaceState(null, '', '/hi/reset-password?error=INVALID_TOKEN')
    stubFetch()
    const page = await renderPageIn('hi', '/reset-password?error=INVALID_TOKEN', {
      path: '/reset-password',
      element: <ResetPasswordPage />,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'इस लिंक की समय-सीमा ख़त्म हो गई है' })).toBeTruthy()
    expect(alertText()).toBe('पासवर्ड रीसेट का यह लिंक सही नहीं है या इसकी समय-सीमा ख़त्म हो गई है।')
    expect(screen.getByRole('link', { name: 'नया लिंक माँगें' }).getAttribute('href')).toBe('/hi/forgot-password')
    expectTranslated(page)
  })

  it('chooses a new password in Telugu, and says it was changed in Telugu', async () => {
    window.history.replaceState(null, '', '/te/reset-password?token=t-1')
    stubFetch({ status: 200, body: { status: true } })
    const user = userEvent.setup()
    const page = await renderPageIn(
      'te',
      '/reset-password?token=t-1',
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { extra: <Toaster /> },
    )
    expect(screen.getByRole('heading', { level: 1, name: 'కొత్త పాస్‌వర్డ్ ఎంచుకోండి' })).toBeTruthy()
    expectTranslated(page)
    await user.click(screen.getByRole('button', { name: 'కొత్త పాస్‌వర్డ్ సేవ్ చేయండి' }))
    expect(alertText()).toBe('దయచేసి కొత్త పాస్‌వర్డ్ రాసి, మళ్లీ రాసి నిర్ధారించండి')
    await user.type(field('కొత్త పాస్‌వర్డ్'), 'moringa-123')
    await user.type(field('కొత్త పాస్‌వర్డ్ మళ్లీ రాయండి'), 'moringa-123')
    await user.click(screen.getByRole('button', { name: 'కొత్త పాస్‌వర్డ్ సేవ్ చేయండి' }))
    expect(await screen.findByText('మీ పాస్‌వర్డ్ మారింది. దయచేసి కొత్త పాస్‌వర్డ్‌తో సైన్ ఇన్ చేయండి.')).toBeTruthy()
  })
})

describe('the sign-in pages in Tamil, Kannada and Malayalam (decision 058)', () => {
  it('asks for the email in Tamil', async () => {
    window.history.replaceState(null, '', '/ta/forgot-password')
    stubFetch()
    const user = userEvent.setup()
    const page = await renderPageIn('ta', '/forgot-password', {
      path: '/forgot-password',
      element: <ForgotPasswordPage />,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'கடவுச்சொல் மறந்துவிட்டதா?' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'மீட்டமைப்பு இணைப்பை அனுப்பு' }))
    expect(alertText()).toBe('மின்னஞ்சல் தேவை')
    expect(screen.getByRole('link', { name: 'உள்நுழைவுக்குத் திரும்பு' }).getAttribute('href')).toBe('/ta/login')
    expectTranslated(page)
  })

  it('signs in in Kannada', async () => {
    window.history.replaceState(null, '', '/kn/login')
    stubFetch()
    const user = userEvent.setup()
    const page = await renderPageIn('kn', '/login', { path: '/login', element: <LoginPage /> })
    expect(screen.getByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಖಾತೆಗೆ ಸೈನ್ ಇನ್ ಮಾಡಿ' })).toBeTruthy()
    expect(await screen.findByText('10 ದಿನಗಳಲ್ಲಿ ರಿಟರ್ನ್')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'ಸೈನ್ ಇನ್ ಮಾಡಿ' }))
    expect(alertText()).toBe('ಇಮೇಲ್ ಮತ್ತು ಪಾಸ್‌ವರ್ಡ್ ಎರಡೂ ಬೇಕು')
    expectTranslated(page)
  })

  it('signs up in Malayalam', async () => {
    window.history.replaceState(null, '', '/ml/signup')
    stubFetch()
    const user = userEvent.setup()
    const page = await renderPageIn('ml', '/signup', { path: '/signup', element: <SignupPage /> })
    expect(screen.getByRole('heading', { level: 1, name: 'നിങ്ങളുടെ അക്കൗണ്ട് തുടങ്ങുക' })).toBeTruthy()
    expect(screen.getByRole('checkbox').closest('label')?.textContent).toBe(
      'സേവന നിബന്ധനകൾ, സ്വകാര്യതാ നയം എന്നിവ ഞാൻ അംഗീകരിക്കുന്നു (പുതിയ ടാബിൽ തുറക്കും)',
    )
    await user.click(screen.getByRole('button', { name: 'അക്കൗണ്ട് തുടങ്ങുക' }))
    expect(alertText()).toBe('പേര്, ഇമെയിൽ, പാസ്‌വേഡ് എന്നിവ ആവശ്യമാണ്')
    expectTranslated(page)
  })
})
