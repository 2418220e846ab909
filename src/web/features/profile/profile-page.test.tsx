import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
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
