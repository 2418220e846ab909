import { createLocalJWKSet, type JSONWebKeySet, errors as joseErrors, jwtVerify } from 'jose'
import { messages } from '#domain/messages.ts'
import { AppError } from '#server/errors.ts'

export interface TokenUser {
  id: string
  /** the session the token was issued from */
  sessionId: string
  email: string
  name: string
  emailVerified: boolean
  picture: string | null
}

/**
 * Verifies the short-lived id tokens of the identity service against its public keys, kept in memory. An
 * unknown key id reloads the key set (at most once a minute). A token is valid only while the session it was
 * issued from lasts (`isSessionActive`, answered mostly from memory): logout and password reset end it at once.
 */
export function createTokenVerifier(opts: {
  loadJwks: () => Promise<JSONWebKeySet>
  issuer: string
  audience: string
  isSessionActive: (sessionId: string) => Promise<boolean>
}) {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined
  let loadedAt = 0
  let loading: Promise<void> | undefined

  async function reload(): Promise<void> {
    loading ??= opts
      .loadJwks()
      .then((jwks) => {
        keySet = createLocalJWKSet(jwks)
        loadedAt = Date.now()
      })
      .finally(() => {
        loading = undefined
      })
    await loading
  }

  async function verifyOnce(token: string) {
    if (!keySet) await reload()
    return jwtVerify(token, keySet!, { issuer: opts.issuer, audience: opts.audience })
  }

  return async function verifyToken(token: string): Promise<TokenUser> {
    let user: TokenUser
    try {
      let result: Awaited<ReturnType<typeof jwtVerify>>
      try {
        result = await verifyOnce(token)
      } catch (err) {
        if (err instanceof joseErrors.JWKSNoMatchingKey && Date.now() - loadedAt > 60_000) {
          await reload()
          result = await verifyOnce(token)
        } else throw err
      }
      const p = result.payload
      if (typeof p.sub !== 'string' || typeof p.email !== 'string') throw new Error('token without subject')
      if (typeof p.sid !== 'string') throw new Error('token without session')
      user = {
        id: p.sub,
        sessionId: p.sid,
        email: p.email,
        name: typeof p.name === 'string' ? p.name : '',
        emailVerified: p.email_verified === true,
        picture: typeof p.picture === 'string' ? p.picture : null,
      }
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired)
        throw new AppError('session_expired', messages.http.sessionExpired)
      throw new AppError('unauthenticated', messages.http.unauthenticated)
    }
    // Outside the catch: a database that cannot answer is a 503, not a signed-out shopper.
    if (!(await opts.isSessionActive(user.sessionId))) {
      throw new AppError('unauthenticated', messages.http.unauthenticated)
    }
    return user
  }
}

export function readBearer(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  return match?.[1] ?? null
}
