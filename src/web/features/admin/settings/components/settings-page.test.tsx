import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { settingsMessages } from '#domain/messages-settings.ts'
import {
  dataReply,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { wireSettings } from './fixtures.ts'
import { SettingsPage } from './settings-page.tsx'

// Decision 043: the owner's settings form sends only what changed, with the version it loaded (decision 040).

const renderPage = () =>
  renderAdmin(<Route path="/admin/settings" element={<SettingsPage />} />, '/admin/settings')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the settings page', () => {
  it('sends only the changed fields, money in rupees, with the version; says it saved', async () => {
    let saved = false
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/settings' && init?.method === 'PATCH') {
        saved = true
        return dataReply(wireSettings({ version: 4, return_window_days: 10 }))
      }
      // after the save, the settings read again (the page's queries refresh) answer the new version
      if (url === '/api/admin/v1/settings')
        return dataReply(saved ? wireSettings({ version: 4, return_window_days: 10 }) : wireSettings())
      return undefined
    })
    renderPage()
    const user = userEvent.setup()
    const window = await screen.findByLabelText('Return window (days after delivery)')
    await user.clear(window)
    await user.type(window, '10')
    const threshold = screen.getByLabelText('Free shipping from (₹)')
    await user.clear(threshold)
    await user.type(threshold, '749.5')
    await user.click(screen.getByLabelText('Metro cities: cash on delivery'))
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect((await screen.findByRole('status')).textContent).toBe('Settings saved')
    const [url, body] = sent(fetchMock, 'PATCH')[0]!
    expect(url).toBe('/api/admin/v1/settings')
    expect(body.version).toBe(3)
    expect(body.promises).toEqual({ return_window_days: 10 })
    expect(body.money).toEqual({ free_shipping_threshold: 749.5 })
    expect(body.delivery.zones.metro.cod).toBe(false)
    expect(body.delivery.zones.metro.standard.charge).toBe(60)
    expect(body.shop).toBeUndefined()
    // the page's read of the settings after the save leaves the notice and the saved figure where they are
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([u, i]) => String(u) === '/api/admin/v1/settings' && i?.method !== 'PATCH',
        ).length,
      ).toBeGreaterThan(1),
    )
    expect(screen.getByRole('status').textContent).toBe('Settings saved')
    expect((screen.getByLabelText('Return window (days after delivery)') as HTMLInputElement).value).toBe(
      '10',
    )
  })

  it('sends the failed delivery attempts before a return to origin (decision 046, amended)', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/settings' && init?.method === 'PATCH')
        return dataReply(wireSettings({ version: 4 }))
      if (url === '/api/admin/v1/settings') return dataReply(wireSettings())
      return undefined
    })
    renderPage()
    const user = userEvent.setup()
    const attempts = await screen.findByLabelText(/Failed delivery attempts before return to origin/)
    expect((attempts as HTMLInputElement).value).toBe('3')
    await user.clear(attempts)
    await user.type(attempts, '2')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect((await screen.findByRole('status')).textContent).toBe('Settings saved')
    expect(sent(fetchMock, 'PATCH')[0]![1].delivery).toEqual({ ndr_attempts_before_rto: 2 })
  })

  it('shows the server’s refusal of a GSTIN in its words and keeps the edit', async () => {
    stubAdminApi((url, init) => {
      if (init?.method === 'PATCH')
        return Response.json(
          {
            success: false,
            message: settingsMessages.gstinCheck,
            issues: [{ path: ['shop', 'gstin'], message: settingsMessages.gstinCheck }],
          },
          { status: 400 },
        )
      if (url === '/api/admin/v1/settings') return dataReply(wireSettings())
      return undefined
    })
    renderPage()
    const user = userEvent.setup()
    const gstin = await screen.findByLabelText(/GSTIN/)
    await user.clear(gstin)
    await user.type(gstin, '27AAPFU0939F1ZW')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect((await screen.findByRole('alert')).textContent).toContain(settingsMessages.gstinCheck)
    expect((gstin as HTMLInputElement).value).toBe('27AAPFU0939F1ZW')
  })

  it('on a stale save, applies the owner’s changes to the latest and saves with its version', async () => {
    let patches = 0
    const fetchMock = stubAdminApi((url, init) => {
      if (init?.method === 'PATCH') {
        patches++
        if (patches === 1)
          return Response.json(
            {
              success: false,
              message:
                'Someone else changed this settings page since you opened it. Your edits are kept: review the latest and save again.',
              reason: 'stale_version',
              current: wireSettings({ version: 5 }),
            },
            { status: 409 },
          )
        return dataReply(wireSettings({ version: 6, return_window_days: 9 }))
      }
      if (url === '/api/admin/v1/settings') return dataReply(wireSettings())
      return undefined
    })
    renderPage()
    const user = userEvent.setup()
    const window = await screen.findByLabelText('Return window (days after delivery)')
    await user.clear(window)
    await user.type(window, '9')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    await user.click(await screen.findByRole('button', { name: 'Apply my changes to the latest' }))
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect((await screen.findByRole('status')).textContent).toBe('Settings saved')
    const bodies = sent(fetchMock, 'PATCH').map(([, b]) => b)
    expect(bodies.map((b) => b.version)).toEqual([3, 5])
    expect(bodies[1].promises).toEqual({ return_window_days: 9 })
  })
})
