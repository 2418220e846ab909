import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import type { adminMessageThreadView } from '#domain/contracts/admin-moderation.ts'
import {
  dataReply,
  expectFieldError,
  fieldIssues,
  listReply,
  never,
  refusal,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { MessagePage, MessagesPage } from './messages-page.tsx'

type Thread = z.infer<typeof adminMessageThreadView>

// The contact inbox: the list's states and its status filter; a thread, a reply and closing it.

const message: Omit<Thread, 'replies'> = {
  id: 'msg-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  subject: 'Where is my order?',
  message: 'It has been a week.',
  status: 'new',
  created_at: '2026-11-24T05:00:00.000Z',
}

const renderAt = (path: string) =>
  renderAdmin(
    <>
      <Route path="/admin/messages" element={<MessagesPage />} />
      <Route path="/admin/messages/:id" element={<MessagePage />} />
    </>,
    path,
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the inbox', () => {
  it('says it is loading until the list comes', async () => {
    stubAdminApi(never)
    renderAt('/admin/messages')
    expect((await screen.findByRole('status')).textContent).toBe('Loading…')
  })

  it('says when there are no messages', async () => {
    stubAdminApi(() => listReply([]))
    renderAt('/admin/messages')
    expect(await screen.findByText('No messages here.')).toBeTruthy()
  })

  it('shows the server’s words when the list fails', async () => {
    stubAdminApi(() => refusal('The database is busy'))
    renderAt('/admin/messages')
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy')
  })

  it('lists messages with their status, each linked to its thread, and filters by status', async () => {
    const fetchMock = stubAdminApi(() => listReply([message]))
    renderAt('/admin/messages')
    const link = await screen.findByRole('link', { name: /Where is my order\?/ })
    expect(link.getAttribute('href')).toBe('/admin/messages/msg-1')
    expect(link.textContent).toContain('new')
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'new')
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/v1/messages?status=new&page=1&per_page=20',
      ),
    )
  })
})

describe('a thread', () => {
  function stubThread() {
    let current = {
      ...message,
      replies: [] as { id: string; body: string; actor: string; created_at: string }[],
    }
    return stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/messages/msg-1/reply' && init?.method === 'POST') {
        current = {
          ...current,
          status: 'replied',
          replies: [
            { id: 'r-1', body: 'It ships today.', actor: 'ops@example.com', created_at: current.created_at },
          ],
        }
        return dataReply(current)
      }
      if (url === '/api/admin/v1/messages/msg-1/status' && init?.method === 'POST')
        return dataReply({ ...message, status: 'closed' })
      if (url === '/api/admin/v1/messages/msg-1') return dataReply(current)
      return undefined
    })
  }

  it('asks for a reply before sending an empty one, then sends it and shows it in the thread', async () => {
    const fetchMock = stubThread()
    renderAt('/admin/messages/msg-1')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: 'Where is my order?' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(await screen.findByText('Write a reply')).toBeTruthy()
    await user.type(screen.getByLabelText('Reply to Asha Rao'), 'It ships today.')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(await screen.findByText('It ships today.')).toBeTruthy()
    expect(sent(fetchMock, 'POST')).toEqual([
      ['/api/admin/v1/messages/msg-1/reply', { body: 'It ships today.' }],
    ])
  })

  it('puts the route’s issue about the reply under its box, its first alone (decision 037)', async () => {
    stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/messages/msg-1/reply' && init?.method === 'POST')
        return fieldIssues([
          { path: ['body'], message: 'Body: at most 5000 characters' },
          { path: ['body'], message: 'Body: write some words' },
        ])
      if (url === '/api/admin/v1/messages/msg-1') return dataReply({ ...message, replies: [] })
      return undefined
    })
    renderAt('/admin/messages/msg-1')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Reply to Asha Rao'), 'A long reply')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    await expectFieldError('Reply to Asha Rao', 'Body: at most 5000 characters')
    expect((screen.getByLabelText('Reply to Asha Rao') as HTMLTextAreaElement).value).toBe('A long reply')
  })

  it('closes the thread', async () => {
    const fetchMock = stubThread()
    renderAt('/admin/messages/msg-1')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual([
        ['/api/admin/v1/messages/msg-1/status', { status: 'closed' }],
      ]),
    )
  })

  it('shows the server’s words for a thread that is not there', async () => {
    stubAdminApi(() => refusal('Message not found', 404))
    renderAt('/admin/messages/msg-9')
    expect((await screen.findByRole('alert')).textContent).toBe('Message not found')
  })
})
