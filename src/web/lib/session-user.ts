// The signed-in user as the session keeps it: read from the id token's claims, remembered in localStorage
// (which may be unavailable: private modes, disabled cookies; the session then lasts for the page).
// (Reading the user from a token's claims is session-token.ts's part.)

export interface SessionUser {
  uid: string
  email: string
  displayName: string
  emailVerified: boolean
  photoURL: string | null
}

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
export function writeStorage(key: string, value: string): void {
  try {
    if (localStorage.getItem(key) !== value) localStorage.setItem(key, value)
  } catch {}
}
export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {}
}

export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null
  try {
    const u = JSON.parse(raw) as Partial<SessionUser> | null
    if (!u || typeof u.uid !== 'string' || typeof u.email !== 'string') return null
    return {
      uid: u.uid,
      email: u.email,
      displayName: typeof u.displayName === 'string' ? u.displayName : '',
      emailVerified: u.emailVerified === true,
      photoURL: typeof u.photoURL === 'string' ? u.photoURL : null,
    }
  } catch {
    return null
  }
}
