import { Smartphone } from 'lucide-react'
import { useSettings } from '#web/lib/api/get-settings.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { buttonClass } from '#web/ui/button.tsx'
import { OrDivider } from './or-divider.tsx'
import '#web/lib/i18n/messages/identity.en.ts'

/** 'Sign in with mobile number' under the email form, when the shop can send SMS (decision 055). */
export function SignInWithMobileButton({ onClick }: { onClick: () => void }) {
  const settings = useSettings()
  const { t } = useT()
  if (settings.data?.mobile_sign_in_enabled !== true) return null
  const button = (
    <button
      type="button"
      onClick={onClick}
      className={buttonClass(
        'secondary',
        'lg',
        'w-full border-line bg-white text-ink hover:border-leaf hover:bg-white',
      )}
    >
      <Smartphone aria-hidden="true" className="h-5 w-5 text-leaf" />
      {t('auth.mobile')}
    </button>
  )
  // Google's button brings its own 'or'; without it, this one does
  if (settings.data.google_sign_in_enabled) return button
  return (
    <div className="flex flex-col gap-2">
      <OrDivider label={t('auth.or')} />
      {button}
    </div>
  )
}
