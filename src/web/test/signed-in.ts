import { act } from '@testing-library/react'
import { forgetSession, getIdToken, startSession, stopSession } from '../lib/session.ts'

// A signed-in shopper for page tests, through the real session: the user is remembered in this browser and the
// identity service answers the token request (the test's fetch stub passes it on to answerTokenRequest).

export interface TestUser {
  uid: string
  email: string
  displayName: string
}

export const testUser: TestUser = { uid: 'u-1', email: 'asha@example.in', displayName: 'Asha Rao' }

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A token shaped like the identity service's (the browser does not check the signature). */
function idToken(user: TestUser): string {
  const now = Math.floor(Date.now() / 1000)
  const claims = { sub: user.uid, email: user.email, name: user.displayName, iat: now, exp: now + 900 }
  return `${base64url({ alg: 'EdDSA' })}.${base64url(claims)}.sig`
}

/** The reply to GET /api/auth/token for `user`; undefined for any other address. */
export function answerTokenRequest(url: URL, user: TestUser = testUser): Response | undefined {
  if (url.pathname !== '/api/auth/token') return undefined
  return Response.json({ token: idToken(user) })
}

/**
 * Starts the session of a user remembered in this browser and waits for its token, so nothing changes under the
 * page once it renders. fetch must already answer the token request (answerTokenRequest).
 */
export async function signIn(user: TestUser = testUser): Promise<void> {
  localStorage.setItem('user', JSON.stringify(user))
  startSession()
  await getIdToken()
}

/** Signs out in this tab (inside act: the page may still be on screen) and stops the session. */
export function signOut(): void {
  act(() => forgetSession())
  stopSession()
}
