// Spec §4 "Auth": who is signed in, kept small because every page loads it.
//
// The id token (a 15-minute JWT for the shop API) lives in memory only and is renewed from the httpOnly
// session cookie about a minute before it expires, or on demand. The user derived from its claims is
// cached in localStorage 'user' so the header can show the account at once and so we only ask the
// identity service for a token when someone has signed in in this browser: a visitor never makes a
// request that fails. Another tab follows through the 'storage' event on 'user'.

import { accountMessages, authMessages } from '#domain/messages-auth.ts'
import { toast } from '../ui/toast.tsx'
import { apiRequest, setTokenProvider } from './api-client.ts'
import { emitAppEvent } from './app-events.ts'
import { queryClient } from './query-client.ts'
import {
  decodeClaims,
  parseStoredUser,
  readStorage,
  removeStorage,
  type SessionUser,
  sameUser,
  userFromClaims,
  writeStorage,
} from './session-user.ts'

export type { SessionUser } from './session-user.ts'

export interface SessionState {
  user: SessionUser | null
  /** true while the first token request of this page load is in flight for a remembered user */
  checking: boolean
}

// Spec §3 browser storage keys.
export const USER_KEY = 'user'
const AUTH_TOKEN_KEY = 'authToken' // never written (the token stays in memory); cleared in case an old build left one
export const AUTO_FILL_KEY = 'profileAutoFilled'
const CLEARED_ON_LOGOUT = [USER_KEY, AUTH_TOKEN_KEY, 'cart', 'favorites', AUTO_FILL_KEY]

/** Query parameters the identity service's redirects land with (see the Google and verification callbacks). */
export const SIGNED_IN_PARAM = 'signed_in'
export const VERIFIED_PARAM = 'verified'

const AUTH_BASE = '/api/auth'
const RENEW_BEFORE_MS = 60_000

let state: SessionState = { user: null, checking: false }
const listeners = new Set<() => void>()
let token: { value: string; expiresAt: number } | null = null
let inflight: Promise<string | null> | null = null
let renewTimer: ReturnType<typeof setTimeout> | undefined
let started = false

function setState(next: Partial<SessionState>): void {
  state = { ...state, ...next }
  for (const l of listeners) l()
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getSession(): SessionState {
  return state
}

/** Takes a fresh token: the user comes from its claims; a newly signed-in user is announced. */
function acceptToken(value: string, opts: { signIn: boolean }): void {
  const claims = decodeClaims(value)
  const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now() + 5 * 60_000
  token = { value, expiresAt }
  clearTimeout(renewTimer)
  renewTimer = setTimeout(() => void renewToken(), Math.max(5_000, expiresAt - Date.now() - RENEW_BEFORE_MS))

  const previous = state.user
  const user = userFromClaims(claims)
  writeStorage(USER_KEY, JSON.stringify(user))
  if (!sameUser(previous, user)) setState({ user, checking: false })
  else if (state.checking) setState({ checking: false })
  if (!previous || previous.uid !== user.uid) {
    emitAppEvent('user-logged-in', user)
    if (opts.signIn) void autoFillProfileOnce()
  }
}

/** Asks the identity service for a token from the session cookie; null when there is no session. */
async function requestToken(): Promise<string | null> {
  const res = await fetch(`${AUTH_BASE}/token`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  if (res.status === 401) return null
  if (!res.ok) throw new Error(`token: HTTP ${res.status}`)
  const body = (await res.json()) as { token?: unknown }
  if (typeof body.token !== 'string') throw new Error('token: no token in the reply')
  return body.token
}

function renewToken(opts: { signIn: boolean } = { signIn: false }): Promise<string | null> {
  inflight ??= (async () => {
    try {
      const value = await requestToken()
      if (!value) {
        endLocalSession()
        return null
      }
      acceptToken(value, opts)
      return value
    } catch {
      // Offline or the service hiccuped: keep the user, and try again on the next call.
      if (state.checking) setState({ checking: false })
      return token && token.expiresAt > Date.now() ? token.value : null
    } finally {
      inflight = null
    }
  })()
  return inflight
}

/** The id token for the shop API (registered with the API client); null for anonymous calls. */
export async function getIdToken(opts: { forceRefresh?: boolean } = {}): Promise<string | null> {
  if (!state.user && !inflight) return null
  if (!opts.forceRefresh && token && token.expiresAt - Date.now() > RENEW_BEFORE_MS) return token.value
  return renewToken()
}

/** Forgets the signed-in user in this tab: memory, stored user data, user-specific cached queries. */
function endLocalSession(): void {
  const previous = state.user
  token = null
  clearTimeout(renewTimer)
  for (const key of CLEARED_ON_LOGOUT) removeStorage(key)
  setState({ user: null, checking: false })
  queryClient.removeQueries({ queryKey: ['profile'] })
  if (previous) emitAppEvent('user-logged-out', null)
}

/**
 * Call after the identity service accepted a sign-up, sign-in or password: the session cookie is set, so
 * a token can be taken. Resolves to the signed-in user.
 */
export async function completeSignIn(): Promise<SessionUser> {
  token = null
  const value = await renewToken({ signIn: true })
  if (!value || !state.user) throw new Error(authMessages.noAuthenticatedUser)
  return state.user
}

/**
 * Spec §4 Logout: the server logout (failure ignored; it also ends the cookie session), the identity
 * service's own sign-out only if that failed, then stored user, cart, favourites and the auto-fill flag
 * are cleared and user-logged-out is broadcast. Navigating home is the caller's part.
 */
export async function logout(): Promise<void> {
  const current = token && token.expiresAt > Date.now() ? token.value : await getIdToken().catch(() => null)
  let endedOnServer = false
  if (current) {
    try {
      const res = await fetch('/api/v1/auth/logout', {
        method: 'POST',
        headers: { accept: 'application/json', authorization: `Bearer ${current}` },
        credentials: 'same-origin',
      })
      endedOnServer = res.ok
    } catch {}
  }
  if (!endedOnServer) {
    await fetch(`${AUTH_BASE}/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    }).catch(() => {})
  }
  endLocalSession()
}

/** Ends the session in this browser without asking the server (the password was just reset, for one). */
export function forgetSession(): void {
  endLocalSession()
}

/** Spec §4: after the first successful sign-in a profile auto-fill call runs once per browser. */
async function autoFillProfileOnce(): Promise<void> {
  if (readStorage(AUTO_FILL_KEY)) return
  try {
    await apiRequest('/profiles/auto', { method: 'POST' })
    writeStorage(AUTO_FILL_KEY, 'true')
    await queryClient.invalidateQueries({ queryKey: ['profile'] })
  } catch (err) {
    console.warn('Profile auto-fill failed', err)
  }
}

/** Another tab signed in or out: follow it. */
function onStorage(e: StorageEvent): void {
  if (e.key !== USER_KEY && e.key !== null) return
  const stored = parseStoredUser(readStorage(USER_KEY))
  if (!stored) {
    if (state.user) endLocalSession()
    return
  }
  if (!state.user || state.user.uid !== stored.uid) {
    if (state.user) endLocalSession()
    token = null
    void renewToken()
  }
}

/** Reads and removes the marker parameters the identity service's redirects land with. */
function takeLandingMarkers(): { signedIn: boolean; verified: boolean; verifyFailed: boolean } {
  const url = new URL(window.location.href)
  const signedIn = url.searchParams.has(SIGNED_IN_PARAM)
  const verified = url.searchParams.has(VERIFIED_PARAM)
  const verifyFailed = verified && url.searchParams.has('error')
  if (!signedIn && !verified) return { signedIn, verified, verifyFailed }
  url.searchParams.delete(SIGNED_IN_PARAM)
  url.searchParams.delete(VERIFIED_PARAM)
  if (verified) url.searchParams.delete('error')
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  return { signedIn, verified, verifyFailed }
}

/** Undoes startSession (tests, and hot module reloads in development). */
export function stopSession(): void {
  window.removeEventListener('storage', onStorage)
  clearTimeout(renewTimer)
  started = false
}

/** Runs once in main.tsx, before the app renders. */
export function startSession(): void {
  if (started) return
  started = true
  setTokenProvider(() => getIdToken())
  window.addEventListener('storage', onStorage)

  const remembered = parseStoredUser(readStorage(USER_KEY))
  const landing = takeLandingMarkers()
  if (landing.verified) {
    if (landing.verifyFailed) toast.error(accountMessages.confirmLinkInvalid, 6000)
    else toast.success(accountMessages.emailConfirmed, 9000)
  }
  if (remembered) setState({ user: remembered, checking: true })
  // Only someone who signed in in this browser, or who just came back from the identity service,
  // has a session cookie worth asking about.
  if (remembered || landing.signedIn || (landing.verified && !landing.verifyFailed)) {
    void renewToken({ signIn: !remembered })
  }
}
