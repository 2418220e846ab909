import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Route } from '#web/lib/router.tsx'
import { Component as AdminApp } from './admin-app.tsx'
import { never, refusal, renderAdmin, stubAdminApi } from './shell/testing/admin-test-kit.tsx'

// The back office's gate (decision 022): who may open it is the server's answer to GET /me.

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the back office’s gate', () => {
  it('says it is opening while it asks who is signed in', async () => {
    stubAdminApi(never)
    renderAdmin(<Route path="/admin/*" element={<AdminApp />} />, '/admin')
    expect((await screen.findByRole('status')).textContent).toBe('Opening the back office…')
  })

  it('shows the sign-in form to nobody signed in, and the server’s words to an account it refuses', async () => {
    stubAdminApi(() => refusal('Please login to continue', 401))
    const first = renderAdmin(<Route path="/admin/*" element={<AdminApp />} />, '/admin')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy()
    first.unmount()
    stubAdminApi(() => refusal('This account no longer has access to the back office', 403))
    renderAdmin(<Route path="/admin/*" element={<AdminApp />} />, '/admin')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This account no longer has access to the back office',
    )
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeTruthy()
  })
})
