// docs/product.md (States and transitions, "Auth"): who is signed in, kept small because every page loads it.
//
// The id token (a 15-minute JWT for the shop API) lives in memory only and is renewed from the httpOnly
// session cookie about a minute before it expires, or on demand. The user derived from its claims is
// cached in localStorage 'user' so the header can show the account at once and so we only ask the
// identity service for a token when someone has signed in in this browser: a visitor never makes a
// request that fails. Another tab follows through the 'storage' event on 'user'.
//
// This module is the part every page needs (the state, the remembered user, signing out in this tab); taking,
// renewing and ending tokens (session-token.ts) is loaded only once someone signs in or is remembered.

import { setTokenProvider } from './api-client.ts'
import { emitAppEvent } from './app-events.ts'
import { queryClient } from './query-client.ts'
import { parseStoredUser, readStorage, removeStorage, type SessionUser } from './session-user.ts'

export type { SessionUser } from './session-user.ts'

export interface SessionState {
  user: SessionUser | null
  /** true while the first token request of this page load is in flight for a remembered user */
  checking: boolean
}

// docs/product.md, Entities: browser storage keys.
export const USER_KEY = 'user'
const AUTH_TOKEN_KEY = 'authToken' // never written (the token stays in memory); cleared in case an old build left one
export const AUTO_FILL_KEY = 'profileAutoFilled'
const CLEARED_ON_LOGOUT = [USER_KEY, AUTH_TOKEN_KEY, 'cart', 'favorites', AUTO_FILL_KEY]

/** Query parameters the identity service's redirects land with (see the Google and verification callbacks). */
export const SIGNED_IN_PARAM = 'signed_in'
export const VERIFIED_PARAM = 'verified'

export const RENEW_BEFORE_MS = 60_000

let state: SessionState = { user: null, checking: false }
const listeners = new Set<() => void>()
let inflight: Promise<string | null> | null = null
let started = false

type TokenModule = typeof import('./session-token.ts')
let tokenModule: Promise<TokenModule> | null = null
const loadTokens = () => {
  tokenModule ??= import('./session-token.ts').catch((err: unknown) => {
    tokenModule = null // (offline: the next call tries again)
    throw err
  })
  return tokenModule
}

/** What session-token.ts reads and changes; nothing else uses it. */
export const sessionCore = {
  token: null as { value: string; expiresAt: number } | null,
  renewTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  setState,
  endLocalSession,
  renewToken,
}

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

/** One token request at a time: a fresh token is accepted, no session ends this one (session-token.ts). */
function renewToken(opts: { signIn: boolean } = { signIn: false }): Promise<string | null> {
  inflight ??= loadTokens()
    .then(
      (m) => m.renewToken(opts),
      () => {
        // The code could not be fetched (offline): keep the user, and try again on the next call.
        if (state.checking) setState({ checking: false })
        const { token } = sessionCore
        return token && token.expiresAt > Date.now() ? token.value : null
      },
    )
    .finally(() => {
      inflight = null
    })
  return inflight
}

/** The id token for the shop API (registered with the API client); null for anonymous calls. */
export async function getIdToken(opts: { forceRefresh?: boolean } = {}): Promise<string | null> {
  if (!state.user && !inflight) return null
  const { token } = sessionCore
  if (!opts.forceRefresh && token && token.expiresAt - Date.now() > RENEW_BEFORE_MS) return token.value
  return renewToken()
}

/** Forgets the signed-in user in this tab: memory, stored user data, user-specific cached queries. */
function endLocalSession(): void {
  const previous = state.user
  sessionCore.token = null
  clearTimeout(sessionCore.renewTimer)
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
  return (await loadTokens()).completeSignIn()
}

/**
 * docs/product.md (States and transitions, Logout): the server logout (failure ignored; it also ends the cookie session), the identity
 * service's own sign-out only if that failed, then stored user, cart, favourites and the auto-fill flag
 * are cleared and user-logged-out is broadcast. Navigating home is the caller's part.
 */
export async function logout(): Promise<void> {
  return (await loadTokens()).logout()
}

/** Ends the session in this browser without asking the server (the password was just reset, for one). */
export function forgetSession(): void {
  endLocalSession()
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
    sessionCore.token = null
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
  clearTimeout(sessionCore.renewTimer)
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
  // (said before the token request below starts: both wait for the same code)
  if (landing.verified) {
    loadTokens()
      .then((m) => m.sayEmailConfirmation(!landing.verifyFailed))
      .catch(() => {})
  }
  if (remembered) setState({ user: remembered, checking: true })
  // Only someone who signed in in this browser, or who just came back from the identity service,
  // has a session cookie worth asking about.
  if (remembered || landing.signedIn || (landing.verified && !landing.verifyFailed)) {
    void renewToken({ signIn: !remembered })
  }
}
