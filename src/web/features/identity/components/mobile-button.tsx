import { Smartphone } from 'lucide-react'
import { useSettings } from '#web/lib/api/get-settings.ts'
import { buttonClass } from '#web/ui/button.tsx'
import { OrDivider } from './or-divider.tsx'

/** 'Sign in with mobile number' under the email form, when the shop can send SMS (decision 055). */
export function SignInWithMobileButton({ onClick }: { onClick: () => void }) {
  const settings = useSettings()
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
      Sign in with mobile number
    </button>
  )
  // Google's button brings its own 'or'; without it, this one does
  if (settings.data.google_sign_in_enabled) return button
  return (
    <div className="flex flex-col gap-2">
      <OrDivider label="or" />
      {button}
    </div>
  )
}
