import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PublicPage } from '#domain/contracts/admin-settings.ts'
import type { Settings } from '#domain/contracts/content.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { Component as AboutPage } from './about-page.tsx'
import { Component as ContactPage } from './contact-page.tsx'
import { NewsletterSignup } from './newsletter-signup.tsx'

// About Us, Contact Us and the footer's newsletter box in the shopper's language (decision 058): the pages' own
// words, the contact form's rules and the box's checks in the address's language; the owner's pages (the story,
// the FAQ's excerpts) as the API sends them in that language; the settings' address and hours as the owner wrote
// them. Never a message key or an unfilled '{placeholder}'. fetch is the browser boundary, answered as the server
// answers.

const SETTINGS: Settings = {
  shop_name: 'Surya Naturals',
  tagline: 'Sun-dried goodness',
  contact: {
    email: 'namaste@suryanaturals.in',
    phone: '+91 98480 12345',
    whatsapp: '+91 98480 12345',
    address: 'Plot 12, Shankarpally, Rangareddy, Telangana 501203',
    hours: 'Mon–Sat, 9:00–18:00',
  },
  instagram_url: 'https://instagram.com/suryanaturals',
  gstin: '36ABCDE1234F1Z5',
  fssai_license: '13624999000123',
  free_shipping_threshold: 500,
  promises: { return_window_days: 7, cancellation_window_hours: 24, refund_days: 7, damage_report_hours: 48 },
  currency: 'INR',
  coupons: [],
  payments_test_mode: true,
  google_sign_in_enabled: false,
  mobile_sign_in_enabled: false,
  sms_test_mode: true,
}

const page = (slug: PublicPage['slug'], title: string, markdown: string): PublicPage => ({
  slug,
  title,
  summary: `${title}.`,
  markdown,
  updated_at: '2026-11-28T05:00:00.000Z',
})

const PAGES: Record<string, PublicPage> = {
  '/api/v1/pages/about?lang=hi': page('about', 'हमारे बारे में', '## हम कौन हैं\n\nतेलंगाना के किसानों के साथ।'),
  '/api/v1/pages/faq?lang=te': page(
    'faq',
    'తరచుగా అడిగే ప్రశ్నలు',
    '## డెలివరీ {#delivery}\n\n### డెలివరీకి ఎన్ని రోజులు పడుతుంది? {#delivery-time}\n\nసాధారణంగా 3–5 పనిదినాలు.',
  ),
}

type Reply = { status: number; body: unknown }
function stubApi(replies: Record<string, Reply> = {}) {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      const address = url.pathname + url.search
      asked.push(address)
      const reply = replies[url.pathname]
      if (reply) return Response.json(reply.body, { status: reply.status })
      if (url.pathname === '/api/v1/settings') return Response.json({ success: true, data: SETTINGS })
      const body = PAGES[address]
      if (body) return Response.json({ success: true, data: body })
      return Response.json({ success: false, message: 'Not found' }, { status: 404 })
    }),
  )
  return asked
}

/**
 * What the page says in its own words: the shop's email address (a link to it) and an email field's example
 * address are the owner's and the internet's, not texts of the page.
 */
function ownWords(root: HTMLElement): HTMLElement {
  const copy = root.cloneNode(true) as HTMLElement
  for (const link of copy.querySelectorAll('a[href^="mailto:"]')) link.remove()
  for (const field of copy.querySelectorAll('input[type="email"]')) field.removeAttribute('placeholder')
  return copy
}

function renderIn(lang: Language, at: string, element: ReactNode) {
  return renderPageIn(
    lang,
    at,
    { path: at, element: <Suspense fallback={<p>…</p>}>{element}</Suspense> },
    { extra: <Toaster /> },
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('About, Contact and the newsletter box in the shopper’s language (decision 058)', () => {
  it('About Us reads in Hindi, around the owner’s Hindi story', async () => {
    const asked = stubApi()
    const root = await renderIn('hi', '/about', <AboutPage />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'धूप में सुखाई अच्छाई, ईमानदारी से बाँटी' }),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'हमारा लक्ष्य' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'हम कौन हैं' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'हमारे पाउडर ख़रीदें' }).getAttribute('href')).toBe('/hi/products')
    expect(screen.getByRole('link', { name: 'संपर्क करें' }).getAttribute('href')).toBe('/hi/contact')
    expect(screen.getByRole('img').getAttribute('alt')).toContain('लकड़ी की ट्रे')
    expect(asked).toContain('/api/v1/pages/about?lang=hi')
    expect(document.title).toContain('हमारे बारे में')
    expectTranslated(ownWords(root))
  })

  it('Contact Us reads in Telugu, and its form checks and answers in Telugu', async () => {
    const asked = stubApi({ '/api/v1/contact': { status: 500, body: { success: false, message: 'boom' } } })
    const user = userEvent.setup()
    const root = await renderIn('te', '/contact', <ContactPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'మమ్మల్ని సంప్రదించండి' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'ఈమెయిల్ చేయండి' })).toBeTruthy()
    // the owner's FAQ excerpt, in Telugu, links to its question
    expect((await screen.findByRole('link', { name: /డెలివరీకి ఎన్ని రోజులు పడుతుంది/ })).getAttribute('href')).toBe(
      '/te/faq#delivery-time',
    )
    expect(asked).toContain('/api/v1/pages/faq?lang=te')
    // the settings' address stays as the owner wrote it
    expect(screen.getAllByText(SETTINGS.contact.address).length).toBeGreaterThan(0)

    const form = within(screen.getByRole('region', { name: 'మాకు సందేశం పంపండి' }))
    const subject = form.getByLabelText(/విషయం/)
    expect(form.getByText('0 / 2,000 అక్షరాలు')).toBeTruthy()
    expect(within(subject).getByRole('option', { name: 'ఆర్డర్ సహాయం' })).toBeTruthy()
    await user.click(form.getByRole('button', { name: 'సందేశం పంపండి' }))
    expect(await form.findByText('దయచేసి మీ మొదటి పేరు ఇవ్వండి')).toBeTruthy()
    expect(form.getByText('దయచేసి మీ ఈమెయిల్ చిరునామా ఇవ్వండి')).toBeTruthy()
    expect(form.getByText('దయచేసి ఒక విషయం ఎంచుకోండి')).toBeTruthy()
    expect(form.getByText('దయచేసి కనీసం 10 అక్షరాలు రాయండి')).toBeTruthy()
    expectTranslated(ownWords(root))

    await user.type(form.getByLabelText(/మొదటి పేరు/), 'Lakshmi')
    await user.type(form.getByLabelText(/^ఈమెయిల్/), 'lakshmi@example.com')
    await user.type(form.getByLabelText(/ఫోన్/), '12345')
    await user.selectOptions(subject, 'Order support')
    await user.type(form.getByLabelText(/సందేశం/), 'నా ఆర్డర్ ఇంకా రాలేదు, దయచేసి చూడండి.')
    await user.click(form.getByRole('button', { name: 'సందేశం పంపండి' }))
    expect(await form.findByText('దయచేసి సరైన 10 అంకెల భారతీయ మొబైల్ నంబర్ ఇవ్వండి')).toBeTruthy()
    await user.clear(form.getByLabelText(/ఫోన్/))
    await user.click(form.getByRole('button', { name: 'సందేశం పంపండి' }))
    // the shop could not take it: said in Telugu, with the shop's email and phone to reach it instead
    expect(
      await form.findByText('ప్రస్తుతం మీ సందేశం పంపలేకపోయాం. దయచేసి కాసేపట్లో మళ్ళీ ప్రయత్నించండి, లేదా మాకు ఈమెయిల్ లేదా కాల్ చేయండి.'),
    ).toBeTruthy()
    await waitFor(() => expect(asked).toContain('/api/v1/contact'))
    expectTranslated(ownWords(root))
  })

  it('the newsletter box checks the address in Hindi and says a refusal of its own in Hindi', async () => {
    stubApi({
      '/api/v1/newsletter/subscribe': { status: 429, body: { success: false, message: 'slow down' } },
    })
    const user = userEvent.setup()
    const root = await renderIn('hi', '/', <NewsletterSignup />)
    expect(screen.getByRole('heading', { name: 'खेतों से चिट्ठियाँ' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'सदस्य बनें' }))
    expect(screen.getByRole('alert').textContent).toBe('कृपया अपना ईमेल पता डालें')
    const input = screen.getByLabelText('आपका ई-मेल पता')
    await user.type(input, 'asha@example')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('कृपया सही ईमेल पता डालें')
    expectTranslated(ownWords(root))
    await user.type(input, '.in')
    await user.keyboard('{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'बहुत सारे अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें',
    )
  })

  it('the contact form checks in Kannada', async () => {
    stubApi()
    const user = userEvent.setup()
    const root = await renderIn('kn', '/contact', <ContactPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'ಸಂಪರ್ಕಿಸಿ' })).toBeTruthy()
    const form = within(screen.getByRole('region', { name: 'ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ' }))
    await user.click(form.getByRole('button', { name: 'ಸಂದೇಶ ಕಳುಹಿಸಿ' }))
    expect(await form.findByText('ದಯವಿಟ್ಟು ನಿಮ್ಮ ಮೊದಲ ಹೆಸರು ನಮೂದಿಸಿ')).toBeTruthy()
    expect(form.getByText('ದಯವಿಟ್ಟು ಒಂದು ವಿಷಯ ಆರಿಸಿ')).toBeTruthy()
    expectTranslated(ownWords(root))
  })
})
