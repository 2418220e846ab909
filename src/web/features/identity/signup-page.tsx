import { authMessages } from '#domain/messages-auth.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link, Navigate, useSearchParams } from '#web/lib/router.tsx'
import { useSession } from '#web/lib/use-session.ts'
import { AuthLayout } from './components/auth-layout.tsx'
import { SignupForm } from './signup-form.tsx'
import { useReturnTo } from './use-return-to.ts'

export function Component() {
  usePageMeta({
    title: 'Create Account',
    description: 'Create your Surya Naturals account to order sun-dried moringa and superfood powders.',
  })
  const { user } = useSession()
  const returnTo = useReturnTo()
  const [params] = useSearchParams()

  if (user) return <Navigate to={returnTo} replace />
  return (
    <AuthLayout
      eyebrow="Join Surya Naturals"
      title="Create your account"
      intro="Save your address once, follow every order and keep a wishlist of your favourites."
    >
      <SignupForm
        returnTo={returnTo}
        initialError={params.get('error') ? authMessages.googleSignUpFailed : undefined}
      />
      <p className="text-center text-sm text-ink-soft">
        Already have an account?{' '}
        <Link
          to="/login"
          state={{ from: returnTo }}
          className="font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthLayout>
  )
}
