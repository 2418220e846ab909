// docs/product.md, Routes and screens: "Splash screen" and Business constants and limits: a typed tagline, about 60 ms per letter, lasting about 4 s, then a fade.

export const SPLASH_DURATION_MS = 4000
export const SPLASH_TYPING_MS_PER_CHAR = 60
export const SPLASH_FADE_MS = 500
export const DEFAULT_TAGLINE = 'Sun-dried goodness, from our farmers to your kitchen'

/** Browser storage keys: splashSeen lives in sessionStorage, welcomeShown and user in localStorage. */
export const SPLASH_SEEN_KEY = 'splashSeen'
export const WELCOME_SHOWN_KEY = 'welcomeShown'
export const STORED_USER_KEY = 'user'
/** A session cookie mirroring splashSeen, read by the server when it renders a page. */
export const SPLASH_SEEN_COOKIE = 'splash_seen'

/**
 * Once per browser session at most. Anonymous visitors always get it on their first load;
 * signed-in users only until the welcomeShown flag has been stored.
 */
export function shouldShowSplash(state: {
  signedIn: boolean
  welcomeShown: boolean
  seenThisSession: boolean
}): boolean {
  if (state.seenThisSession) return false
  if (state.signedIn) return !state.welcomeShown
  return true
}
