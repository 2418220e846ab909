import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicName } from '#domain/text.ts'
import { root } from '../scripts/lib/shop-process.ts'
import { DESKTOP, type E2E, PHONE, scrollTo, seriousA11yViolations, startE2E } from './harness.ts'

// docs/product.md (Customer Reviews in Routes and screens, the review form and delete confirm in Validation rules, Delete only for
// the author in Roles, the messages in Error catalogue):
// a shopper writes a review, another likes it, the author deletes it.

let e2e: E2E
beforeAll(async () => {
  // Sign-in rate limits are covered by the API tests; this journey signs up twice from one address. A shop of its
  // own: the reviews it writes are every shopper's to see (the home page's recent reviews, the products' ratings),
  // which the journeys on the shared shop check (decision record 034). Its reviews go live at once, set by the
  // operator command before it starts: which wait for staff's approval is the API's to test
  // (src/server/modules/reviews/moderation.test.ts, decision 045).
  e2e = await startE2E(
    { AUTH_RATE_LIMIT: 'false' },
    {
      ownShop: true,
      beforeStart(shopEnv) {
        const run = spawnSync(
          process.execPath,
          [path.join(root, 'scripts/shop.ts'), 'settings:reviews', 'publish_at_once'],
          {
            cwd: root,
            env: { ...process.env, ...shopEnv, LOG_LEVEL: 'silent' },
            encoding: 'utf8',
            timeout: 120_000,
          },
        )
        if (run.status !== 0) throw new Error(`settings:reviews failed: ${run.stderr}`)
      },
    },
  )
})
afterAll(async () => {
  await e2e?.close()
})

/** Sign-up hashes the password (slow by design), so waits are generous. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 })
const SHOTS = process.env.SHOTS_DIR

async function shot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage, animations: 'disabled' })
}

let counter = 0
function newShopper(first: string) {
  counter++
  return {
    name: `${first} Reddy`,
    email: `${first.toLowerCase()}${counter}-${Date.now()}@example.in`,
    password: `moringa-tea-${counter}9`,
  }
}

/** Signs up through the identity service from the page, then lands marked signed_in so the session starts. */
async function signUp(page: Page, who: ReturnType<typeof newShopper>, landing: string) {
  await page.goto('/about')
  const status = await page.evaluate(async (w) => {
    const res = await fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: w.name, email: w.email, password: w.password }),
      credentials: 'same-origin',
    })
    return res.status
  }, who)
  expect(status).toBe(200)
  await page.goto(`${landing}${landing.includes('?') ? '&' : '?'}signed_in=1`)
  await poll(() =>
    page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email as string | undefined),
  ).toBe(who.email)
}

async function expectNoA11yViolations(page: Page, where: string) {
  expect({ where, violations: await seriousA11yViolations(page) }).toEqual({ where, violations: [] })
}

const PRODUCT = 105
/** A review card, found by the name shown beside it: first name and initial ('Asha R.'). */
const reviewBy = (page: Page, name: string) =>
  page.getByRole('article', { name: `Review by ${publicName(name)}`, exact: true })
const average = (page: Page) => page.getByTestId('reviews-average').locator('span').first().textContent()
const countText = (page: Page) => page.getByTestId('reviews-count').textContent()
/** Scrolls down to the reviews as a shopper does: they load as the shopper comes near them. */
const toReviews = (page: Page) => scrollTo(page, page.getByRole('heading', { name: 'Customer Reviews' }))

/** What the summary must show after a change: the product's reviews' average to one decimal. */
async function expectedSummary(extra: number[] = []) {
  const res = await fetch(`${e2e.shop.base}/api/v1/products/${PRODUCT}/reviews?limit=50`)
  const { data } = (await res.json()) as { data: { reviews: { rating: number }[] } }
  const ratings = [...data.reviews.map((r) => r.rating), ...extra]
  const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length
  return { average: (Math.round(mean * 10) / 10).toFixed(1), count: ratings.length }
}

describe('reviews', () => {
  it('asks a visitor to sign in before writing', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto(`/product/${PRODUCT}`)
    await toReviews(page)
    await page.getByRole('button', { name: 'Write a Review' }).click()
    const prompt = page.getByRole('dialog', { name: 'Please sign in' })
    await prompt.getByText('Please login to continue').waitFor()
    expect(await page.getByRole('dialog', { name: 'Write a Review' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0)
  })

  it('write → it appears with the new average → another shopper likes it → the author deletes it', async () => {
    const asha = newShopper('Asha')
    const bhavna = newShopper('Bhavna')
    const before = await expectedSummary()

    // Shopper A writes a five-star review.
    const a = await e2e.newPage({ viewport: DESKTOP })
    await signUp(a, asha, `/product/${PRODUCT}`)
    await toReviews(a)
    await poll(() => average(a)).toBe(before.average)
    await shot(a, 'reviews-list-1280')
    await a.getByRole('button', { name: 'Write a Review' }).click()
    const form = a.getByRole('dialog', { name: 'Write a Review' })
    await form.waitFor()
    const submit = form.getByRole('button', { name: 'Submit Review' })
    expect(await submit.isDisabled()).toBe(true)
    await form.getByText('Please fill in all required fields').waitFor()
    // Stars by keyboard: into the group, then arrows.
    await form.getByRole('radio', { name: '3 stars' }).click()
    await a.keyboard.press('ArrowRight')
    await a.keyboard.press('ArrowRight')
    await poll(() => form.getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true')
    await form.getByLabel(/^Title/).fill('Earthy and bright')
    expect(await submit.isDisabled()).toBe(true)
    await form
      .getByLabel(/^Comment/)
      .fill('Stirred into my rasam, it gives a lovely colour without any raw taste.')
    await form.getByRole('checkbox', { name: 'I confirm this is a verified purchase' }).check()
    expect(await submit.isDisabled()).toBe(false)
    await shot(a, 'review-form-1280')
    await expectNoA11yViolations(a, 'review form 1280')
    await submit.click()

    await a.getByText('Review submitted successfully!').waitFor()
    await poll(() => form.count()).toBe(0)
    const mine = reviewBy(a, asha.name)
    await mine.getByRole('heading', { name: 'Earthy and bright' }).waitFor()
    // The badge comes from paid orders, not from the checkbox.
    expect(await mine.getByText('Verified Purchase').count()).toBe(0)
    const after = await expectedSummary()
    expect(after.count).toBe(before.count + 1)
    await poll(() => average(a)).toBe(after.average)
    await poll(() => countText(a)).toBe(`Based on ${after.count} reviews`)
    await a.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded()
    await shot(a, 'reviews-own-1280')
    // The product's own rating line follows.
    await a.getByRole('link', { name: `(${after.count} reviews)` }).waitFor()

    // A second submission edits the first (decision 007): the form starts from it.
    await a.getByRole('button', { name: 'Edit your review' }).click()
    const edit = a.getByRole('dialog', { name: 'Edit your review' })
    expect(await edit.getByLabel(/^Title/).inputValue()).toBe('Earthy and bright')
    await edit.getByLabel(/^Title/).fill('Earthy, bright and fresh')
    await edit.getByRole('button', { name: 'Update Review' }).click()
    await a.getByText('Your review has been updated').waitFor()
    await mine.getByRole('heading', { name: 'Earthy, bright and fresh' }).waitFor()
    await poll(() => countText(a)).toBe(`Based on ${after.count} reviews`)

    // Shopper B, on a phone, likes it; B sees no Delete on someone else's review.
    const b = await e2e.newPage({ viewport: PHONE })
    await signUp(b, bhavna, `/product/${PRODUCT}`)
    await toReviews(b)
    const theirs = reviewBy(b, asha.name)
    await theirs.waitFor()
    expect(await theirs.getByRole('button', { name: 'Delete' }).count()).toBe(0)
    const like = theirs.getByRole('button', { name: /Helpful/ })
    expect(await like.getAttribute('aria-pressed')).toBe('false')
    await like.click()
    await poll(() => like.getAttribute('aria-pressed')).toBe('true')
    await poll(() => like.textContent()).toContain('(1)')
    await b.getByText('Review liked successfully!').waitFor()
    // The server remembers who liked what.
    await b.reload()
    await toReviews(b)
    await poll(() =>
      reviewBy(b, asha.name)
        .getByRole('button', { name: /Helpful/ })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    await b.getByRole('button', { name: 'Write a Review' }).click()
    await b.getByRole('dialog', { name: 'Write a Review' }).waitFor()
    await shot(b, 'review-form-390')
    await expectNoA11yViolations(b, 'review form 390')
    await b.keyboard.press('Escape')
    await poll(() => b.getByRole('dialog').count()).toBe(0)
    await reviewBy(b, asha.name).scrollIntoViewIfNeeded()
    await shot(b, 'reviews-list-390')

    // A sees the like, then deletes the review after the confirm dialog.
    await a.reload()
    await toReviews(a)
    await poll(() =>
      reviewBy(a, asha.name)
        .getByRole('button', { name: /Helpful/ })
        .textContent(),
    ).toContain('(1)')
    await reviewBy(a, asha.name).getByRole('button', { name: 'Delete' }).click()
    const confirm = a.getByRole('alertdialog', { name: 'Delete this review?' })
    await confirm
      .getByText('Are you sure you want to delete this review? This action cannot be undone.')
      .waitFor()
    await shot(a, 'review-delete-confirm-1280')
    await expectNoA11yViolations(a, 'delete confirm 1280')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await a.getByText('Review deleted successfully!').waitFor()
    await poll(() => reviewBy(a, asha.name).count()).toBe(0)
    await poll(() => countText(a)).toBe(`Based on ${before.count} reviews`)
    await poll(() => average(a)).toBe(before.average)
    await a.getByRole('button', { name: 'Write a Review' }).waitFor()
  })

  it('shows the delete confirm on a phone too', async () => {
    const chitra = newShopper('Chitra')
    const page = await e2e.newPage({ viewport: PHONE })
    await signUp(page, chitra, `/product/${PRODUCT}`)
    await toReviews(page)
    await page.getByRole('button', { name: 'Write a Review' }).click()
    const form = page.getByRole('dialog', { name: 'Write a Review' })
    await form.getByRole('radio', { name: '4 stars' }).click()
    await form.getByLabel(/^Title/).fill('Good in parathas')
    // A long unbroken word wraps inside the card instead of widening the page.
    const longWord = 'beetroot'.repeat(20)
    await form.getByLabel(/^Comment/).fill(`Two spoons in the dough turn the parathas ${longWord} pink.`)
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await page.getByText('Review submitted successfully!').waitFor()
    await reviewBy(page, chitra.name).getByText(longWord).waitFor()
    expect(await reviewBy(page, chitra.name).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await reviewBy(page, chitra.name).getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this review?' })
    await confirm.waitFor()
    await shot(page, 'review-delete-confirm-390')
    await expectNoA11yViolations(page, 'delete confirm 390')
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await poll(() => page.getByRole('alertdialog').count()).toBe(0)
    await reviewBy(page, chitra.name).waitFor()
  })

  it('shows markup and SQL in a review as literal text and runs none of it', async () => {
    const devi = newShopper('Devi')
    const page = await e2e.newPage({ viewport: DESKTOP })
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await signUp(page, devi, `/product/${PRODUCT}`)
    const title = '<img src=x onerror=alert(1)>'
    const comment = `<script>alert(2)</script> "><svg onload=alert(3)> '; drop table reviews; --`
    await toReviews(page)
    await page.getByRole('button', { name: 'Write a Review' }).click()
    const form = page.getByRole('dialog', { name: 'Write a Review' })
    await form.getByRole('radio', { name: '4 stars' }).click()
    await form.getByLabel(/^Title/).fill(title)
    await form.getByLabel(/^Comment/).fill(comment)
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await page.getByText('Review submitted successfully!').waitFor()
    // As every visitor sees it after a fresh load: the same characters, as text.
    await page.reload()
    await toReviews(page)
    const mine = reviewBy(page, devi.name)
    await mine.getByRole('heading', { name: title, exact: true }).waitFor()
    await mine.getByText(comment, { exact: true }).waitFor()
    expect(await mine.locator('img[src="x"], svg[onload], script').count()).toBe(0)
    expect(
      await page.evaluate(() => document.querySelectorAll('img[src="x"], [onerror], [onload]').length),
    ).toBe(0)
    expect(dialogs).toEqual([])
  })
})
