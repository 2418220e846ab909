import { authMessages } from '#domain/messages-auth.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link, Navigate, useSearchParams } from '#web/lib/router.tsx'
import { useSession } from '#web/lib/use-session.ts'
import { AuthLayout } from './components/auth-layout.tsx'
import { SignupForm } from './signup-form.tsx'
import { useReturnTo } from './use-return-to.ts'
import '#web/lib/i18n/messages/identity.en.ts'

export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('auth.signup.meta.title'), description: t('auth.signup.meta.description') })
  const { user } = useSession()
  const returnTo = useReturnTo()
  const [params] = useSearchParams()

  if (user) return <Navigate to={returnTo} replace />
  return (
    <AuthLayout
      eyebrow={t('auth.signup.eyebrow')}
      title={t('auth.signup.title')}
      intro={t('auth.signup.intro')}
    >
      <SignupForm
        returnTo={returnTo}
        initialError={params.get('error') ? authMessages.googleSignUpFailed : undefined}
      />
      <p className="text-center text-sm text-ink-soft">
        {t('auth.signup.have')}{' '}
        <Link
          to="/login"
          state={{ from: returnTo }}
          className="font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline"
        >
          {t('auth.signup.signin')}
        </Link>
      </p>
    </AuthLayout>
  )
}
