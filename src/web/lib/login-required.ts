// docs/product.md (States and transitions, "Login-required prompt"): a window event named loginRequired carrying a message and a redirect URL,
// at most once per 5 s, never on /login or /signup.

import { emitAppEvent } from './app-events.ts'

export const LOGIN_PROMPT_THROTTLE_MS = 5000

let lastPromptAt = Number.NEGATIVE_INFINITY

export function isAuthPage(pathname: string): boolean {
  return pathname.includes('/login') || pathname.includes('/signup')
}

export function requestLogin(message: string, now = Date.now()): boolean {
  const { pathname, search } = window.location
  if (isAuthPage(pathname)) return false
  if (now - lastPromptAt < LOGIN_PROMPT_THROTTLE_MS) return false
  lastPromptAt = now
  emitAppEvent('loginRequired', { message, redirect: pathname + search })
  return true
}

/** For tests. */
export function resetLoginPromptThrottle(): void {
  lastPromptAt = Number.NEGATIVE_INFINITY
}
