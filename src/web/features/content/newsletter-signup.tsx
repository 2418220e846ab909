import { CircleAlert, MailCheck, Sprout } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { z } from 'zod'
import { isValidEmail } from '#domain/email.ts'
import { contactMessages, newsletterMessages } from '#domain/messages-contact.ts'
import { httpMessages } from '#domain/messages-http.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { useEarlyTap } from '#web/lib/early-taps.ts'
import { applyServerError, useZodForm } from '#web/lib/use-zod-form.ts'
import { cn } from '#web/ui/cn.ts'
import { subscribeNewsletter } from './api/subscribe-newsletter.ts'

type State = { kind: 'idle' } | { kind: 'done'; message: string; status: string }

/** The address, trimmed: required, then well formed (one message at a time). */
const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: contactMessages.emailRequired })
    .refine((v) => v === '' || isValidEmail(v), { error: contactMessages.emailInvalid }),
})

/** The server's own words for a refusal (invalid address, too many requests); otherwise the shop's apology. */
function describeFailure(err: unknown): string {
  if (err instanceof ApiError && err.status === 429) return httpMessages.tooManyRequests
  if (err instanceof ApiError && err.status < 500 && err.message && !err.message.startsWith('HTTP error!'))
    return err.message
  return newsletterMessages.failed
}

/**
 * The footer's newsletter box (double opt-in: the server mails a confirmation link). Shows what the server
 * says: 'Please check your email and confirm your subscription.' or 'You are already subscribed. Thank you!'.
 * On the form pattern (decision 037); the address is checked on submit only, and a message leaves once it is
 * edited.
 */
export function NewsletterSignup() {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const form = useZodForm(newsletterSchema, { defaultValues: { email: '' }, reValidateMode: 'onSubmit' })
  const { errors, isSubmitting } = form.formState
  // a tap before hydration is held (early-taps-script.ts) and replayed here (decision 012, amended 2026-11-27)
  const submitTap = useEarlyTap('submit:newsletter')
  const id = useId()
  const headingId = `${id}-heading`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const sending = isSubmitting
  const error = errors.email?.message ?? errors.root?.server?.message ?? null
  const email = form.register('email', { onChange: () => form.clearErrors() })

  const submit = (e: FormEvent) => {
    if (sending) {
      e.preventDefault()
      return
    }
    void form.handleSubmit(async ({ email: value }) => {
      try {
        const reply = await subscribeNewsletter(value)
        setState({ kind: 'done', message: reply.message, status: reply.status })
      } catch (err) {
        applyServerError(form, err, { message: describeFailure })
      }
    })(e)
  }

  const another = () => {
    form.reset({ email: '' })
    setState({ kind: 'idle' })
    requestAnimationFrame(() => form.setFocus('email'))
  }

  return (
    <section aria-labelledby={headingId} className="bg-sand">
      <div className="container-page py-10 lg:py-12">
        <div className="grid gap-6 rounded-[var(--radius-card)] bg-leaf-deep px-5 py-7 text-white sm:px-8 md:grid-cols-[1fr_minmax(0,26rem)] md:items-center md:gap-10 lg:px-10 lg:py-9">
          <div className="flex gap-4">
            <span
              aria-hidden="true"
              className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-turmeric sm:inline-flex"
            >
              <Sprout className="h-6 w-6" />
            </span>
            <div>
              <h2 id={headingId} className="font-serif text-2xl text-white sm:text-[1.75rem]">
                Letters from the farms
              </h2>
              <p id={hintId} className="mt-2 max-w-prose text-sm leading-6 text-white/85">
                New harvests, recipes and offers, about once a month. We ask you to confirm by email, and
                every letter has a one-click unsubscribe.
              </p>
            </div>
          </div>

          <div aria-live="polite">
            {state.kind === 'done' ? (
              <div className="flex flex-col items-start gap-3 rounded-lg bg-white/10 p-4" role="status">
                <p className="flex items-start gap-3 text-sm font-medium text-white">
                  <MailCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-turmeric" />
                  <span>{state.message}</span>
                </p>
                <button
                  type="button"
                  onClick={another}
                  className="ml-8 text-sm font-semibold text-white underline underline-offset-4 hover:text-turmeric-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-turmeric"
                >
                  Use another email
                </button>
              </div>
            ) : (
              <form noValidate onSubmit={submit} className="flex flex-col gap-2">
                {/* Spelt 'e-mail' so the page's own 'Email' fields (sign-in, contact) keep unique labels. */}
                <label htmlFor={`${id}-email`} className="text-sm font-semibold text-white">
                  Your e-mail address
                </label>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <input
                    {...email}
                    id={`${id}-email`}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    maxLength={254}
                    placeholder="you@example.com"
                    aria-invalid={error !== null}
                    aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                    className={cn(
                      'h-12 w-full min-w-0 rounded-full sm:flex-1 border-2 bg-white px-5 text-base text-ink placeholder:text-ink-soft/80 focus:outline-none focus-visible:ring-2 focus-visible:ring-turmeric focus-visible:ring-offset-2 focus-visible:ring-offset-leaf-deep sm:text-[0.9375rem]',
                      error ? 'border-error' : 'border-transparent',
                    )}
                  />
                  <button
                    type="submit"
                    aria-disabled={sending || undefined}
                    data-tap="submit:newsletter"
                    ref={submitTap}
                    className="inline-flex h-12 shrink-0 items-center justify-center rounded-full bg-turmeric px-6 text-sm font-semibold text-ink transition-colors select-none hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-disabled:cursor-progress aria-disabled:opacity-80"
                  >
                    {sending ? 'Subscribing...' : 'Subscribe'}
                  </button>
                </div>
                {error && (
                  <p
                    id={errorId}
                    role="alert"
                    className="flex items-start gap-2 rounded-lg bg-error-soft px-3 py-2 text-sm font-medium text-error"
                  >
                    <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                    {error}
                  </p>
                )}
              </form>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}

/** For the footer's lazy import. */
export default NewsletterSignup
