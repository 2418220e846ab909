// The setup of an invited operator's account from the mailed link (useZodForm, decision 037).
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { setupInput } from '#domain/contracts/admin-staff.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { applyServerError, FORM_MESSAGE, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button } from '#web/ui/button.tsx'
import { adminSay } from '../admin-texts.ts'
import { signIn } from '../api/auth.ts'
import { completeSetup, getSetupLink } from '../api/setup.ts'
import { shellTexts } from '../texts.en.ts'
import { TextField } from './admin-ui.tsx'
import { AuthCard, FormError, messageOf, PasswordField } from './auth-ui.tsx'

const say = adminSay(shellTexts)

/**
 * The name and the password twice, checked here first: the first problem is the card's one message, as the setup
 * has always said it; the route's own checks (setupInput) after them.
 */
const setupForm = z
  .object({ name: z.string(), password: z.string(), confirm: z.string() })
  .superRefine((v, ctx) => {
    const problem = !v.name.trim()
      ? say('setup.enter.name')
      : v.password.length < 12
        ? adminMessages.passwordTooShort
        : v.password !== v.confirm
          ? say('setup.mismatch')
          : null
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: FORM_MESSAGE.split('.') })
  })
  .transform((v) => ({ name: v.name.trim(), password: v.password }))
  .pipe(setupInput.omit({ token: true }))

/** An invited operator chooses a name and password from the mailed link, then signs in. */
export function Setup({ token, onDone }: { token: string; onDone: () => void }) {
  const [invite, setInvite] = useState<{ email: string; role: string } | null>(null)
  const [linkError, setLinkError] = useState<string | null>(null)
  const form = useZodForm(setupForm, { defaultValues: { name: '', password: '', confirm: '' } })
  const { errors, isSubmitting: busy } = form.formState

  useEffect(() => {
    getSetupLink(token)
      .then(setInvite)
      .catch((err) => setLinkError(messageOf(err)))
  }, [token])

  async function submit(input: z.output<typeof setupForm>) {
    try {
      const data = await completeSetup({ token, ...input })
      await signIn(data.email, input.password)
      onDone()
    } catch (err) {
      // a field the route refuses under its box; anything else the card's message, as before
      applyServerError(form, err, { message: messageOf })
    }
  }

  if (linkError)
    return (
      <AuthCard title={say('setup.bad.link')}>
        <FormError message={linkError} />
      </AuthCard>
    )
  if (!invite)
    return (
      <AuthCard title={say('setup.title')}>
        <p role="status" className="text-sm text-ink-soft">
          {say('setup.checking')}
        </p>
      </AuthCard>
    )
  return (
    <AuthCard
      title={say('setup.title')}
      intro={say('setup.intro', { role: invite.role, email: invite.email })}
    >
      <FormError message={errors.root?.server?.message ?? null} />
      <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" noValidate>
        <input type="email" autoComplete="username" value={invite.email} readOnly hidden />
        <TextField
          label={say('setup.name')}
          required
          autoComplete="name"
          field={form.register('name')}
          error={errors.name?.message}
        />
        <PasswordField
          hint={say('setup.password.hint')}
          autoComplete="new-password"
          field={form.register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          label={say('setup.confirm')}
          autoComplete="new-password"
          field={form.register('confirm')}
          error={errors.confirm?.message}
        />
        <Button type="submit" disabled={busy}>
          {busy ? say('setup.saving') : say('setup.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
