import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
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
import { diff } from '../model/audit-diff.ts'
import { AuditPage, StaffPage } from './staff-page.tsx'

// Owners' pages: the staff list's states, an invitation, a role changed and access revoked; the audit log.

const me = {
  email: 'owner@example.com',
  name: 'Owner',
  role: 'owner' as const,
  permissions: ['staff', 'settings', 'audit'],
  two_factor_enabled: true,
}
const operator = (id: string, email: string, over: object = {}) => ({
  id,
  email,
  name: email.split('@')[0]!,
  role: 'manager',
  status: 'active',
  two_factor_enabled: true,
  invited_by: 'owner@example.com',
  created_at: '2026-11-01T05:00:00.000Z',
  version: 4,
  ...over,
})
const team = [operator('op-1', 'owner@example.com', { role: 'owner' }), operator('op-2', 'ravi@example.com')]

const renderAt = (path: string) =>
  renderAdmin(
    <>
      <Route path="/admin/staff" element={<StaffPage me={me} />} />
      <Route path="/admin/audit" element={<AuditPage />} />
    </>,
    path,
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the staff page', () => {
  it('says it is loading, then that there is nobody, or the server’s words', async () => {
    stubAdminApi(never)
    const first = renderAt('/admin/staff')
    expect((await screen.findByRole('status')).textContent).toBe('Loading…')
    first.unmount()
    stubAdminApi(() => dataReply([]))
    const second = renderAt('/admin/staff')
    expect(await screen.findByText('No staff yet.')).toBeTruthy()
    second.unmount()
    stubAdminApi(() => refusal('The database is busy'))
    renderAt('/admin/staff')
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy')
  })

  it('lists the staff; no action on one’s own row; invites by email with a role', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/operators' && init?.method === 'POST')
        return dataReply(operator('op-3', 'meera@example.com', { status: 'invited', role: 'owner' }))
      if (url === '/api/admin/v1/operators') return dataReply(team)
      return undefined
    })
    renderAt('/admin/staff')
    const user = userEvent.setup()
    const rows = within(await screen.findByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[1]!).queryByRole('button')).toBeNull()
    expect(within(rows[1]!).queryByRole('combobox')).toBeNull()
    expect((within(rows[2]!).getByLabelText('Role of ravi@example.com') as HTMLSelectElement).value).toBe(
      'manager',
    )
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('Enter an email address')).toBeTruthy()
    await user.type(screen.getByLabelText('Invite by email'), 'meera@example.com')
    await user.selectOptions(screen.getByLabelText('Role'), 'owner')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual([
        ['/api/admin/v1/operators', { email: 'meera@example.com', role: 'owner' }],
      ]),
    )
    await waitFor(() => expect((screen.getByLabelText('Invite by email') as HTMLInputElement).value).toBe(''))
  })

  it('puts the server’s field issue under the email box, and a refusal of the service there too', async () => {
    let answer = fieldIssues([{ path: ['email'], message: 'Please enter a valid email address' }])
    stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/operators' && init?.method === 'POST') return answer
      if (url === '/api/admin/v1/operators') return dataReply(team)
      return undefined
    })
    renderAt('/admin/staff')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Invite by email'), 'meera@')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    await expectFieldError('Invite by email', 'Please enter a valid email address')
    expect(document.activeElement).toBe(screen.getByLabelText('Invite by email'))
    answer = refusal('This email is already on the staff list', 409)
    await user.type(screen.getByLabelText('Invite by email'), 'example.com')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    await expectFieldError('Invite by email', 'This email is already on the staff list')
    expect((screen.getByLabelText('Invite by email') as HTMLInputElement).value).toBe('meera@example.com')
  })

  it('names who invited someone and when, and sends an invitation again (decision 050)', async () => {
    const invited = operator('op-4', 'meera@example.com', {
      status: 'invited',
      role: 'packer',
      name: '',
      created_at: '2026-11-27T20:00:00.000Z', // 28 Nov in India
    })
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/operators' && init?.method === 'POST') return dataReply(invited)
      if (url === '/api/admin/v1/operators') return dataReply([...team, invited])
      return undefined
    })
    renderAt('/admin/staff')
    const user = userEvent.setup()
    expect(await screen.findByText('Invited by owner@example.com on 28 Nov')).toBeTruthy()
    // only an invitation not yet taken up can be sent again
    expect(screen.getAllByRole('button', { name: /^Resend the invitation/ })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Resend the invitation to meera@example.com' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual([
        ['/api/admin/v1/operators', { email: 'meera@example.com', role: 'packer' }],
      ]),
    )
  })

  it('changes someone’s role, and revokes access after asking', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/operators/op-2' && init?.method === 'PATCH')
        return Response.json({ success: true, message: 'Saved' })
      if (url === '/api/admin/v1/operators') return dataReply(team)
      return undefined
    })
    renderAt('/admin/staff')
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('Role of ravi@example.com'), 'owner')
    await user.click(screen.getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('Revoke ravi@example.com?')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Revoke access' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'PATCH')).toEqual([
        ['/api/admin/v1/operators/op-2', { role: 'owner', version: 4 }],
        ['/api/admin/v1/operators/op-2', { revoke: true, version: 4 }],
      ]),
    )
  })

  it('says so when someone changed the staff member meanwhile, and shows the list as it is now (decision 040)', async () => {
    let listed = team
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/operators/op-2' && init?.method === 'PATCH') {
        listed = [team[0]!, operator('op-2', 'ravi@example.com', { role: 'owner', version: 5 })]
        return Response.json(
          {
            success: false,
            message: adminMessages.staleEdit('staff member'),
            reason: 'stale_version',
            current: listed[1],
          },
          { status: 409 },
        )
      }
      if (url === '/api/admin/v1/operators') return dataReply(listed)
      return undefined
    })
    renderAt('/admin/staff')
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('Role of ravi@example.com'), 'owner')
    await waitFor(() => expect(sent(fetchMock, 'PATCH')).toHaveLength(1))
    expect(sent(fetchMock, 'PATCH')).toEqual([
      ['/api/admin/v1/operators/op-2', { role: 'owner', version: 4 }],
    ])
    // the list is read again: Ravi is an owner now
    await waitFor(() =>
      expect((screen.getByLabelText('Role of ravi@example.com') as HTMLSelectElement).value).toBe('owner'),
    )
  })
})

/** GET /audit's reply: the rows, and what the filters offer. */
async function auditReply(rows: object[]) {
  const body = await listReply(rows, { per_page: 30 }).json()
  return Response.json({
    ...body,
    facets: {
      people: [
        { email: 'owner@example.com', name: 'Lakshmi Rao' },
        { email: 'packer@example.com', name: null },
      ],
      areas: ['order', 'product'],
    },
  })
}

describe('the audit log', () => {
  it('says when nothing has changed yet, and shows each change in words, with the person’s name', async () => {
    stubAdminApi(() => auditReply([]))
    const first = renderAt('/admin/audit')
    expect(await screen.findByText('Nothing has been changed yet.')).toBeTruthy()
    first.unmount()
    stubAdminApi(() =>
      auditReply([
        {
          id: 1,
          at: '2026-11-24T05:00:00.000Z',
          actor: 'owner@example.com',
          actor_name: 'Lakshmi Rao',
          action: 'product.update',
          entity_type: 'product',
          entity_id: '101',
          before: { price: 299, name: 'Moringa', featured: false, version: 3 },
          after: { price: 279, name: 'Moringa', featured: true, version: 4 },
        },
      ]),
    )
    renderAt('/admin/audit')
    expect(await screen.findByText('Product: update')).toBeTruthy()
    expect(screen.getByText('Lakshmi Rao')).toBeTruthy()
    expect(screen.getByText('owner@example.com')).toBeTruthy()
    // India time
    expect(screen.getByText('24 Nov 2026, 10:30 am')).toBeTruthy()
    expect(screen.getByText('Price: 299 → 279')).toBeTruthy()
    expect(screen.getByText('Featured: no → yes')).toBeTruthy()
    expect(screen.queryByText(/^Version/)).toBeNull()
  })

  it('filters by person, area and India days: each goes to the server', async () => {
    const urls: URL[] = []
    stubAdminApi((input) => {
      urls.push(new URL(input, 'http://localhost'))
      return auditReply([])
    })
    renderAt('/admin/audit')
    const user = userEvent.setup()
    await screen.findByRole('option', { name: 'Lakshmi Rao (owner@example.com)' })
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Person' }),
      'Lakshmi Rao (owner@example.com)',
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Order')
    await user.type(screen.getByLabelText('From'), '2026-11-01')
    await waitFor(() => {
      const q = urls.at(-1)!.searchParams
      expect([q.get('actor'), q.get('entity_type'), q.get('from')]).toEqual([
        'owner@example.com',
        'order',
        '2026-11-01',
      ])
    })
    expect(await screen.findByText('No change matches these filters.')).toBeTruthy()
  })

  it('diff names only the fields that changed, in words, and reads a missing side as none', () => {
    expect(diff({ a: 1, b: 2, updated_at: 'x' }, { a: 1, b: 3, updated_at: 'y' })).toEqual(['B: 2 → 3'])
    expect(diff(null, { role: 'owner' })).toEqual(['Role: (none) → owner'])
    expect(diff({ per_user_limit: null }, { per_user_limit: 1 })).toEqual(['Per user limit: (none) → 1'])
  })
})
