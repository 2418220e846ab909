import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { type ReactNode, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PublicPage } from '#domain/contracts/admin-settings.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { Component as FaqPage } from './faq-page.tsx'
import { Component as PolicyPage } from './policy-page.tsx'

// Decision 043 (amended): the content pages read the owner's page in the address's language (/hi/faq asks GET
// /api/v1/pages/faq?lang=hi; English keeps its address without ?lang=). fetch is the browser boundary: the
// pages are answered as the server answers them (translated fields, English for the rest, placeholders filled).

const page = (slug: PublicPage['slug'], title: string, markdown: string): PublicPage => ({
  slug,
  title,
  summary: `${title}.`,
  markdown,
  updated_at: '2026-11-28T05:00:00.000Z',
})

const PAGES: Record<string, PublicPage> = {
  '/api/v1/pages/faq?lang=hi': page(
    'faq',
    'अक्सर पूछे जाने वाले सवाल',
    '## वापसी और रिफ़ंड {#returns-and-refunds}\n\n### मुझे रिफ़ंड कब मिलेगा? {#refund-time}\n\nरिफ़ंड 7 कार्यदिवसों के भीतर।',
  ),
  '/api/v1/pages/faq': page(
    'faq',
    'Frequently asked questions',
    '## Returns and refunds\n\n### When will I receive my refund? {#refund-time}\n\nWithin 7 business days.',
  ),
  '/api/v1/pages/returns?lang=te': page(
    'returns',
    'రిటర్న్ పాలసీ',
    '## రిటర్న్ గడువు {#return-window}\n\nడెలివరీ అయిన 7 రోజుల్లోగా ఉత్పత్తులను తిరిగి ఇవ్వవచ్చు.',
  ),
}

function stubPages() {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      const address = url.pathname + url.search
      // the shop's settings fill the pages' side panels; they are not what these tests look at
      if (url.pathname === '/api/v1/settings') return new Promise<Response>(() => {})
      asked.push(address)
      const body = PAGES[address]
      if (!body) throw new Error(`unexpected request ${address}`)
      return Response.json({ success: true, data: body })
    }),
  )
  return asked
}

/** The page at `address` ('/hi/faq'): the router takes the language off the address and routes the English path. */
function renderAt(address: string, path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the content pages in the shopper’s language', () => {
  it('the FAQ in Hindi shows the Hindi questions and keeps the English anchors', async () => {
    const asked = stubPages()
    renderAt('/hi/faq', '/faq', <FaqPage />)
    const question = await screen.findByRole('button', { name: 'मुझे रिफ़ंड कब मिलेगा?' })
    expect(question.id).toBe('refund-time')
    expect(screen.getByRole('heading', { name: 'वापसी और रिफ़ंड' }).id).toBe('returns-and-refunds')
    expect(screen.queryByText('When will I receive my refund?')).toBeNull()
    // the page around the owner's text reads Hindi too
    expect(screen.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'सवालों के विषय' })).toBeTruthy()
    expect(asked).toEqual(['/api/v1/pages/faq?lang=hi'])
  })

  it('a policy page in Telugu shows the Telugu text', async () => {
    const asked = stubPages()
    renderAt('/te/returns', '/returns', <PolicyPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'రిటర్న్ పాలసీ' })).toBeTruthy()
    expect(screen.getByText('డెలివరీ అయిన 7 రోజుల్లోగా ఉత్పత్తులను తిరిగి ఇవ్వవచ్చు.')).toBeTruthy()
    expect(asked).toEqual(['/api/v1/pages/returns?lang=te'])
  })

  it('English keeps its address, without ?lang=', async () => {
    const asked = stubPages()
    renderAt('/faq', '/faq', <FaqPage />)
    expect(await screen.findByRole('button', { name: 'When will I receive my refund?' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy()
    expect(asked).toEqual(['/api/v1/pages/faq'])
  })
})
