import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react'
import { authMessages } from '#domain/messages-auth.ts'
import { formatMobile, OTP_LENGTH, OTP_RESEND_SECONDS, parseSignInMobile } from '#domain/mobile-sign-in.ts'
import { useSettings } from '#web/lib/api/get-settings.ts'
import { fill } from '#web/lib/i18n/fill.tsx'
import { useT } from '#web/lib/i18n/use-language.ts'
import { completeSignIn } from '#web/lib/session.ts'
import { Button } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { sendMobileCode, verifyMobileCode } from './api/auth-api.ts'
import { FormAlert } from './components/form-alert.tsx'
import { authText } from './model/auth-texts.ts'
import { describeMobileError, mobileProblemMessage, retryAfterOf } from './model/mobile-sign-in.ts'
import '#web/lib/i18n/messages/identity.en.ts'

/**
 * Sign in (or up) with a mobile number (decision 055): the number, then the 6-digit code sent by SMS, with 'Resend
 * code' after 30 seconds. The same look as the email form; errors in the same alert. In development the stand-in SMS
 * gateway's message is shown under the field, as the test payment gateway shows itself.
 */
export function MobileSignInForm({ onUseEmail }: { onUseEmail: () => void }) {
  const [mobile, setMobile] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [waitUntil, setWaitUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const { t } = useT()
  const secondsLeft = Math.max(0, Math.ceil((waitUntil - now) / 1000))

  useEffect(() => {
    if (waitUntil <= Date.now()) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [waitUntil])

  const send = async (e164: string) => {
    setBusy(true)
    setError(undefined)
    try {
      await sendMobileCode(e164)
      setSentTo(e164)
      setCode('')
      setWaitUntil(Date.now() + OTP_RESEND_SECONDS * 1000)
      setNow(Date.now())
    } catch (err) {
      const wait = retryAfterOf(err)
      if (wait) {
        setWaitUntil(Date.now() + wait * 1000)
        setNow(Date.now())
      }
      setError(describeMobileError(err))
    } finally {
      setBusy(false)
    }
  }

  const onSubmitMobile = (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const parsed = parseSignInMobile(mobile)
    if (!parsed.ok) {
      setError(mobileProblemMessage(parsed.problem))
      return
    }
    void send(parsed.e164)
  }

  const onSubmitCode = async (e: FormEvent) => {
    e.preventDefault()
    if (busy || !sentTo) return
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim())) {
      setError(authMessages.otpRequired)
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      await verifyMobileCode({ mobile: sentTo, code })
      await completeSignIn()
    } catch (err) {
      setError(describeMobileError(err))
      setBusy(false)
    }
  }

  const edit = (set: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.target.value)
    setError(undefined)
  }

  if (!sentTo) {
    return (
      <form
        noValidate
        onSubmit={onSubmitMobile}
        className="flex flex-col gap-5"
        aria-label={t('auth.mobile.form')}
      >
        {error && <FormAlert>{authText(t, error)}</FormAlert>}
        <Field label={t('auth.mobile.label')} hint={t('auth.mobile.hint')}>
          {(a11y) => (
            <div className="flex items-stretch gap-2">
              <span
                aria-hidden="true"
                className="inline-flex h-12 items-center rounded-lg border border-line bg-sand px-3 text-base font-semibold text-ink"
              >
                +91
              </span>
              <input
                {...a11y}
                type="tel"
                name="mobile"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="98480 12345"
                value={mobile}
                onChange={edit(setMobile)}
                aria-invalid={error ? true : undefined}
                className={inputClass}
              />
            </div>
          )}
        </Field>
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? t('auth.mobile.sending') : t('auth.mobile.send')}
        </Button>
        <UseEmail onClick={onUseEmail} />
      </form>
    )
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmitCode(e)}
      className="flex flex-col gap-5"
      aria-label={t('auth.mobile.code.form')}
    >
      {error && <FormAlert>{authText(t, error)}</FormAlert>}
      <p className="text-sm text-ink">
        {fill(t('auth.mobile.sent'), {
          mobile: <strong className="whitespace-nowrap">{formatMobile(sentTo)}</strong>,
        })}{' '}
        <button
          type="button"
          onClick={() => {
            setSentTo(null)
            setError(undefined)
          }}
          className="font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline"
        >
          {t('auth.mobile.change')}
        </button>
      </p>
      <Field label={t('auth.mobile.code')} hint={t('auth.mobile.code.hint')}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            placeholder="••••••"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))
              setError(undefined)
            }}
            aria-invalid={error ? true : undefined}
            className={`${inputClass} text-center text-xl tracking-[0.5em]`}
          />
        )}
      </Field>
      <TestSmsNote mobile={sentTo} sentAt={waitUntil} />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? t('auth.mobile.verifying') : t('auth.mobile.verify')}
      </Button>
      <p className="text-center text-sm text-ink-soft" aria-live="polite">
        {secondsLeft > 0 ? (
          t('auth.mobile.wait', { seconds: secondsLeft })
        ) : (
          <>
            {t('auth.mobile.resend.ask')}{' '}
            <button
              type="button"
              disabled={busy}
              onClick={() => void send(sentTo)}
              className="font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline disabled:opacity-60"
            >
              {t('auth.mobile.resend')}
            </button>
          </>
        )}
      </p>
      <UseEmail onClick={onUseEmail} />
    </form>
  )
}

function UseEmail({ onClick }: { onClick: () => void }) {
  const { t } = useT()
  return (
    <button
      type="button"
      onClick={onClick}
      className="self-center text-sm font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline"
    >
      {t('auth.mobile.use.email')}
    </button>
  )
}

/** Development and tests only: what the stand-in SMS gateway was asked to send, as the shopper's phone shows it. */
function TestSmsNote({ mobile, sentAt }: { mobile: string; sentAt: number }) {
  const settings = useSettings()
  const { t } = useT()
  const [text, setText] = useState<string>()
  const testMode = settings.data?.sms_test_mode === true
  useEffect(() => {
    // read again after each code sent (sentAt moves with it)
    if (!testMode || sentAt <= 0) return
    let cancelled = false
    void fetch(`/test-sms/messages?mobile=${encodeURIComponent(mobile.replace(/^\+/, ''))}`)
      .then((r) => r.json() as Promise<{ messages?: { text?: string }[] }>)
      .then((j) => {
        if (!cancelled) setText(j.messages?.[0]?.text)
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [testMode, mobile, sentAt])
  if (!testMode || !text) return null
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-leaf/50 bg-leaf-soft px-4 py-3 text-sm text-ink">
      <p className="font-semibold text-leaf-deep">{t('auth.mobile.test.sms')}</p>
      <p data-testid="test-sms-text">{text}</p>
    </div>
  )
}
