// The signed-in user as the session keeps it: read from the id token's claims, remembered in localStorage
// (which may be unavailable: private modes, disabled cookies; the session then lasts for the page).

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

export function decodeClaims(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1] ?? ''
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>
}

export function userFromClaims(claims: Record<string, unknown>): SessionUser {
  return {
    uid: String(claims.sub ?? ''),
    email: String(claims.email ?? ''),
    displayName: typeof claims.name === 'string' ? claims.name : '',
    emailVerified: claims.email_verified === true,
    photoURL: typeof claims.picture === 'string' && claims.picture ? claims.picture : null,
  }
}

export const sameUser = (a: SessionUser | null, b: SessionUser | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.emailVerified === b.emailVerified &&
    a.photoURL === b.photoURL)
