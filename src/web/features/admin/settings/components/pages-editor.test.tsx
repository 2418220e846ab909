import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  dataReply,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { wirePage, wireSettings } from './fixtures.ts'
import { PagesEditor } from './pages-editor.tsx'

// Decision 043: pages are Markdown with placeholders; the preview shows them filled from the settings, safely.

const MARKDOWN = '## Return window\n\nYou can return products within {{returnWindowDays}} days of delivery.'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the pages editor', () => {
  it('previews the Markdown with the settings filled in, as typed, without raw HTML', async () => {
    stubAdminApi((url) => {
      if (url === '/api/admin/v1/pages') return dataReply([wirePage('returns', MARKDOWN)])
      if (url === '/api/admin/v1/settings') return dataReply(wireSettings({ return_window_days: 10 }))
      return undefined
    })
    renderAdmin(<Route path="/admin/pages" element={<PagesEditor />} />, '/admin/pages')
    const preview = await screen.findByRole('region', { name: 'Preview' })
    expect(within(preview).getByRole('heading', { name: 'Return window' })).toBeTruthy()
    expect(within(preview).getByText('You can return products within 10 days of delivery.')).toBeTruthy()
    const user = userEvent.setup()
    const text = screen.getByLabelText('Text (Markdown)')
    await user.type(text, '\n\n- **Refunds** in {{{{refundDays}} days <b>now</b>')
    const item = within(preview).getByRole('listitem')
    expect(item.textContent).toBe('Refunds in 7 days <b>now</b>')
    expect(within(item).getByText('Refunds').tagName).toBe('STRONG')
    expect(preview.querySelector('b')).toBeNull()
    await user.type(text, ' {{{{returnWindow}}')
    expect((await screen.findByRole('alert')).textContent).toContain('{{returnWindow}}')
  })

  it('saves the changed text with the version it loaded', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (init?.method === 'PATCH') return dataReply(wirePage('returns', `${MARKDOWN}\n\nMore.`, 3))
      if (url === '/api/admin/v1/pages') return dataReply([wirePage('returns', MARKDOWN)])
      if (url === '/api/admin/v1/settings') return dataReply(wireSettings())
      return undefined
    })
    renderAdmin(<Route path="/admin/pages" element={<PagesEditor />} />, '/admin/pages')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Text (Markdown)'), '\n\nMore.')
    await user.click(screen.getByRole('button', { name: 'Save page' }))
    expect((await screen.findByRole('status')).textContent).toBe('Page saved')
    expect(sent(fetchMock, 'PATCH')).toEqual([
      ['/api/admin/v1/pages/returns', { markdown: `${MARKDOWN}\n\nMore.`, version: 2 }],
    ])
  })
})

// Decision 043, amended: a language tab edits the page's translation beside the English text.
const translation = (
  lang: string,
  fields: Partial<Record<'title' | 'summary' | 'markdown', string>> = {},
) => ({
  slug: 'returns',
  lang,
  version: Object.keys(fields).length > 0 ? 4 : 0,
  title: fields.title ?? null,
  summary: fields.summary ?? null,
  markdown: fields.markdown ?? null,
  missing: (['title', 'summary', 'markdown'] as const).filter((f) => fields[f] === undefined),
  updated_at: Object.keys(fields).length > 0 ? '2026-11-28T06:00:00.000Z' : null,
})

describe('the pages editor’s languages', () => {
  const HINDI = '## वापसी की अवधि {#return-window}\n\nडिलीवरी के {{returnWindowDays}} दिनों के भीतर।'
  function stubTranslations() {
    return stubAdminApi((url, init) => {
      if (init?.method === 'PUT')
        return dataReply({
          ...translation('te', { title: 'రిటర్న్ పాలసీ' }),
          version: 1,
          missing: ['summary', 'markdown'],
        })
      if (url === '/api/admin/v1/pages') return dataReply([wirePage('returns', MARKDOWN)])
      if (url === '/api/admin/v1/settings') return dataReply(wireSettings())
      if (url === '/api/admin/v1/page-translations')
        return dataReply([
          {
            slug: 'returns',
            title: 'Returns Policy',
            missing: ['te', 'ta', 'kn', 'ml'].map((lang) => ({
              lang,
              fields: ['title', 'summary', 'markdown'],
            })),
          },
        ])
      if (url === '/api/admin/v1/pages/returns/translations')
        return dataReply({
          page: wirePage('returns', MARKDOWN),
          translations: [
            translation('hi', { title: 'वापसी नीति', summary: 'उत्पाद कैसे लौटाएँ।', markdown: HINDI }),
            ...['te', 'ta', 'kn', 'ml'].map((l) => translation(l)),
          ],
        })
      return undefined
    })
  }

  it('shows a language’s text beside the English, and marks what is not translated', async () => {
    stubTranslations()
    renderAdmin(<Route path="/admin/pages" element={<PagesEditor />} />, '/admin/pages')
    const languages = await screen.findByRole('tablist', { name: 'Language' })
    const tabs = within(languages).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent?.replace('○', '').replace(' (not translated)', ''))).toEqual([
      'English',
      'हिन्दी',
      'తెలుగు',
      'தமிழ்',
      'ಕನ್ನಡ',
      'മലയാളം',
    ])
    expect(within(languages).getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true')
    // Hindi is translated; Telugu is not (the gaps list marks it)
    expect(await within(languages).findByRole('tab', { name: /^తెలుగు\s*\(not translated\)$/ })).toBeTruthy()
    const user = userEvent.setup()
    await user.click(within(languages).getByRole('tab', { name: 'हिन्दी' }))
    const english = await screen.findByRole('region', { name: 'English text' })
    expect(within(english).getByText('Returns Policy')).toBeTruthy()
    const title = screen.getByLabelText('Title') as HTMLInputElement
    expect(title.value).toBe('वापसी नीति')
    expect(title.lang).toBe('hi')
    expect((screen.getByLabelText('Text (Markdown)') as HTMLTextAreaElement).value).toBe(HINDI)
    expect(screen.queryByText('Not translated — shoppers see English')).toBeNull()

    await user.click(within(languages).getByRole('tab', { name: /^తెలుగు\s*\(not translated\)$/ }))
    expect((await screen.findAllByText('Not translated — shoppers see English')).length).toBe(3)
    expect(screen.getByRole('button', { name: 'Save translation' })).toHaveProperty('disabled', true)
  })

  it('saves the fields typed with the version loaded, and warns of a placeholder the English has', async () => {
    const fetchMock = stubTranslations()
    renderAdmin(<Route path="/admin/pages" element={<PagesEditor />} />, '/admin/pages')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: /తెలుగు/ }))
    await user.type(await screen.findByLabelText('Title'), 'రిటర్న్ పాలసీ')
    await user.type(screen.getByLabelText('Text (Markdown)'), 'రిటర్న్‌లు 7 రోజుల్లోగా')
    expect((await screen.findByRole('alert')).textContent).toContain('{{returnWindowDays}}')
    await user.clear(screen.getByLabelText('Text (Markdown)'))
    await user.click(screen.getByRole('button', { name: 'Save translation' }))
    expect((await screen.findByRole('status')).textContent).toBe('Translation saved')
    expect(sent(fetchMock, 'PUT')).toEqual([
      ['/api/admin/v1/pages/returns/translations/te', { title: 'రిటర్న్ పాలసీ', version: 0 }],
    ])
  })
})
