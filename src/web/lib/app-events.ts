// The window events the app's parts tell each other by (docs/product.md, States and transitions), named and typed in one place. The names are
// the spec's: cartUpdated and wishlistUpdated after every change, user-logged-in / user-logged-out on every
// change of who is signed in, loginRequired for the sign-in prompt; openCartDrawer and openSearch open the
// cart drawer and the header search, whose code loads only when first asked for.

import type { SessionUser } from './session.ts'

export interface LoginRequiredDetail {
  message: string
  redirect: string
}

export interface AppEvents {
  /**
   * After every cart or wishlist change. By then the query cache holds what the change left (written from its
   * reply, or invalidated when the reply does not carry it): listeners read the cache, they fetch nothing.
   */
  cartUpdated: null
  wishlistUpdated: null
  'user-logged-in': SessionUser
  'user-logged-out': null
  loginRequired: LoginRequiredDetail
  openCartDrawer: null
  openSearch: null
}

export type AppEventName = keyof AppEvents

export function emitAppEvent<K extends AppEventName>(name: K, detail: AppEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }))
}

/** Listens until the returned function is called (or, with `once`, for the first event only). */
export function onAppEvent<K extends AppEventName>(
  name: K,
  handler: (detail: AppEvents[K]) => void,
  options?: { once?: boolean },
): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<AppEvents[K]>).detail)
  window.addEventListener(name, listener, options)
  return () => window.removeEventListener(name, listener)
}
