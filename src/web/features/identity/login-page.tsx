import { type ReactNode, useState } from 'react'
import { authMessages } from '#domain/messages-auth.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link, Navigate, useSearchParams } from '#web/lib/router.tsx'
import { useSession } from '#web/lib/use-session.ts'
import { AuthLayout } from './components/auth-layout.tsx'
import { SignInWithMobileButton } from './components/mobile-button.tsx'
import { TrustBadges } from './components/trust-badges.tsx'
import { LoginForm } from './login-form.tsx'
import { MobileSignInForm } from './mobile-sign-in-form.tsx'
import { useReturnTo } from './use-return-to.ts'
import '#web/lib/i18n/messages/identity.en.ts'

/**
 * The sign-in page. `guest`: on the way to checkout (the spec's login-required prompt), the guest checkout offered
 * beside sign-in (decision 057), given by the page that composes it with the cart.
 */
export function LoginPage({ guest }: { guest?: (returnTo: string) => ReactNode }) {
  const { t } = useT()
  usePageMeta({ title: t('auth.signin.meta.title'), description: t('auth.signin.meta.description') })
  const { user } = useSession()
  const returnTo = useReturnTo()
  const [params] = useSearchParams()
  // The identity service sends a failed Google sign-in back here with ?error=.
  const googleError = params.get('error') ? authMessages.googleSignInFailed : undefined
  // sign in with a mobile number instead (decision 055): ?with=mobile opens on it
  const [withMobile, setWithMobile] = useState(params.get('with') === 'mobile')

  if (user) return <Navigate to={returnTo} replace />
  return (
    <AuthLayout
      eyebrow={t('auth.signin.eyebrow')}
      title={t('auth.signin.title')}
      intro={t('auth.signin.intro')}
      below={<TrustBadges />}
    >
      {withMobile ? (
        <MobileSignInForm onUseEmail={() => setWithMobile(false)} />
      ) : (
        <>
          <LoginForm returnTo={returnTo} initialError={googleError} />
          <SignInWithMobileButton onClick={() => setWithMobile(true)} />
        </>
      )}
      <p className="text-center text-sm text-ink-soft">
        {t('auth.signin.new')}{' '}
        <Link
          to="/signup"
          state={{ from: returnTo }}
          className="font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline"
        >
          {t('auth.signin.create')}
        </Link>
      </p>
      {guest && returnTo.startsWith('/checkout') ? guest(returnTo) : null}
    </AuthLayout>
  )
}

export function Component() {
  return <LoginPage />
}
