import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type SessionModule = typeof import('./session.ts')

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A token shaped like the identity service's (the signature is not checked in the browser). */
function idToken(claims: Record<string, unknown>, ttlSeconds = 900): string {
  const now = Math.floor(Date.now() / 1000)
  return `${base64url({ alg: 'EdDSA' })}.${base64url({ iat: now, exp: now + ttlSeconds, ...claims })}.sig`
}

const asha = { sub: 'u-1', email: 'asha@example.in', name: 'Asha Rao', email_verified: false, picture: null }

interface Call {
  url: string
  method: string
  headers: Record<string, string>
}

/** fetch is the browser boundary: /api/auth/token, /api/v1/auth/logout, /api/v1/profiles/auto, /api/auth/sign-out. */
function stubFetch(opts: { tokenStatus?: number; claims?: Record<string, unknown>; ttl?: number } = {}) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost').pathname
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    })
    if (url === '/api/auth/token') {
      if ((opts.tokenStatus ?? 200) !== 200) return Response.json({}, { status: opts.tokenStatus })
      return Response.json({ token: idToken(opts.claims ?? asha, opts.ttl) })
    }
    return Response.json({ success: true, data: {} })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

let loaded: SessionModule | undefined
async function loadSession(): Promise<SessionModule> {
  loaded?.stopSession()
  vi.resetModules()
  loaded = await import('./session.ts')
  return loaded
}

function events() {
  const seen: string[] = []
  const on = (e: Event) => seen.push(e.type)
  window.addEventListener('user-logged-in', on)
  window.addEventListener('user-logged-out', on)
  return {
    seen,
    stop: () => {
      window.removeEventListener('user-logged-in', on)
      window.removeEventListener('user-logged-out', on)
    },
  }
}

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('a visitor who never signed in', () => {
  it('makes no identity request and sends API calls without a token', async () => {
    const calls = stubFetch()
    const s = await loadSession()
    s.startSession()
    expect(s.getSession()).toEqual({ user: null, checking: false })
    expect(await s.getIdToken()).toBeNull()
    expect(calls).toEqual([])
  })
})

describe('a remembered user', () => {
  it('shows the stored user at once, then takes a token from the cookie and reuses it until near expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    localStorage.setItem(
      'user',
      JSON.stringify({ uid: 'u-1', email: 'asha@example.in', displayName: 'Asha Rao' }),
    )
    const calls = stubFetch({ claims: { ...asha, email_verified: true } })
    const s = await loadSession()
    const ev = events()
    s.startSession()
    expect(s.getSession().user?.displayName).toBe('Asha Rao')
    expect(s.getSession().checking).toBe(true)

    const token = await s.getIdToken()
    expect(token).toMatch(/\.sig$/)
    expect(calls.filter((c) => c.url === '/api/auth/token')).toHaveLength(1)
    expect(s.getSession()).toMatchObject({ checking: false, user: { uid: 'u-1', emailVerified: true } })
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      uid: 'u-1',
      email: 'asha@example.in',
      displayName: 'Asha Rao',
      emailVerified: true,
      photoURL: null,
    })
    // The same person: no sign-in event, and no token in storage.
    expect(ev.seen).toEqual([])
    expect(Object.keys(localStorage)).toEqual(['user'])

    expect(await s.getIdToken()).toBe(token)
    expect(calls.filter((c) => c.url === '/api/auth/token')).toHaveLength(1)

    // About a minute before expiry it is renewed in the background.
    await vi.advanceTimersByTimeAsync(841_000)
    expect(calls.filter((c) => c.url === '/api/auth/token')).toHaveLength(2)
    ev.stop()
  })

  it('is signed out, with stored data cleared, when the identity service has no session any more', async () => {
    localStorage.setItem('user', JSON.stringify({ uid: 'u-1', email: 'asha@example.in' }))
    localStorage.setItem('cart', '[1]')
    localStorage.setItem('favorites', '[2]')
    localStorage.setItem('profileAutoFilled', 'true')
    localStorage.setItem('welcomeShown', '1')
    stubFetch({ tokenStatus: 401 })
    const s = await loadSession()
    const ev = events()
    s.startSession()
    expect(await s.getIdToken()).toBeNull()
    expect(s.getSession().user).toBeNull()
    expect(ev.seen).toEqual(['user-logged-out'])
    expect(Object.keys(localStorage)).toEqual(['welcomeShown'])
    ev.stop()
  })
})

describe('signing in and out', () => {
  it('announces the sign-in and runs the profile auto-fill once per browser', async () => {
    const calls = stubFetch()
    const s = await loadSession()
    const ev = events()
    s.startSession()
    const user = await s.completeSignIn()
    expect(user).toMatchObject({ uid: 'u-1', displayName: 'Asha Rao' })
    expect(ev.seen).toEqual(['user-logged-in'])
    await vi.waitFor(() => expect(localStorage.getItem('profileAutoFilled')).toBe('true'))
    const autoFill = calls.filter((c) => c.url === '/api/v1/profiles/auto')
    expect(autoFill).toHaveLength(1)
    expect(autoFill[0]?.headers.authorization).toMatch(/^Bearer .+\.sig$/)

    // A later sign-in in the same browser does not run it again.
    await s.completeSignIn()
    expect(calls.filter((c) => c.url === '/api/v1/profiles/auto')).toHaveLength(1)
    ev.stop()
  })

  it('logs out on the server with the bearer token, clears stored data and announces it', async () => {
    const calls = stubFetch()
    const s = await loadSession()
    s.startSession()
    await s.completeSignIn()
    await vi.waitFor(() => expect(localStorage.getItem('profileAutoFilled')).toBe('true'))
    localStorage.setItem('cart', '[1]')
    const ev = events()
    await s.logout()
    const logout = calls.find((c) => c.url === '/api/v1/auth/logout')
    expect(logout?.method).toBe('POST')
    expect(logout?.headers.authorization).toMatch(/^Bearer /)
    // The server logout ended the cookie session, so the identity service's own sign-out is not needed.
    expect(calls.some((c) => c.url === '/api/auth/sign-out')).toBe(false)
    expect(s.getSession().user).toBeNull()
    expect(localStorage.length).toBe(0)
    expect(ev.seen).toEqual(['user-logged-out'])
    expect(await s.getIdToken()).toBeNull()
    ev.stop()
  })

  it('still signs out locally, through the identity service, when the server logout fails', async () => {
    const calls = stubFetch()
    const s = await loadSession()
    s.startSession()
    await s.completeSignIn()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost').pathname
        calls.push({ url, method: 'POST', headers: {} })
        if (url === '/api/v1/auth/logout') throw new TypeError('Failed to fetch')
        return Response.json({ success: true })
      }),
    )
    await s.logout()
    expect(calls.some((c) => c.url === '/api/auth/sign-out')).toBe(true)
    expect(s.getSession().user).toBeNull()
  })
})

describe('another tab', () => {
  it('follows a logout made elsewhere', async () => {
    stubFetch()
    const s = await loadSession()
    s.startSession()
    await s.completeSignIn()
    const ev = events()
    localStorage.removeItem('user')
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', oldValue: '{}', newValue: null }))
    expect(s.getSession().user).toBeNull()
    expect(ev.seen).toEqual(['user-logged-out'])
    ev.stop()
  })

  it('follows a sign-in made elsewhere', async () => {
    const calls = stubFetch()
    const s = await loadSession()
    s.startSession()
    const ev = events()
    const stored = JSON.stringify({ uid: 'u-1', email: 'asha@example.in', displayName: 'Asha Rao' })
    localStorage.setItem('user', stored)
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', oldValue: null, newValue: stored }))
    await vi.waitFor(() => expect(s.getSession().user?.uid).toBe('u-1'))
    expect(ev.seen).toEqual(['user-logged-in'])
    // The other tab already ran the auto-fill.
    expect(calls.some((c) => c.url === '/api/v1/profiles/auto')).toBe(false)
    ev.stop()
  })
})

describe('landing from the identity service', () => {
  it('takes the session after the email confirmation link, says so, and cleans the address', async () => {
    window.history.replaceState(null, '', '/?verified=1')
    const calls = stubFetch({ claims: { ...asha, email_verified: true } })
    const s = await loadSession()
    const toast = await import('../ui/toast.tsx')
    const shown = vi.spyOn(toast.toast, 'success')
    s.startSession()
    expect(window.location.search).toBe('')
    await vi.waitFor(() => expect(s.getSession().user?.emailVerified).toBe(true))
    expect(calls.some((c) => c.url === '/api/auth/token')).toBe(true)
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith('Your email is confirmed', 9000))
  })

  it('takes the session after Google sign-in (signed_in marker)', async () => {
    window.history.replaceState(null, '', '/checkout?signed_in=google')
    stubFetch()
    const s = await loadSession()
    const ev = events()
    s.startSession()
    expect(window.location.pathname + window.location.search).toBe('/checkout')
    await vi.waitFor(() => expect(s.getSession().user?.uid).toBe('u-1'))
    expect(ev.seen).toEqual(['user-logged-in'])
    ev.stop()
  })
})
