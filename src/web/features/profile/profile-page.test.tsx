import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '#domain/contracts/profile.ts'
import { navigationMessages } from '#domain/messages-navigation.ts'
import { Link, MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { answerTokenRequest, signIn, signOut } from '#web/test/signed-in.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { LoadedProfile, Component as ProfilePage } from './profile-page.tsx'

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

function renderProfile(shown: Profile = profile) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LoadedProfile uid="u1" profile={shown} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('profile Cancel (docs/product.md, States and transitions)', () => {
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

describe('profile edits, unsaved changes (decision record 028)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('does not ask about a form opened and left unchanged', async () => {
    const user = userEvent.setup()
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route path="/profile" element={<LoadedProfile uid="u1" profile={profile} />} />
            <Route path="/orders" element={<p>the orders</p>} />
          </Routes>
          <Link to="/orders">Orders</Link>
        </MemoryRouter>
      </QueryClientProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }))
    await user.click(screen.getByRole('link', { name: 'Orders' })) // opened, nothing changed: no question
    expect(await screen.findByText('the orders')).toBeTruthy()
    expect(confirm).not.toHaveBeenCalled()
  })

  it('asks when a value was changed, stays when told to, and lets go after Cancel', async () => {
    const user = userEvent.setup()
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route path="/profile" element={<LoadedProfile uid="u1" profile={profile} />} />
            <Route path="/orders" element={<p>the orders</p>} />
          </Routes>
          <Link to="/orders">Orders</Link>
        </MemoryRouter>
      </QueryClientProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }))
    await user.type(screen.getByLabelText(/^City/), 'pet')
    await user.click(screen.getByRole('link', { name: 'Orders' }))
    expect(confirm).toHaveBeenCalledWith(navigationMessages.unsavedChanges)
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Chennaipet')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('link', { name: 'Orders' }))
    expect(await screen.findByText('the orders')).toBeTruthy()
    expect(confirm).toHaveBeenCalledTimes(1)
  })
})

describe('profile mobile number and PIN code (decision 016)', () => {
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

// The whole page (docs/product.md, Routes and screens: "Profile"): who is signed in comes from the real session, and fetch answers the identity
// service's token, GET /api/v1/profiles (404 while there is none), PUT /api/v1/profiles and POST /api/v1/profiles/auto
// as the server does (docs/product.md, Calls).
type Reply = { status: number; body: unknown }
const profileReply = (p: Profile): Reply => ({ status: 200, body: { success: true, data: p } })
const notFound: Reply = { status: 404, body: { success: false, message: 'Profile not found' } }
const serverError: Reply = { status: 500, body: { success: false, message: 'Internal server error' } }

/** PUT's answer while set; otherwise PUT echoes the saved fields. */
let putReply: Reply | undefined

/** GET takes the next queued reply (or waits for `answer`); PUT echoes the saved fields; POST /auto creates. */
function stubProfileApi(...replies: Reply[]) {
  const queue = [...replies]
  const waiting: ((reply: Reply) => void)[] = []
  const calls: { method: string; path: string; body?: Record<string, unknown> }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost') // the token request's address is relative
      const token = answerTokenRequest(url)
      if (token) return token
      const method = init?.method ?? 'GET'
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined
      calls.push({ method, path: url.pathname, ...(body ? { body } : {}) })
      if (method === 'GET' && url.pathname === '/api/v1/profiles') {
        const reply = queue.shift() ?? (await new Promise<Reply>((resolve) => waiting.push(resolve)))
        return Response.json(reply.body, { status: reply.status })
      }
      if (method === 'PUT' && url.pathname === '/api/v1/profiles')
        return putReply
          ? Response.json(putReply.body, { status: putReply.status })
          : Response.json({ success: true, data: { ...profile, ...body } })
      if (method === 'POST' && url.pathname === '/api/v1/profiles/auto')
        return Response.json({
          success: true,
          data: { ...profile, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.in' },
        })
      throw new Error(`unexpected request ${method} ${url}`)
    }),
  )
  return { calls, answer: (reply: Reply) => (waiting.shift() ?? ((r: Reply) => queue.push(r)))(reply) }
}

function renderProfilePage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile']}>
        <Toaster />
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('profile page (docs/product.md, Routes and screens)', () => {
  afterEach(() => {
    signOut()
    localStorage.clear()
    vi.unstubAllGlobals()
    putReply = undefined
  })

  it('puts a field the server refused under that field and keeps the form open (decision 037)', async () => {
    const { answer } = stubProfileApi()
    putReply = {
      status: 400,
      body: {
        success: false,
        message: 'Enter a valid 6-digit PIN code; Unrecognized key: "user_id"',
        issues: [
          { path: ['pincode'], message: 'Enter a valid 6-digit PIN code' },
          { path: ['user_id'], message: 'Unrecognized key: "user_id"' },
        ],
      },
    }
    await signIn()
    const user = userEvent.setup()
    renderProfilePage()
    answer(profileReply(profile))
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    const pin = screen.getByLabelText(/^PIN code/)
    await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'))
    const said = screen.getByText('Enter a valid 6-digit PIN code')
    expect(pin.getAttribute('aria-describedby')?.split(' ')).toContain(said.id)
    expect(document.activeElement).toBe(pin)
    expect(screen.getByRole('alert').textContent).toBe('Unrecognized key: "user_id"')
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy()
  })

  it("asks a visitor to log in: 'Please log in to view your profile' and Go to Login", () => {
    const { calls } = stubProfileApi()
    renderProfilePage()
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Please log in to view your profile' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login')
    expect(calls).toEqual([])
  })

  it('loads the profile: name, email, completion and the three sections; Edit and Save Changes update it', async () => {
    const { calls, answer } = stubProfileApi()
    await signIn()
    const user = userEvent.setup()
    renderProfilePage()
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeTruthy()
    answer(profileReply(profile))

    const summary = within(await screen.findByRole('region', { name: 'Profile summary' }))
    expect(screen.queryByRole('status', { name: 'Loading your profile' })).toBeNull()
    expect(summary.getByText('Meera Iyer')).toBeTruthy()
    expect(summary.getByText('meera@example.in')).toBeTruthy()
    expect(
      summary.getByRole('progressbar', { name: 'Profile completion' }).getAttribute('aria-valuenow'),
    ).toBe('71')
    expect(summary.getByText('71%')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Personal Information',
      'Address Information',
      'Additional Information',
    ])
    const address = within(screen.getByRole('region', { name: 'Address Information' }))
    expect(address.getByText('City').nextElementSibling?.textContent).toBe('Chennai')
    expect(address.getByText('PIN code').nextElementSibling?.textContent).toBe('600004')

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const city = screen.getByLabelText(/^City/)
    await user.clear(city)
    await user.type(city, 'Madurai')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull()
    const savedAddress = within(screen.getByRole('region', { name: 'Address Information' }))
    expect(savedAddress.getByText('City').nextElementSibling?.textContent).toBe('Madurai')
    const saved = calls.find((c) => c.method === 'PUT')
    expect(saved?.path).toBe('/api/v1/profiles')
    expect(saved?.body).toMatchObject({ city: 'Madurai', pincode: '600004', first_name: 'Meera' })
  })

  it('offers Create Profile when there is none yet, and fills it from the account', async () => {
    const { calls } = stubProfileApi(notFound)
    await signIn()
    const user = userEvent.setup()
    renderProfilePage()
    expect(await screen.findByRole('heading', { name: 'Create your profile' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Create Profile' }))
    expect(await screen.findByText('Profile auto-filled successfully!')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Profile summary' })).getByText('Asha Rao')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/v1/profiles/auto'])
  })

  it("says 'Failed to load profile. Please try again later.' when it cannot be loaded, and Try Again loads it", async () => {
    stubProfileApi(serverError, profileReply(profile))
    await signIn()
    const user = userEvent.setup()
    renderProfilePage()
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Failed to load profile. Please try again later.',
    )

    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('region', { name: 'Profile summary' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('an account made by mobile adds its email (decision 055)', () => {
  afterEach(() => vi.restoreAllMocks())
  const byMobile: Profile = { ...profile, email: '' }

  it('offers the form only without an email; a wrong address is said at the field and nothing is sent', async () => {
    const { unmount } = renderProfile()
    expect(screen.queryByRole('button', { name: 'Send confirmation link' })).toBeNull()
    unmount()
    const sent = vi.spyOn(globalThis, 'fetch')
    const user = userEvent.setup()
    renderProfile(byMobile)
    await user.type(screen.getByLabelText('Email address'), 'meera@')
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true')
    expect(sent).not.toHaveBeenCalled()
  })

  it('asks the identity service to mail a link to the address, and says where it went', async () => {
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ status: true }), { status: 200 }))
    const user = userEvent.setup()
    renderProfile(byMobile)
    await user.type(screen.getByLabelText('Email address'), ' meera@example.in ')
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a link to meera@example.in. Open it to add this email to your account.',
    )
    const [url, init] = sent.mock.calls[0]!
    expect(url).toBe('/api/auth/change-email')
    expect(JSON.parse(String(init?.body))).toEqual({
      newEmail: 'meera@example.in',
      callbackURL: '/profile?verified=1',
    })
  })

  it('shows the identity service’s refusal in its words', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ code: 'EMAIL_ALREADY_SET', message: 'Your account already has an email address' }),
        { status: 400 },
      ),
    )
    const user = userEvent.setup()
    renderProfile(byMobile)
    await user.type(screen.getByLabelText('Email address'), 'meera@example.in')
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    expect(await screen.findByText('Your account already has an email address')).toBeTruthy()
  })
})
