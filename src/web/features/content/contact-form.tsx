import { zodResolver } from '@hookform/resolvers/zod'
import { Info } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { type UseFormRegisterReturn, useForm } from 'react-hook-form'
import {
  CONTACT_MESSAGE_LIMITS,
  CONTACT_SUBJECTS,
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
  EMPTY_CONTACT_MESSAGE,
} from '../../../domain/contact-message.ts'
import { messages } from '../../../domain/messages.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { telHref } from './rich-text.tsx'

const fieldClass =
  'w-full rounded-lg border bg-white px-4 text-ink placeholder:text-ink-soft/70 transition-colors focus:border-leaf focus:outline-none focus:ring-2 focus:ring-leaf/30 aria-[invalid=true]:border-error'

/**
 * Spec §2: the contact form has no submit behaviour yet (sending arrives with POST /contact). A valid
 * message keeps its text and says how to reach us meanwhile, so nothing the visitor wrote is lost.
 */
export function ContactForm({ email, phone }: { email?: string; phone?: string }) {
  const [validSubmit, setValidSubmit] = useState(false)
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY_CONTACT_MESSAGE,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors } = form.formState
  const messageLength = form.watch('message')?.length ?? 0

  const onValid = () => setValidSubmit(true)
  const onInvalid = () => setValidSubmit(false)

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <p className="text-sm text-ink-soft">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" required error={errors.firstName?.message}>
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
        <Field label="Last name" error={errors.lastName?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.register('lastName')}
              type="text"
              autoComplete="family-name"
              maxLength={80}
              className={cn(fieldClass, 'h-12 border-ink-soft/60')}
            />
          )}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
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
        <Field label="Phone" hint="Optional. 10-digit mobile number." error={errors.phone?.message}>
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
      <Field label="Subject" required error={errors.subject?.message}>
        {(a11y) => <SubjectSelect a11y={a11y} registration={form.register('subject')} />}
      </Field>
      <Field
        label="Message"
        required
        hint={`${messageLength.toLocaleString('en-IN')} / ${CONTACT_MESSAGE_LIMITS.max.toLocaleString('en-IN')} characters`}
        error={errors.message?.message}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            {...form.register('message')}
            rows={6}
            maxLength={CONTACT_MESSAGE_LIMITS.max}
            placeholder="How can we help?"
            className={cn(fieldClass, 'min-h-36 resize-y border-ink-soft/60 py-3 leading-relaxed')}
          />
        )}
      </Field>
      <div className="flex flex-col gap-4">
        <Button type="submit" size="lg" className="self-start">
          Send message
        </Button>
        <div aria-live="polite">
          {validSubmit && (
            <p className="flex items-start gap-3 rounded-[var(--radius-card)] border border-info/30 bg-info-soft px-4 py-3 text-sm text-ink">
              <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-info" />
              <span>
                <span>{messages.contact.notOpenYet}</span>
                {(email || phone) && (
                  <>
                    {' '}
                    {email && (
                      <a
                        href={`mailto:${email}`}
                        className="font-semibold text-info underline underline-offset-2"
                      >
                        {email}
                      </a>
                    )}
                    {email && phone && ' · '}
                    {phone && (
                      <a
                        href={telHref(phone)}
                        className="tabular whitespace-nowrap font-semibold text-info underline underline-offset-2"
                      >
                        {phone}
                      </a>
                    )}
                  </>
                )}
              </span>
            </p>
          )}
        </div>
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
  return (
    <div className="relative">
      <select
        {...a11y}
        {...registration}
        className={cn(fieldClass, 'h-12 appearance-none border-ink-soft/60 pr-10')}
      >
        <option value="" disabled>
          Choose a subject
        </option>
        {CONTACT_SUBJECTS.map((s) => (
          <option key={s} value={s}>
            {s}
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

interface FieldA11y {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
}

/** Label, hint and inline error tied to the control through id and aria-describedby. */
function Field({
  label,
  required = false,
  hint,
  error,
  children,
}: {
  label: string
  required?: boolean
  hint?: string
  error?: string
  children: (a11y: FieldA11y) => ReactNode
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-error">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-ink-soft">
          {hint}
        </p>
      )}
    </div>
  )
}
