import { Eye, EyeOff } from 'lucide-react'
import { type ChangeEventHandler, type InputHTMLAttributes, useState } from 'react'
import '#web/lib/i18n/messages/shared.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from './cn.ts'
import { Field, inputClass } from './field.tsx'

/** A password box with a show/hide toggle (a pressed/unpressed button, so its name stays the same). */
export function PasswordInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false)
  const { t } = useT()
  return (
    <div className="relative">
      <input {...rest} type={visible ? 'text' : 'password'} className={cn(inputClass, 'pr-12', className)} />
      <button
        type="button"
        aria-label={t('common.password.show')}
        aria-pressed={visible}
        aria-controls={rest.id}
        onClick={() => setVisible((v) => !v)}
        className="absolute top-1/2 right-1.5 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-sand hover:text-leaf-deep"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="h-[1.125rem] w-[1.125rem]" />
        ) : (
          <Eye aria-hidden="true" className="h-[1.125rem] w-[1.125rem]" />
        )}
      </button>
    </div>
  )
}

type PasswordKey = 'password' | 'confirmPassword'

/**
 * A new password and its confirmation (sign-up, a reset link): both required, both `new-password` for the
 * browser's password manager. `mismatch` is the confirmation's own error (the spec's 'Passwords do not match'),
 * shown under it while the two differ.
 */
export function PasswordFields({
  values,
  edit,
  labels = { password: 'Password', confirmPassword: 'Confirm password' },
  hint,
  mismatch,
}: {
  values: Record<PasswordKey, string>
  edit: (field: PasswordKey) => ChangeEventHandler<HTMLInputElement>
  labels?: Record<PasswordKey, string>
  /** under the first field (the rule a password must meet) */
  hint?: string
  mismatch?: string
}) {
  return (
    <>
      <Field label={labels.password} required hint={hint}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={edit('password')}
          />
        )}
      </Field>
      <Field label={labels.confirmPassword} required error={mismatch}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={edit('confirmPassword')}
          />
        )}
      </Field>
    </>
  )
}
