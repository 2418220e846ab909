import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminRecipe as Recipe } from '#domain/contracts/admin-catalogue.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { navigationMessages } from '#domain/messages-navigation.ts'
import {
  dataReply,
  expectFieldError,
  fieldIssues,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Link, Route } from '#web/lib/router.tsx'
import { RecipeFormPage } from './recipe-form.tsx'

const recipe: Recipe = {
  id: 7,
  recipe_id: 'moringa-dosa',
  name: 'Moringa Dosa',
  title: 'Crisp moringa dosa',
  category: 'Breakfast',
  description: 'Green, crisp and quick.',
  demo_description: '',
  longDescription: '',
  prep_time: '20 mins',
  servings: 2,
  difficulty: 'Easy',
  image: '/images/recipes/moringa-dosa.svg',
  rating: 0,
  reviews: 0,
  ingredients: ['2 cups dosa batter'],
  instructions: ['Spread thin on a hot tawa.'],
  pro_tips: [],
  tags: [],
  nutrition_facts: {},
  created_by: 'staff@suryanaturals.in',
  updated_by: 'staff@suryanaturals.in',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  version: 1,
}

const UPLOADED = '/media/recipes/7-AbCdEfGhIjKl.webp'

let release: () => void = () => {}

/** The back office's API: the recipe, and an upload answering `status` (held until release() with `hold`). */
function stubApi(upload: { status: number; body: unknown; hold?: boolean }) {
  let current = recipe
  const gate = upload.hold
    ? new Promise<void>((resolve) => {
        release = resolve
      })
    : Promise.resolve()
  return stubAdminApi(async (url, init) => {
    if (url.endsWith('/recipes/7/image') && init?.method === 'POST') {
      await gate
      if (upload.status === 200) current = (upload.body as { data: Recipe }).data
      return Response.json(upload.body, { status: upload.status })
    }
    if (url.endsWith('/recipes/7')) return Response.json({ success: true, data: current })
    return Response.json({ success: true, data: [] })
  })
}

const renderAt = (path: string) =>
  renderAdmin(
    <>
      <Route path="/admin/recipes/new" element={<RecipeFormPage />} />
      <Route path="/admin/recipes/:id" element={<RecipeFormPage />} />
      <Route path="/admin/recipes" element={<p>the list</p>} />
    </>,
    path,
    <Link to="/admin/recipes">Recipes</Link>,
  )

const picture = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dosa.jpg', { type: 'image/jpeg' })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a recipe’s picture by upload', () => {
  it('shows the current picture, uploads one through the labelled file input, and the form shows its address', async () => {
    const fetchMock = stubApi({
      status: 200,
      body: { success: true, data: { ...recipe, image: UPLOADED } },
      hold: true,
    })
    const user = userEvent.setup()
    renderAt('/admin/recipes/7')
    const current = (await screen.findByRole('img', { name: /Crisp moringa dosa/ })) as HTMLImageElement
    expect(current.getAttribute('src')).toBe(recipe.image)
    const input = screen.getByLabelText('Upload picture') as HTMLInputElement
    expect(input.type).toBe('file')

    await user.upload(input, picture())
    expect((await screen.findByRole('status')).textContent).toBe('Uploading…')
    expect(input.disabled).toBe(true)
    release()

    await waitFor(() => expect((screen.getByLabelText(/^Image/) as HTMLInputElement).value).toBe(UPLOADED))
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /Crisp moringa dosa/ }).getAttribute('src')).toBe(UPLOADED),
    )
    expect(input.disabled).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!
    expect(String(url)).toBe('/api/admin/v1/recipes/7/image')
    const form = init!.body as FormData
    expect((form.get('image') as File).name).toBe('dosa.jpg')
  })

  it('says why an upload was refused, in an alert, and keeps the address', async () => {
    stubApi({ status: 400, body: { success: false, message: adminMessages.notAnImage } })
    const user = userEvent.setup()
    renderAt('/admin/recipes/7')
    await user.upload(await screen.findByLabelText('Upload picture'), picture())
    expect((await screen.findByRole('alert')).textContent).toBe(adminMessages.notAnImage)
    expect((screen.getByLabelText(/^Image/) as HTMLInputElement).value).toBe(recipe.image)
  })

  it('offers no upload for a recipe not yet saved, and says when it can have one', async () => {
    stubApi({ status: 200, body: {} })
    renderAt('/admin/recipes/new')
    expect(await screen.findByRole('heading', { name: 'Add a recipe' })).toBeTruthy()
    expect(screen.queryByLabelText('Upload picture')).toBeNull()
    expect(
      screen.getByText(/add the recipe first: the upload is offered here after the first save/),
    ).toBeTruthy()
  })
})

describe('unsaved changes (decision record 028)', () => {
  it('asks before leaving an edited recipe; an uploaded picture alone is saved already', async () => {
    stubApi({ status: 200, body: { success: true, data: { ...recipe, image: UPLOADED } } })
    const user = userEvent.setup()
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    renderAt('/admin/recipes/7')
    await user.upload(await screen.findByLabelText('Upload picture'), picture())
    await waitFor(() => expect((screen.getByLabelText(/^Image/) as HTMLInputElement).value).toBe(UPLOADED))
    await user.type(screen.getByLabelText(/^Title/), '!')
    await user.click(screen.getByRole('link', { name: 'Recipes' }))
    expect(confirm).toHaveBeenCalledWith(navigationMessages.unsavedChanges)
    expect(screen.queryByText('the list')).toBeNull()
    await user.type(screen.getByLabelText(/^Title/), '{Backspace}')
    await user.click(screen.getByRole('link', { name: 'Recipes' }))
    expect(await screen.findByText('the list')).toBeTruthy()
    expect(confirm).toHaveBeenCalledTimes(1)
  })
})

describe('the recipe form’s checks (decision 037)', () => {
  it('checks with the contract before sending, each problem under its box', async () => {
    const fetchMock = stubAdminApi((url) => (url.endsWith('/recipes/7') ? dataReply(recipe) : undefined))
    renderAdmin(<Route path="/admin/recipes/:id" element={<RecipeFormPage />} />, '/admin/recipes/7')
    const user = userEvent.setup()
    await user.clear(await screen.findByLabelText(/^Preparation time/))
    await user.clear(screen.getByLabelText(/^Image/))
    await user.type(screen.getByLabelText(/^Image/), 'http://example.com/a.jpg')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await expectFieldError('Preparation time*', 'Preparation time is required')
    await expectFieldError('Image', 'The image is a path on the shop (/images/…) or an https address')
    expect(sent(fetchMock, 'PATCH')).toEqual([])
  })

  it('puts the server’s field issues under their boxes; a line of a list is the form’s message', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (init?.method === 'PATCH')
        return fieldIssues([
          { path: ['title'], message: 'Title is too long' },
          { path: ['ingredients', '0'], message: 'Ingredients: a line is at most 200 characters' },
        ])
      return url.endsWith('/recipes/7') ? dataReply(recipe) : undefined
    })
    renderAdmin(<Route path="/admin/recipes/:id" element={<RecipeFormPage />} />, '/admin/recipes/7')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Title/), ' at home')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await expectFieldError('Title*', 'Title is too long')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ingredients: a line is at most 200 characters',
    )
    expect(sent(fetchMock, 'PATCH')).toHaveLength(1)
  })
})

describe('the recipe form, someone else’s save (decision 040)', () => {
  it('sends its version; on a 409 keeps the edits, shows what changed, and applies them to the latest', async () => {
    const latest = { ...recipe, servings: 6, version: 2 }
    const saves: Record<string, unknown>[] = []
    stubAdminApi(async (url, init) => {
      if (url.endsWith('/recipes/7') && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body))
        saves.push(body)
        if (body.version !== latest.version)
          return Response.json(
            {
              success: false,
              message: adminMessages.staleEdit('recipe'),
              reason: 'stale_version',
              current: latest,
            },
            { status: 409 },
          )
        return Response.json({ success: true, data: { ...latest, ...body, version: 3 } })
      }
      if (url.endsWith('/recipes/7')) return Response.json({ success: true, data: recipe })
      return Response.json({ success: true, data: [] })
    })
    const user = userEvent.setup()
    renderAt('/admin/recipes/7')
    const title = await screen.findByLabelText(/^Title/)
    await user.clear(title)
    await user.type(title, 'Crispier moringa dosa')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const notice = await screen.findByRole('alert', { name: 'Changed by someone else' })
    expect(notice.textContent).toContain(adminMessages.staleEdit('recipe'))
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Crispier moringa dosa')
    expect(
      within(screen.getByTestId('changed-servings'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([String(recipe.servings), '6'])
    await user.click(within(notice).getByRole('button', { name: 'Apply my changes to the latest' }))
    await waitFor(() => expect(saves).toHaveLength(2))
    // the person's one change each time, never the servings they merely loaded over the latest (6)
    expect(saves).toEqual([
      { title: 'Crispier moringa dosa', version: 1 },
      { title: 'Crispier moringa dosa', version: 2 },
    ])
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Changed by someone else' })).toBeNull())
  })
})
