import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repliesTe } from '#server/i18n/replies.te.ts'
import { type MessageKey, registerCatalogues, translate } from '#web/lib/i18n/catalogue.ts'
import { ALL_TEXTS } from '#web/lib/i18n/messages/all.ts'
import { DESKTOP, type E2E, PHONE, saveShot, seriousA11yViolations, startE2E } from './harness.ts'
import { newShopper, signUp } from './shopper.ts'

registerCatalogues(ALL_TEXTS)

/** Sign-up hashes the password (slow by design), so waits are generous. */
/** Form fields of the page itself (the footer has its own newsletter email box). */
const inMain = (page: Page) => page.getByRole('main')

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 })

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E({ AUTH_RATE_LIMIT: 'false' })
})
afterAll(async () => {
  await e2e?.close()
})

/** The auto-fill call runs after sign-up; if the page opened first, Create Profile does the same. */
async function openProfile(page: Page) {
  await page.goto('/profile')
  const edit = page.getByRole('button', { name: 'Edit Profile' })
  const create = page.getByRole('button', { name: 'Create Profile' })
  await edit.or(create).first().waitFor()
  if (await create.isVisible()) {
    await create.click()
    await poll(() => page.getByText('Profile auto-filled successfully!').isVisible()).toBe(true)
  }
  await edit.waitFor()
}

const completion = (page: Page) =>
  page.getByRole('progressbar', { name: 'Profile completion' }).getAttribute('aria-valuenow')

describe('profile page', () => {
  it('shows the auto-filled name, edits and saves the details, moves the completion bar, uploads an avatar', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    const email = (await signUp(page, newShopper('Meera Iyer'))).email
    await openProfile(page)

    const summary = page.getByRole('region', { name: 'Profile summary' })
    await poll(() => summary.getByText('Meera Iyer').isVisible()).toBe(true)
    await poll(() => summary.getByText(email).isVisible()).toBe(true)
    await poll(() => completion(page)).toBe('14')
    // Country is shown as India when the profile has none of its own.
    await poll(() => page.getByText('India').first().isVisible()).toBe(true)

    // Edit, with a mistake the form catches before sending.
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'first_name',
    )
    await inMain(page)
      .getByLabel(/^Phone number/)
      .fill('98480 12345')
    await inMain(page)
      .getByLabel(/^Address line 1/)
      .fill('12-2-823, Mehdipatnam')
    await inMain(page).getByLabel(/^City/).fill('Hyderabad')
    await inMain(page)
      .getByLabel(/^State/)
      .fill('Telangana')
    await inMain(page)
      .getByLabel(/^PIN code/)
      .fill('012345')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await poll(() => page.getByText('Enter a valid 6-digit PIN code').isVisible()).toBe(true)
    await inMain(page)
      .getByLabel(/^PIN code/)
      .fill('500028')
    await poll(() => page.getByText('Enter a valid 6-digit PIN code').count()).toBe(0)
    // The bar follows the form while editing.
    await poll(() => completion(page)).toBe('71')

    await inMain(page).getByLabel('Gender').selectOption('Female')
    await inMain(page).getByLabel('Date of birth').fill('1991-04-14')
    await inMain(page).getByLabel('Preferred language').selectOption('te')
    await page.getByRole('checkbox', { name: /Subscribe to our newsletter/ }).check()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await poll(() => page.getByText('Profile updated successfully!').isVisible()).toBe(true)
    await poll(() => page.getByRole('button', { name: 'Edit Profile' }).isVisible()).toBe(true)
    await poll(() => completion(page)).toBe('100')
    await poll(() => page.getByText('+91 98480 12345', { exact: true }).isVisible()).toBe(true)
    await poll(() => page.getByText('14 April 1991').isVisible()).toBe(true)
    // each language by its own name, on a page in any language (decision 058)
    const additional = page.getByRole('region', { name: 'Additional Information' })
    await poll(() => additional.getByText('తెలుగు', { exact: true }).isVisible()).toBe(true)

    // Cancel leaves the saved profile as it was but does not reset the edits (docs/product.md, States and transitions): editing again shows them.
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await inMain(page).getByLabel(/^City/).fill('Warangal')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await poll(() => page.getByText('Hyderabad').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    expect(await inMain(page).getByLabel(/^City/).inputValue()).toBe('Warangal')
    await page.getByRole('button', { name: 'Cancel' }).click()

    // The saved profile comes back after a reload, in the language it names: Telugu (decision 058).
    await page.reload()
    await page.waitForURL(/\/te\/profile$/)
    await poll(() => page.getByText('12-2-823, Mehdipatnam').isVisible()).toBe(true)
    await poll(() => page.getByText('Hyderabad').isVisible()).toBe(true)
    const te = (key: MessageKey) => translate('te', key)

    // Avatar: a PNG made here, re-encoded by the server, shown from its owner-only URL.
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 47, g: 107, b: 59 } },
    })
      .png()
      .toBuffer()
    await inMain(page).getByLabel(te('profile.avatar.upload')).setInputFiles({
      name: 'meera.png',
      mimeType: 'image/png',
      buffer: png,
    })
    await poll(() => page.getByText(te('profile.avatar.uploaded')).isVisible()).toBe(true)
    const avatar = page
      .getByRole('region', { name: te('profile.summary') })
      .getByRole('img', { name: 'Meera Iyer', exact: true })
    await poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/v1\/profiles\/image\/[a-z0-9]+\.webp$/i)
    await poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512)

    // A file that is not an image is refused with the server's explanation, in the page's language (decision 061).
    await inMain(page)
      .getByLabel(te('profile.avatar.upload'))
      .setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not really a picture'),
      })
    await poll(() => page.getByText(repliesTe.profile.notAnImage).isVisible()).toBe(true)
  })

  it("shows each shopper only their own profile, and never the other's picture", async () => {
    const first = await e2e.newPage({ viewport: PHONE })
    await signUp(first, newShopper('Kavya Reddy'))
    await openProfile(first)
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e0a526' } })
      .png()
      .toBuffer()
    await inMain(first).getByLabel('Upload profile picture').setInputFiles({
      name: 'k.png',
      mimeType: 'image/png',
      buffer: png,
    })
    const firstAvatar = first.getByRole('img', { name: 'Kavya Reddy', exact: true })
    await poll(() => firstAvatar.getAttribute('src')).toMatch(/^\/api\/v1\/profiles\/image\//)
    const pictureUrl = (await firstAvatar.getAttribute('src'))!

    const second = await e2e.newPage({ viewport: PHONE })
    await signUp(second, newShopper('Arjun Nair'))
    await openProfile(second)
    await poll(() => second.getByText('Arjun Nair').first().isVisible()).toBe(true)
    expect(await second.getByText('Kavya Reddy').count()).toBe(0)
    expect(await second.getByRole('img', { name: 'Arjun Nair', exact: true }).count()).toBe(0)
    // The picture URL is served to its owner only.
    const res = await second.request.get(pictureUrl)
    expect(res.status()).toBe(404)
    expect((await first.request.get(pictureUrl)).status()).toBe(200)

    // Arjun reads Hindi (decision 058): chosen in the form (each language by its own name), his profile opens in
    // Hindi, its sections and the form's own checks in the page's language.
    await second.getByRole('button', { name: 'Edit Profile' }).click()
    await inMain(second)
      .getByLabel(/^Phone number/)
      .fill('98480 12345')
    await inMain(second)
      .getByLabel(/^Address line 1/)
      .fill('4-1-12, Abids')
    await inMain(second).getByLabel(/^City/).fill('Hyderabad')
    await inMain(second)
      .getByLabel(/^PIN code/)
      .fill('500001')
    await inMain(second).getByLabel('Preferred language').selectOption({ label: 'हिन्दी' })
    await second.getByRole('button', { name: 'Save Changes' }).click()
    await poll(() => second.getByText('Profile updated successfully!').isVisible()).toBe(true)
    await second.goto('/hi/profile')
    await poll(() => second.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' }).isVisible()).toBe(true)
    await poll(() => second.getByRole('heading', { name: 'पते की जानकारी' }).isVisible()).toBe(true)
    await saveShot(second, 'profile-hi-390')
    await second.locator('html[data-interactive]').waitFor()
    await second.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }).click()
    await inMain(second)
      .getByLabel(/^PIN कोड/)
      .fill('12')
    await second.getByRole('button', { name: 'बदलाव सेव करें' }).click()
    await poll(() => second.getByText('6 अंकों का सही PIN कोड डालें').isVisible()).toBe(true)
    await saveShot(second, 'profile-edit-hi-390')
  })

  it('asks a signed-out visitor to log in', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/profile')
    await poll(() =>
      page.getByRole('heading', { name: 'Please log in to view your profile' }).isVisible(),
    ).toBe(true)
    await page.getByRole('link', { name: 'Go to Login' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/login')
  })
})

describe('accessibility of the profile page', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious violations at ${viewport.width} px, viewing and editing`, async () => {
      const page = await e2e.newPage({ viewport })
      await signUp(page, newShopper('Lakshmi Devi'))
      await openProfile(page)
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(await seriousA11yViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Edit Profile' }).click()
      await inMain(page)
        .getByLabel(/^PIN code/)
        .fill('12')
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await poll(() => page.getByText('Enter a valid 6-digit PIN code').isVisible()).toBe(true)
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
})
