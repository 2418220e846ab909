import { useSyncExternalStore } from 'react'
import { getSession, logout, type SessionState, type SessionUser, subscribeSession } from './session.ts'

export type { SessionUser }

export interface UseSession extends SessionState {
  isSignedIn: boolean
  logout: () => Promise<void>
}

// What the server renders and the page hydrates with: nobody signed in (the browser then shows the account).
const ANONYMOUS: SessionState = { user: null, checking: false }
// The live state itself when it is signed out too: React re-renders every reader (synchronously) if the two differ.
const anonymous = () => {
  const live = getSession()
  return live.user === null && !live.checking ? live : ANONYMOUS
}

/** The signed-in user (or null) for components; re-renders on sign-in and sign-out, in this tab or another. */
export function useSession(): UseSession {
  const state = useSyncExternalStore(subscribeSession, getSession, anonymous)
  return { ...state, isSignedIn: state.user !== null, logout }
}

/** 'Asha Rao' -> 'AR'; falls back to the email's first letter. */
export function initialsOf(user: Pick<SessionUser, 'displayName' | 'email'>): string {
  const parts = user.displayName.trim().split(/\s+/).filter(Boolean)
  const letters =
    parts.length > 1 ? `${parts[0]![0]}${parts.at(-1)![0]}` : (parts[0]?.[0] ?? user.email[0] ?? '?')
  return letters.toUpperCase()
}
