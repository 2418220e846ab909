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
