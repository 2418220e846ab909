import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { MemoryRouter, Route, Routes, useLocation } from '#web/lib/router.tsx'
import { LoginRequiredModal } from './login-required-modal.tsx'

function ShowFrom({ name }: { name: string }) {
  const state = useLocation().state as { from?: string } | null
  return (
    <p>
      {name} page, from {state?.from ?? 'nowhere'}
    </p>
  )
}

function renderModal() {
  return render(
    <MemoryRouter initialEntries={['/product/101']}>
      <Routes>
        <Route path="/product/:id" element={<p>Product page</p>} />
        <Route path="/login" element={<ShowFrom name="Login" />} />
        <Route path="/signup" element={<ShowFrom name="Signup" />} />
      </Routes>
      <LoginRequiredModal />
    </MemoryRouter>,
  )
}

function raise(message: string, redirect: string) {
  act(() => {
    // the spec's event name, as anything may raise it (lib/app-events.ts)
    window.dispatchEvent(new CustomEvent('loginRequired', { detail: { message, redirect } }))
  })
}

describe('LoginRequiredModal', () => {
  it('stays closed until a loginRequired event arrives, then opens with its message', async () => {
    renderModal()
    expect(screen.queryByRole('dialog')).toBeNull()
    raise('Your session has expired. Please login again to continue.', '/cart?step=2')
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Your session has expired. Please login again to continue.')
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login')
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/signup')
  })

  it('Sign In passes the origin route as `from` and closes the prompt', async () => {
    renderModal()
    raise('Please login to continue', '/cart?step=2')
    await userEvent.click(await screen.findByRole('link', { name: 'Sign In' }))
    expect(await screen.findByText('Login page, from /cart?step=2')).toBeTruthy()
  })

  it('Create Account passes the origin route as `from` too', async () => {
    renderModal()
    raise('Please login to continue', '/wishlist')
    await userEvent.click(await screen.findByRole('link', { name: 'Create Account' }))
    expect(await screen.findByText('Signup page, from /wishlist')).toBeTruthy()
  })

  it('closes on Escape', async () => {
    renderModal()
    raise('Please login to continue', '/cart')
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    // jsdom runs no CSS animations, so the closing dialog leaves at once
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
  })
})
