// The session's token work (docs/product.md, States and transitions: "Auth"), loaded by session.ts only once someone signs in, is remembered in
// this browser or lands from the identity service: taking a token from the session cookie, reading the user from
// its claims, renewing it before it expires, signing out, and the profile auto-fill after the first sign-in.

import { toast } from '../ui/toast.tsx'
import { apiRequest } from './api-client.ts'
import { emitAppEvent } from './app-events.ts'
import { queryClient } from './query-client.ts'
import { AUTO_FILL_KEY, getIdToken, getSession, RENEW_BEFORE_MS, sessionCore, USER_KEY } from './session.ts'
import { readStorage, type SessionUser, writeStorage } from './session-user.ts'

const AUTH_BASE = '/api/auth'
// Only said when something went wrong or on landing from a confirmation link: loaded then.
const authTexts = () => import('#domain/messages-auth.ts')

function decodeClaims(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1] ?? ''
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>
}

function userFromClaims(claims: Record<string, unknown>): SessionUser {
  return {
    uid: String(claims.sub ?? ''),
    email: String(claims.email ?? ''),
    displayName: typeof claims.name === 'string' ? claims.name : '',
    emailVerified: claims.email_verified === true,
    photoURL: typeof claims.picture === 'string' && claims.picture ? claims.picture : null,
  }
}

const sameUser = (a: SessionUser | null, b: SessionUser | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.emailVerified === b.emailVerified &&
    a.photoURL === b.photoURL)

/** Takes a fresh token: the user comes from its claims; a newly signed-in user is announced. */
function acceptToken(value: string, opts: { signIn: boolean }): void {
  const claims = decodeClaims(value)
  const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now() + 5 * 60_000
  sessionCore.token = { value, expiresAt }
  clearTimeout(sessionCore.renewTimer)
  sessionCore.renewTimer = setTimeout(
    () => void sessionCore.renewToken(),
    Math.max(5_000, expiresAt - Date.now() - RENEW_BEFORE_MS),
  )

  const state = getSession()
  const previous = state.user
  const user = userFromClaims(claims)
  writeStorage(USER_KEY, JSON.stringify(user))
  if (!sameUser(previous, user)) sessionCore.setState({ user, checking: false })
  else if (state.checking) sessionCore.setState({ checking: false })
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

/** One token request (session.ts lets one run at a time): accepted, or the session ends when there is none. */
export async function renewToken(opts: { signIn: boolean }): Promise<string | null> {
  try {
    const value = await requestToken()
    if (!value) {
      sessionCore.endLocalSession()
      return null
    }
    acceptToken(value, opts)
    return value
  } catch {
    // Offline or the service hiccuped: keep the user, and try again on the next call.
    if (getSession().checking) sessionCore.setState({ checking: false })
    const { token } = sessionCore
    return token && token.expiresAt > Date.now() ? token.value : null
  }
}

export async function completeSignIn(): Promise<SessionUser> {
  sessionCore.token = null
  const value = await sessionCore.renewToken({ signIn: true })
  const { user } = getSession()
  if (!value || !user) throw new Error((await authTexts()).authMessages.noAuthenticatedUser)
  return user
}

export async function logout(): Promise<void> {
  const { token } = sessionCore
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
  sessionCore.endLocalSession()
}

/** Landing from the email confirmation link: says whether it worked. */
export async function sayEmailConfirmation(confirmed: boolean): Promise<void> {
  const { accountMessages } = await authTexts()
  if (confirmed) toast.success(accountMessages.emailConfirmed, 9000)
  else toast.error(accountMessages.confirmLinkInvalid, 6000)
}

/** docs/product.md, States and transitions: after the first successful sign-in a profile auto-fill call runs once per browser. */
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
