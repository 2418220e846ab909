import { CircleAlert, CircleCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import {
  CONTACT_MESSAGE_LIMITS,
  CONTACT_SUBJECTS,
  type ContactMessage,
  contactMessageSchema,
  EMPTY_CONTACT_MESSAGE,
} from '#domain/contact-message.ts'
import { contactMessages } from '#domain/messages-contact.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { useEarlyTap } from '#web/lib/early-taps.ts'
import '#web/lib/i18n/messages/contact.en.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { type Translator, useT } from '#web/lib/i18n/use-language.ts'
import { applyServerError, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { Field, type FieldA11y } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { sendContactMessage } from './api/send-contact-message.ts'
import { telHref } from './rich-text.tsx'

const fieldClass =
  'w-full rounded-lg border bg-white px-4 text-ink placeholder:text-ink-soft/70 transition-colors focus:border-leaf focus:outline-none focus:ring-2 focus:ring-leaf/30 aria-[invalid=true]:border-error'

type SendState = { kind: 'idle' } | { kind: 'sent'; message: string; email: string }

/** The form's message's type when it offers the shop's email and phone instead. */
const REACH_US = 'reach-us'

/**
 * A refusal the visitor can act on (the server's 400 wording) or, for anything else, how else to reach us; a 429
 * is a toast.
 */
function describeFailure(err: unknown): { message: string; type: string } | undefined {
  if (err instanceof ApiError && err.status === 429) {
    toast.error(say('contact.too.many'))
    return undefined
  }
  if (err instanceof ApiError && err.status === 400 && err.message && !err.message.startsWith('HTTP error!'))
    return { message: err.message, type: 'server' }
  return { message: contactMessages.sendFailed, type: REACH_US }
}

/**
 * The form's rules' messages (the spec's English, #domain/messages-contact.ts, also the server's words for the same
 * rules) in the page's language; any other message as it is.
 */
const RULE_KEYS: Record<string, MessageKey> = {
  [contactMessages.firstNameRequired]: 'contact.first.name.required',
  [contactMessages.emailRequired]: 'contact.email.required',
  [contactMessages.emailInvalid]: 'contact.email.invalid',
  [contactMessages.phoneInvalid]: 'contact.phone.invalid',
  [contactMessages.subjectRequired]: 'contact.subject.required',
  [contactMessages.messageTooShort]: 'contact.message.short',
  [contactMessages.messageTooLong]: 'contact.message.long',
  [contactMessages.sendFailed]: 'contact.send.failed',
}

function sayRule(t: Translator['t'], message: string | undefined): string | undefined {
  if (message === undefined) return undefined
  const key = RULE_KEYS[message]
  return key ? t(key) : message
}

/** The subjects' labels; the value sent stays the spec's English subject. */
const SUBJECT_KEYS: Record<(typeof CONTACT_SUBJECTS)[number], MessageKey> = {
  'General enquiry': 'contact.subject.general',
  'Order support': 'contact.subject.order',
  'Wholesale / bulk': 'contact.subject.wholesale',
  'Farmer partnership': 'contact.subject.farmer',
  Feedback: 'contact.subject.feedback',
}

/** The API's names of the fields (decision 037). */
const WIRE_FIELDS = { first_name: 'firstName', last_name: 'lastName' }

/**
 * docs/product.md (Routes and screens, Contact): the message form, sent to POST /contact (stored, mailed to the shop, acknowledged to the
 * sender). The same rules check it here and on the server. While sending the button says so; afterwards a
 * calm confirmation replaces the form, and 'Send another message' brings back an empty one.
 */
export function ContactForm({ email, phone }: { email?: string; phone?: string }) {
  const { t } = useT()
  const [state, setState] = useState<SendState>({ kind: 'idle' })
  const sentHeadingRef = useRef<HTMLHeadingElement>(null)
  const submitTap = useEarlyTap('submit:contact')
  const form = useZodForm(contactMessageSchema, { defaultValues: EMPTY_CONTACT_MESSAGE })
  const { errors, isSubmitting } = form.formState
  const failure = errors.root?.server
  const messageLength = form.watch('message')?.length ?? 0

  // The confirmation takes the form's place: move focus to it so nobody is left on a vanished button.
  useEffect(() => {
    if (state.kind === 'sent') sentHeadingRef.current?.focus()
  }, [state.kind])

  const onValid = async (values: ContactMessage) => {
    try {
      const message = await sendContactMessage(values)
      setState({ kind: 'sent', message, email: values.email })
    } catch (err) {
      applyServerError(form, err, { fields: WIRE_FIELDS, message: describeFailure })
    }
  }

  const sendAnother = () => {
    form.reset(EMPTY_CONTACT_MESSAGE)
    setState({ kind: 'idle' })
    // After the form is back in the page.
    requestAnimationFrame(() => form.setFocus('firstName'))
  }

  if (state.kind === 'sent') {
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] border border-success/25 bg-success-soft/60 p-6 sm:p-8"
      >
        <span
          aria-hidden="true"
          className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-success"
        >
          <CircleCheck className="h-6 w-6" />
        </span>
        <h3 ref={sentHeadingRef} tabIndex={-1} className="text-2xl text-leaf-deep outline-none">
          {t('contact.sent.title')}
        </h3>
        <p className="max-w-prose leading-relaxed text-ink">{state.message}</p>
        <p className="max-w-prose text-sm text-ink-soft">
          {t('contact.sent.copy.before')}
          <span className="font-semibold break-all text-ink">{state.email}</span>
          {t('contact.sent.copy.after')}
        </p>
        <Button variant="secondary" onClick={sendAnother} className="mt-2">
          {t('contact.send.another')}
        </Button>
      </div>
    )
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        // One message per press: a second press while sending does nothing.
        if (isSubmitting) e.preventDefault()
        else void form.handleSubmit(onValid)(e)
      }}
      className="flex flex-col gap-5"
      aria-busy={isSubmitting || undefined}
    >
      <p className="text-sm text-ink-soft">
        {t('contact.required.before')}
        <span aria-hidden="true">*</span>
        <span className="sr-only">{t('contact.required.asterisk')}</span>
        {t('contact.required.after')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('contact.first.name')} required error={sayRule(t, errors.firstName?.message)}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.register('firstName')}
              type="text"
              autoComplete="given-name"
              maxLength={80}
              className={cn(fieldClass, 'h-12 border-ink-soft/60')}
            />
          )}
        </Field>
        <Field label={t('contact.last.name')} error={sayRule(t, errors.lastName?.message)}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.register('lastName')}
              type="text"
              autoComplete="family-name"
              maxLength={50}
              className={cn(fieldClass, 'h-12 border-ink-soft/60')}
            />
          )}
        </Field>
        <Field label={t('contact.email')} required error={sayRule(t, errors.email?.message)}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              placeholder="you@example.com"
              className={cn(fieldClass, 'h-12 border-ink-soft/60')}
            />
          )}
        </Field>
        <Field
          label={t('contact.phone')}
          hint={t('contact.phone.hint')}
          error={sayRule(t, errors.phone?.message)}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...form.register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={16}
              placeholder="98480 12345"
              className={cn(fieldClass, 'h-12 border-ink-soft/60')}
            />
          )}
        </Field>
      </div>
      <Field label={t('contact.subject')} required error={sayRule(t, errors.subject?.message)}>
        {(a11y) => <SubjectSelect a11y={a11y} registration={form.register('subject')} />}
      </Field>
      <Field
        label={t('contact.message')}
        required
        hint={t('contact.message.count', { count: messageLength, max: CONTACT_MESSAGE_LIMITS.max })}
        error={sayRule(t, errors.message?.message)}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            {...form.register('message')}
            rows={6}
            maxLength={CONTACT_MESSAGE_LIMITS.max}
            placeholder={t('contact.message.placeholder')}
            className={cn(fieldClass, 'min-h-36 resize-y border-ink-soft/60 py-3 leading-relaxed')}
          />
        )}
      </Field>
      <div className="flex flex-col gap-4">
        <div aria-live="polite">
          {failure?.message && (
            <p
              role="alert"
              className="flex items-start gap-3 rounded-[var(--radius-card)] border border-error/30 bg-error-soft px-4 py-3 text-sm text-ink"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-error" />
              <span>
                <span className="block font-medium">{sayRule(t, failure.message)}</span>
                {failure.type === REACH_US && (email || phone) && (
                  <span className="mt-1 block">
                    {email && (
                      <a
                        href={`mailto:${email}`}
                        className="font-semibold text-error underline underline-offset-2"
                      >
                        {email}
                      </a>
                    )}
                    {email && phone && ' · '}
                    {phone && (
                      <a
                        href={telHref(phone)}
                        className="tabular whitespace-nowrap font-semibold text-error underline underline-offset-2"
                      >
                        {phone}
                      </a>
                    )}
                  </span>
                )}
              </span>
            </p>
          )}
        </div>
        {/* aria-disabled rather than disabled: the button keeps focus while the message is on its way. */}
        {/* a tap before hydration is held (early-taps-script.ts) and replayed here (decision 012, amended 2026-11-27) */}
        <Button
          type="submit"
          size="lg"
          className="self-start"
          aria-disabled={isSubmitting || undefined}
          data-tap="submit:contact"
          ref={submitTap}
        >
          {isSubmitting ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  )
}

function SubjectSelect({
  a11y,
  registration,
}: {
  a11y: FieldA11y
  registration: UseFormRegisterReturn<'subject'>
}) {
  const { t } = useT()
  return (
    <div className="relative">
      <select
        {...a11y}
        {...registration}
        className={cn(fieldClass, 'h-12 appearance-none border-ink-soft/60 pr-10')}
      >
        <option value="" disabled>
          {t('contact.subject.choose')}
        </option>
        {CONTACT_SUBJECTS.map((s) => (
          <option key={s} value={s}>
            {t(SUBJECT_KEYS[s])}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute right-4 top-1/2 h-4 w-4 -translate-y-1/2 fill-none stroke-leaf stroke-2"
      >
        <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  )
}
