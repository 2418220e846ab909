// The pieces every back-office sign-in screen shares: the card, its error, the password box and the code box.
import { type Ref, useEffect, useRef } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, inputClass } from '#web/ui/field.tsx'
import { adminSay } from '../admin-texts.ts'
import { shellTexts } from '../texts.en.ts'
import { TextField } from './admin-ui.tsx'

const say = adminSay(shellTexts)

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: React.ReactNode
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-parchment px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <p className="mb-6 font-serif text-lg text-leaf-deep">
          <span aria-hidden="true">☀ </span>
          {say('auth.brand')}
        </p>
        <h1 className="text-2xl">{title}</h1>
        {intro && <p className="mt-2 text-sm text-ink-soft">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  )
}

export function FormError({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (message) ref.current?.focus()
  }, [message])
  if (!message) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-4 rounded-lg bg-error-soft px-4 py-3 text-sm text-error outline-none"
    >
      {message}
    </div>
  )
}

export const messageOf = (err: unknown) => (err instanceof Error ? err.message : say('auth.failed'))

export const WRONG_CODE = say('auth.wrong.code')

/**
 * A required password box: the current password (sign-in, enrolment) or a new one (account setup); bound to a
 * string or, with `field`, to a useZodForm form.
 */
export function PasswordField({
  label = say('auth.password'),
  autoComplete,
  hint,
  value,
  onChange,
  field,
  error,
}: {
  label?: string
  autoComplete: 'current-password' | 'new-password'
  hint?: string
  value?: string
  onChange?: (value: string) => void
  field?: UseFormRegisterReturn
  error?: string
}) {
  return (
    <TextField
      label={label}
      required
      hint={hint}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      field={field}
      error={error}
    />
  )
}

/** The box for an authenticator's 6-digit code (or, as text, a recovery code). */
export function CodeField({
  label,
  required,
  text = false,
  inputRef,
  value,
  onChange,
}: {
  label: string
  required?: boolean
  /** a recovery code: letters as well as digits */
  text?: boolean
  inputRef?: Ref<HTMLInputElement>
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} required={required}>
      {(a11y) => (
        <input
          {...a11y}
          className={`${inputClass} tracking-widest`}
          inputMode={text ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          ref={inputRef}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
