import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '#domain/messages.ts'
import { navigationMessages } from '#domain/messages-navigation.ts'
import { Link, MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { submitReview } from './api/submit-review.ts'
import { EMPTY_REVIEW_DRAFT } from './model/review-actions.ts'
import { ReviewForm } from './review-form.tsx'

function renderForm(props: Partial<Parameters<typeof ReviewForm>[0]> = {}) {
  const onSubmit = vi.fn()
  render(
    <ReviewForm
      initial={EMPTY_REVIEW_DRAFT}
      editing={false}
      busy={false}
      error={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
      {...props}
    />,
  )
  return {
    onSubmit,
    submit: () => screen.getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement,
  }
}

describe('ReviewForm', () => {
  it('keeps Submit disabled until rating, title and comment are all filled', async () => {
    const user = userEvent.setup()
    const { onSubmit, submit } = renderForm()
    expect(submit().disabled).toBe(true)
    expect(screen.getByText(messages.reviews.requiredFields)).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    expect(submit().disabled).toBe(true)
    await user.type(screen.getByLabelText(/^Title/), 'Properly green')
    expect(submit().disabled).toBe(true)
    // Blanks are not a comment.
    await user.type(screen.getByLabelText(/^Comment/), '   ')
    expect(submit().disabled).toBe(true)
    await user.type(screen.getByLabelText(/^Comment/), 'A spoon in buttermilk every morning.')
    expect(submit().disabled).toBe(false)
    expect(screen.queryByText(messages.reviews.requiredFields)).toBeNull()

    await user.click(screen.getByRole('checkbox', { name: 'I confirm this is a verified purchase' }))
    await user.click(submit())
    expect(onSubmit).toHaveBeenCalledWith({
      rating: 4,
      title: 'Properly green',
      comment: 'A spoon in buttermilk every morning.',
      is_verified: true,
    })

    await user.clear(screen.getByLabelText(/^Title/))
    expect(submit().disabled).toBe(true)
  })

  it('offers the stars as a radio group that arrow keys move through', async () => {
    const user = userEvent.setup()
    renderForm()
    const group = screen.getByRole('radiogroup', { name: /Your rating/ })
    expect(group).toBeTruthy()
    expect(screen.getAllByRole('radio')).toHaveLength(5)
    await user.click(screen.getByRole('radio', { name: '2 stars' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '3 stars' }).getAttribute('aria-checked')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3 stars' }))
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    // Wraps from 1 to 5.
    expect(screen.getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true')
    await user.keyboard('{Home}')
    expect(screen.getByRole('radio', { name: '1 star' }).getAttribute('aria-checked')).toBe('true')
    // One Tab stop: only the chosen star is in the tab order.
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toHaveLength(1)
    expect(screen.getByRole('radio', { name: '2 stars' }).getAttribute('aria-checked')).toBe('false')
  })

  it('starts from an earlier review and says it updates it', () => {
    renderForm({
      editing: true,
      initial: { rating: 5, title: 'Fresh', comment: 'Lovely colour.', is_verified: false },
    })
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull()
    expect(screen.getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true')
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Fresh')
    expect((screen.getByRole('button', { name: 'Update Review' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('shows a failure inline and a busy label while sending', () => {
    renderForm({ busy: true, error: messages.reviews.submitFailed })
    expect(screen.getByRole('alert').textContent).toContain(messages.reviews.submitFailed)
    expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('ReviewForm, a refusal from the server (decision 037)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says a field the server refused under that field, and any other refusal at the foot', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            success: false,
            message: 'Title must be at most 120 characters; Unrecognized key: "user_id"',
            issues: [
              { path: ['title'], message: 'Title must be at most 120 characters' },
              { path: ['user_id'], message: 'Unrecognized key: "user_id"' },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    const { submit } = renderForm({
      onSubmit: (draft) => submitReview(101, draft),
      failureMessage: (err) => (err instanceof Error ? err.message : undefined),
    })
    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    await user.type(screen.getByLabelText(/^Title/), 'Properly green')
    await user.type(screen.getByLabelText(/^Comment/), 'A spoon in buttermilk every morning.')
    await user.click(submit())

    const title = screen.getByLabelText(/^Title/)
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'))
    const said = screen.getByText('Title must be at most 120 characters')
    expect(title.getAttribute('aria-describedby')?.split(' ')).toContain(said.id)
    expect(document.activeElement).toBe(title)
    expect(screen.getByRole('alert').textContent).toBe('Unrecognized key: "user_id"')
    expect(screen.getByLabelText(/^Comment/).getAttribute('aria-invalid')).toBe('false')
    // Edited, the field's message leaves.
    await user.type(title, '!')
    expect(title.getAttribute('aria-invalid')).toBe('false')
  })
})

describe('ReviewForm, unsaved changes (decision record 028)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('asks before leaving a review being written, and not once it is gone (sent: the dialog closes)', async () => {
    const user = userEvent.setup()
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const form = (open: boolean) => (
      <MemoryRouter initialEntries={['/product/101']}>
        <Routes>
          <Route
            path="/product/101"
            element={
              open && (
                <ReviewForm
                  initial={EMPTY_REVIEW_DRAFT}
                  editing={false}
                  busy={false}
                  error={null}
                  onSubmit={() => {}}
                  onCancel={() => {}}
                />
              )
            }
          />
          <Route path="/products" element={<p>the list</p>} />
        </Routes>
        <Link to="/products">Products</Link>
      </MemoryRouter>
    )
    const { rerender } = render(form(true))
    await user.type(screen.getByLabelText(/^Title/), 'Properly green')
    await user.click(screen.getByRole('link', { name: 'Products' }))
    expect(confirm).toHaveBeenCalledWith(navigationMessages.unsavedChanges)
    expect(screen.queryByText('the list')).toBeNull()
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(true)
    rerender(form(false))
    await user.click(screen.getByRole('link', { name: 'Products' }))
    expect(await screen.findByText('the list')).toBeTruthy()
    expect(confirm).toHaveBeenCalledTimes(1)
  })

  it('does not ask a reload once the review is sent, before the dialog closes; asks again if sending failed', async () => {
    const user = userEvent.setup()
    let fail = true
    const onSubmit = vi.fn(async () => {
      if (fail) throw new Error('The server is not answering')
    })
    const { submit } = renderForm({ onSubmit })
    const unloadPrevented = () => {
      const unload = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(unload)
      return unload.defaultPrevented
    }
    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    await user.type(screen.getByLabelText(/^Title/), 'Properly green')
    await user.type(screen.getByLabelText(/^Comment/), 'Fresh, fine and the colour of the leaves.')
    expect(unloadPrevented()).toBe(true)
    // sending failed: the review is still only here, so a reload is asked about
    await user.click(submit())
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(unloadPrevented()).toBe(true))
    // sent: the success shows while the dialog is still open, and a reload then goes through
    fail = false
    await user.click(submit())
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2))
    expect(unloadPrevented()).toBe(false)
  })
})
