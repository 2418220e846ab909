import { CircleAlert, MailCheck, Sprout } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { isValidEmail } from '#domain/email.ts'
import { httpMessages } from '#domain/messages-http.ts'
import { newsletterMessages } from '#domain/messages-newsletter-box.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { useEarlyTap } from '#web/lib/early-taps.ts'
import '#web/lib/i18n/messages/newsletter.en.ts'
import { type Translator, useT } from '#web/lib/i18n/use-language.ts'
import { placeServerError } from '#web/lib/server-errors.ts'
import { cn } from '#web/ui/cn.ts'
import { subscribeNewsletter } from './api/subscribe-newsletter.ts'

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string; status: string }
  | { kind: 'failed'; message: string }

/** The box's own messages (the shop's English constants) in the page's language; the server's others as it says. */
function sayOwn(t: Translator['t'], message: string): string {
  if (message === httpMessages.tooManyRequests) return t('newsletter.too.many')
  if (message === newsletterMessages.failed) return t('newsletter.failed')
  return message
}

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
 * Its one field is kept by hand rather than by `useZodForm`: the box is on every page, and react-hook-form and zod
 * would more than double what it loads; a refusal is placed by the same rule (decision 037).
 */
export function NewsletterSignup() {
  const { t } = useT()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const inputRef = useRef<HTMLInputElement>(null)
  // a tap before hydration is held (early-taps-script.ts) and replayed here (decision 012, amended 2026-11-27)
  const submitTap = useEarlyTap('submit:newsletter')
  const id = useId()
  const headingId = `${id}-heading`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const sending = state.kind === 'sending'
  const error = state.kind === 'failed' ? sayOwn(t, state.message) : null

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (sending) return
    const value = email.trim()
    if (!value || !isValidEmail(value)) {
      setState({
        kind: 'failed',
        message: value ? t('newsletter.email.invalid') : t('newsletter.email.required'),
      })
      inputRef.current?.focus()
      return
    }
    setState({ kind: 'sending' })
    try {
      const reply = await subscribeNewsletter(value)
      setState({ kind: 'done', message: reply.message, status: reply.status })
    } catch (err) {
      // A 400 that names the address says its own message for it (decision 037), and the cursor goes back there.
      const placed = placeServerError(err, (name) => name === 'email', { message: describeFailure })
      const onField = placed.fields[0]?.message
      setState({
        kind: 'failed',
        message: onField ?? placed.formMessage?.message ?? newsletterMessages.failed,
      })
      if (onField) inputRef.current?.focus()
    }
  }

  const another = () => {
    setEmail('')
    setState({ kind: 'idle' })
    requestAnimationFrame(() => inputRef.current?.focus())
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
                {t('newsletter.title')}
              </h2>
              <p id={hintId} className="mt-2 max-w-prose text-sm leading-6 text-white/85">
                {t('newsletter.lead')}
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
                  {t('newsletter.another')}
                </button>
              </div>
            ) : (
              <form noValidate onSubmit={submit} className="flex flex-col gap-2">
                {/* Spelt 'e-mail' so the page's own 'Email' fields (sign-in, contact) keep unique labels. */}
                <label htmlFor={`${id}-email`} className="text-sm font-semibold text-white">
                  {t('newsletter.label')}
                </label>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <input
                    ref={inputRef}
                    id={`${id}-email`}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    maxLength={254}
                    placeholder="you@example.com"
                    value={email}
                    onChange={(e) => {
                      setEmail(e.target.value)
                      if (state.kind === 'failed') setState({ kind: 'idle' })
                    }}
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
                    {sending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
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
