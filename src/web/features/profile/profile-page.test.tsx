import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '../../../domain/contracts/profile.ts'
import { LoadedProfile } from './profile-page.tsx'

const profile: Profile = {
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'meera@example.in',
  phone: '9876543210',
  date_of_birth: null,
  gender: null,
  address_line_1: '12 Temple Street',
  address_line_2: null,
  city: 'Chennai',
  state: 'Tamil Nadu',
  country: 'India',
  pincode: '600004',
  bio: null,
  newsletter_subscribed: false,
  preferred_language: 'en',
  profile_picture_url: null,
  completion_percentage: 71,
  is_complete: false,
  updated_at: '2026-11-01T00:00:00Z',
}

function renderProfile() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LoadedProfile uid="u1" profile={profile} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('profile Cancel (spec §4)', () => {
  it('returns to view mode without resetting the edits: editing again shows them', async () => {
    const user = userEvent.setup()
    renderProfile()
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const city = screen.getByLabelText(/^City/)
    await user.clear(city)
    await user.type(city, 'Madurai')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }))
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Madurai')
  })
})

describe('profile mobile number and PIN code (issue 14, decision 016)', () => {
  afterEach(() => vi.restoreAllMocks())

  it("says at the field that mobile '12' and PIN '011001' are wrong, sends nothing and keeps what was typed", async () => {
    const sent = vi.spyOn(globalThis, 'fetch')
    const user = userEvent.setup()
    renderProfile()
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const phone = screen.getByLabelText(/^Phone number/) as HTMLInputElement
    const pin = screen.getByLabelText(/^PIN code/) as HTMLInputElement
    await user.clear(phone)
    await user.type(phone, '12')
    await user.clear(pin)
    await user.type(pin, '011001')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    for (const [input, message] of [
      [phone, 'Enter a valid 10-digit Indian mobile number'],
      [pin, 'Enter a valid 6-digit PIN code'],
    ] as const) {
      const said = await screen.findByText(message)
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(said.id)
    }
    expect([phone.value, pin.value]).toEqual(['12', '011001'])
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy()
    expect(sent).not.toHaveBeenCalled()
  })

  it("takes a mobile written as '(+91) 98765-43210' whole, as decision 016 allows", async () => {
    const user = userEvent.setup()
    renderProfile()
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const phone = screen.getByLabelText(/^Phone number/) as HTMLInputElement
    await user.clear(phone)
    await user.type(phone, '12')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await screen.findByText('Enter a valid 10-digit Indian mobile number')

    await user.clear(phone)
    await user.type(phone, '(+91) 98765-43210')
    expect(phone.value).toBe('(+91) 98765-43210')
    await waitFor(() => expect(screen.queryByText('Enter a valid 10-digit Indian mobile number')).toBeNull())
    expect(phone.getAttribute('aria-invalid')).toBe('false')
  })
})
