import { afterEach, describe, expect, it, vi } from 'vitest'
import { startGoogleSignIn } from './auth-api.ts'

// Decision 058: Google sign-in comes back to the page's language, its addresses in the app being unprefixed.
describe('Google sign-in in another language', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, '', '/')
  })

  async function callbacks(at: string) {
    window.history.replaceState(null, '', at)
    const bodies: { callbackURL: string; errorCallbackURL: string }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)))
        // no provider address: the sign-in stops here, before leaving the page
        return Response.json({})
      }),
    )
    await startGoogleSignIn({ returnTo: '/cart', from: '/login' }).catch(() => {})
    return bodies[0]
  }

  it('returns to the Hindi address from a Hindi page', async () => {
    expect(await callbacks('/hi/login')).toMatchObject({
      callbackURL: '/hi/cart?signed_in=google',
      errorCallbackURL: '/hi/login?from=%2Fcart',
    })
  })

  it('keeps English addresses as they were', async () => {
    expect(await callbacks('/login')).toMatchObject({
      callbackURL: '/cart?signed_in=google',
      errorCallbackURL: '/login?from=%2Fcart',
    })
  })
})
