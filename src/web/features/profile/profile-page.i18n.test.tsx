import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '#domain/contracts/profile.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { answerTokenRequest, signIn, signOut } from '#web/test/signed-in.ts'
import { expectTranslated } from '#web/test/translated.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { LoadedProfile, Component as ProfilePage } from './profile-page.tsx'

// The profile page in Hindi, Telugu and Tamil (decision 058): its states, the three sections, the edit form and
// the form's own checks in the page's language; each language in the select by its own name; never a message
// key or an unfilled '{placeholder}'. fetch answers the identity service's token and GET/PUT /api/v1/profiles as
// the server does (docs/product.md, Calls). The email is written so that it cannot be taken for a key.
const profile: Profile = {
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'Meera@Example.IN',
  phone: '9876543210',
  date_of_birth: '1991-04-14',
  gender: 'Female',
  address_line_1: '12 Temple Street',
  address_line_2: null,
  city: 'Chennai',
  state: 'Tamil Nadu',
  country: 'India',
  pincode: '600004',
  bio: null,
  newsletter_subscribed: true,
  preferred_language: 'te',
  profile_picture_url: null,
  completion_percentage: 100,
  is_complete: true,
  updated_at: '2026-11-01T00:00:00Z',
}

function stubProfileApi(shown: Profile | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const token = answerTokenRequest(url)
      if (token) return token
      const method = init?.method ?? 'GET'
      if (url.pathname !== '/api/v1/profiles') throw new Error(`unexpected request ${method} ${url}`)
      if (method === 'PUT')
        return Response.json({ success: true, data: { ...shown, ...JSON.parse(String(init?.body)) } })
      return shown
        ? Response.json({ success: true, data: shown })
        : Response.json({ success: false, message: 'Profile not found' }, { status: 404 })
    }),
  )
}

async function renderIn(lang: Language) {
  // what is said outside React (the toasts, the form's checks) follows the address, as in the browser
  window.history.replaceState(null, '', lang === 'en' ? '/profile' : `/${lang}/profile`)
  return renderPageIn(
    lang,
    '/profile',
    { path: '/profile', element: <ProfilePage /> },
    { extra: <Toaster /> },
  )
}

afterEach(() => {
  signOut()
  localStorage.clear()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('profile page in the shopper’s language (decision 058)', () => {
  it('asks a visitor to log in, in Hindi', async () => {
    stubProfileApi(profile)
    const page = await renderIn('hi')
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'अपनी प्रोफ़ाइल देखने के लिए कृपया लॉग इन करें' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'लॉग इन करें' }).getAttribute('href')).toBe('/hi/login')
    expect(document.title).toContain('मेरी प्रोफ़ाइल')
    expectTranslated(page)
  })

  it('shows the profile and checks the form in Hindi, each language by its own name', async () => {
    stubProfileApi(profile)
    await signIn()
    const user = userEvent.setup()
    const page = await renderIn('hi')
    const summary = within(await screen.findByRole('region', { name: 'प्रोफ़ाइल का सारांश' }))
    expect(summary.getByText('आपकी प्रोफ़ाइल पूरी है। अब चेकआउट जल्दी होगा।')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'निजी जानकारी',
      'पते की जानकारी',
      'और जानकारी',
    ])
    const personal = within(screen.getByRole('region', { name: 'निजी जानकारी' }))
    expect(personal.getByText('लिंग').nextElementSibling?.textContent).toBe('महिला')
    expect(personal.getByText('जन्मतिथि').nextElementSibling?.textContent).toBe('14 अप्रैल 1991')
    const more = within(screen.getByRole('region', { name: 'और जानकारी' }))
    expect(more.getByText('पसंदीदा भाषा').nextElementSibling?.textContent).toBe('తెలుగు')
    expect(more.getByText('न्यूज़लेटर').nextElementSibling?.textContent).toBe('सब्सक्राइब किया है')
    expectTranslated(page)

    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }))
    const form = within(screen.getByRole('form', { name: 'प्रोफ़ाइल बदलें' }))
    const language = form.getByLabelText('पसंदीदा भाषा')
    expect([...language.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'English',
      'हिन्दी',
      'తెలుగు',
      'தமிழ்',
      'ಕನ್ನಡ',
      'മലയാളം',
    ])
    expect(form.getByRole('option', { name: 'महिला' })).toHaveProperty('selected', true)
    await user.clear(form.getByLabelText(/^फ़ोन नंबर/))
    await user.type(form.getByLabelText(/^फ़ोन नंबर/), '12')
    await user.clear(form.getByLabelText(/^शहर/))
    await user.type(form.getByLabelText(/^उपनाम/), '7')
    await user.click(form.getByRole('button', { name: 'बदलाव सेव करें' }))
    expect(await form.findByText('10 अंकों का सही भारतीय मोबाइल नंबर डालें')).toBeTruthy()
    expect(form.getByText('शहर डालना ज़रूरी है')).toBeTruthy()
    expect(form.getByText('उपनाम में सिर्फ़ अक्षर, स्पेस, बिंदु, अपॉस्ट्रॉफ़ी और हाइफ़न हो सकते हैं')).toBeTruthy()
    expectTranslated(page)
  })

  it('saves in Telugu, and names what is missing in Telugu', async () => {
    stubProfileApi({ ...profile, gender: null, date_of_birth: null, completion_percentage: 71 })
    await signIn()
    const user = userEvent.setup()
    const page = await renderIn('te')
    const summary = within(await screen.findByRole('region', { name: 'ప్రొఫైల్ సారాంశం' }))
    expect(summary.getByRole('progressbar', { name: 'ప్రొఫైల్ ఎంత పూర్తయింది' })).toBeTruthy()
    expect(summary.getByText('ప్రొఫైల్ పూర్తి చేయడానికి ఇవి జోడించండి: లింగం మరియు పుట్టిన తేదీ.')).toBeTruthy()
    const personal = within(screen.getByRole('region', { name: 'వ్యక్తిగత వివరాలు' }))
    expect(personal.getByText('లింగం').nextElementSibling?.textContent).toBe('జోడించలేదు')

    await user.click(screen.getByRole('button', { name: 'ప్రొఫైల్ మార్చండి' }))
    // the star where Telugu puts it, named for a screen reader
    expect(screen.getByText('గుర్తు ఉన్నవి తప్పనిసరిగా నింపాలి.', { exact: false }).textContent).toBe(
      '*నక్షత్రం గుర్తు ఉన్నవి తప్పనిసరిగా నింపాలి.',
    )
    await user.selectOptions(screen.getByLabelText('లింగం'), 'స్త్రీ')
    await user.click(screen.getByRole('button', { name: 'మార్పులు సేవ్ చేయండి' }))
    expect(await screen.findByText('ప్రొఫైల్ అప్‌డేట్ అయింది!')).toBeTruthy()
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'వ్యక్తిగత వివరాలు' })).getByText('లింగం').nextElementSibling
          ?.textContent,
      ).toBe('స్త్రీ'),
    )
    expectTranslated(page)
  })

  it('shows the profile and checks the form in Tamil', async () => {
    stubProfileApi(profile)
    await signIn()
    const user = userEvent.setup()
    const page = await renderIn('ta')
    expect(await screen.findByRole('region', { name: 'சுயவிவரச் சுருக்கம்' })).toBeTruthy()
    const personal = within(screen.getByRole('region', { name: 'தனிப்பட்ட விவரங்கள்' }))
    expect(personal.getByText('பாலினம்').nextElementSibling?.textContent).toBe('பெண்')
    await user.click(screen.getByRole('button', { name: 'சுயவிவரத்தைத் திருத்து' }))
    await user.clear(screen.getByLabelText(/^PIN குறியீடு/))
    await user.type(screen.getByLabelText(/^PIN குறியீடு/), '011001')
    await user.click(screen.getByRole('button', { name: 'மாற்றங்களைச் சேமி' }))
    expect(await screen.findByText('சரியான 6 இலக்க PIN குறியீட்டை உள்ளிடவும்')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ரத்துசெய்' })).toBeTruthy()
    expectTranslated(page)
  })

  it('asks an account made by mobile for an email, in Telugu (decision 055)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: true })),
    )
    window.history.replaceState(null, '', '/te/profile')
    const user = userEvent.setup()
    const page = await renderPageIn('te', '/profile', {
      path: '/profile',
      element: <LoadedProfile uid="u-2" profile={{ ...profile, email: '' }} />,
    })
    const summary = within(screen.getByRole('region', { name: 'ప్రొఫైల్ సారాంశం' }))
    const email = summary.getByLabelText('ఈమెయిల్ చిరునామా')
    await user.type(email, 'meera')
    await user.click(summary.getByRole('button', { name: 'నిర్ధారణ లింక్ పంపండి' }))
    expect(await summary.findByText('దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి')).toBeTruthy()
    expectTranslated(page)
    await user.clear(email)
    await user.type(email, 'Meera@Example.IN')
    await user.click(summary.getByRole('button', { name: 'నిర్ధారణ లింక్ పంపండి' }))
    expect((await summary.findByRole('status')).textContent).toBe(
      'Meera@Example.INకి ఒక లింక్ పంపాం. ఈ ఈమెయిల్‌ను మీ ఖాతాకు జోడించడానికి దాన్ని తెరవండి.',
    )
  })

  it('offers to create a profile in Telugu', async () => {
    stubProfileApi(null)
    await signIn()
    const page = await renderIn('te')
    expect(await screen.findByRole('heading', { name: 'మీ ప్రొఫైల్ తయారు చేయండి' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ప్రొఫైల్ తయారు చేయండి' })).toBeTruthy()
    expectTranslated(page)
  })
})
