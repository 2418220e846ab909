import { useState } from 'react'
import { authMessages } from '#domain/messages-auth.ts'
import { useSettings } from '#web/lib/api/get-settings.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { buttonClass } from '#web/ui/button.tsx'
import { startGoogleSignIn } from '../api/auth-api.ts'
import { describeAuthError } from '../model/auth-errors.ts'
import { OrDivider } from './or-divider.tsx'
import '#web/lib/i18n/messages/identity.en.ts'

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  )
}

/**
 * 'or' and Continue with Google: leaves for the provider's page. Offered only once the shop's settings say Google
 * sign-in is configured (settings.google_sign_in_enabled): a button that cannot work is no choice, so nothing shows
 * while the settings are on their way or could not be read either (no disabled button that then vanishes).
 */
export function GoogleButton({
  from,
  returnTo,
  disabled,
  onError,
}: {
  from: '/login' | '/signup'
  returnTo: string
  disabled?: boolean
  onError: (message: string) => void
}) {
  const settings = useSettings()
  const [busy, setBusy] = useState(false)
  const { t } = useT()
  const enabled = settings.data?.google_sign_in_enabled === true
  const fallback = from === '/login' ? authMessages.googleSignInFailed : authMessages.googleSignUpFailed
  if (!enabled) return null
  const onClick = async () => {
    setBusy(true)
    try {
      await startGoogleSignIn({ from, returnTo })
      // The page is leaving for the provider; stay busy.
    } catch (err) {
      setBusy(false)
      onError(describeAuthError(err, fallback))
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <OrDivider label={t('auth.or')} />
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={busy || disabled}
        className={buttonClass(
          'secondary',
          'lg',
          'w-full border-line bg-white text-ink hover:border-leaf hover:bg-white',
        )}
      >
        <GoogleLogo />
        {busy ? t('auth.google.opening') : t('auth.google')}
      </button>
    </div>
  )
}
