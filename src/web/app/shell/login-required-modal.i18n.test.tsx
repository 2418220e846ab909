import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { LoginRequiredModal } from './login-required-modal.tsx'

// The sign-in prompt in the shopper's language (decision 058): the shop's own 'Please login to continue' is said
// in the page's language; a sentence its caller sent is shown as it came.
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

describe('the sign-in prompt in Hindi', () => {
  it('prompts to sign in in Hindi with the shop’s own sentence; a caller’s sentence stays as it is', async () => {
    window.history.replaceState(null, '', '/hi/product/101')
    await renderPageIn('hi', '/product/101', { path: '/product/:id', element: <LoginRequiredModal /> })
    act(() => {
      window.dispatchEvent(
        new CustomEvent('loginRequired', {
          detail: { message: 'Please login to continue', redirect: '/cart' },
        }),
      )
    })
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('आगे बढ़ने के लिए कृपया लॉगिन करें')
    expectTranslated(dialog)
    act(() => {
      window.dispatchEvent(
        new CustomEvent('loginRequired', {
          detail: { message: 'Sign in to see your saved cart', redirect: '/' },
        }),
      )
    })
    expect((await screen.findByRole('dialog')).textContent).toContain('Sign in to see your saved cart')
  })
})
