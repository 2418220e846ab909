import { AlertTriangle, LogIn, Pencil, RotateCcw, UserRoundPlus } from 'lucide-react'
import { useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import type { Profile } from '#domain/contracts/profile.ts'
import { profileCompletion } from '#domain/profile.ts'
import { useProfile } from '#web/lib/api/get-profile.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { useUnsavedChanges } from '#web/lib/router.tsx'
import { useSession } from '#web/lib/use-session.ts'
import { applyServerError, FORM_MESSAGE, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button, ButtonLink, buttonClass } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { StatusView } from '#web/ui/status-view.tsx'
import { toast } from '#web/ui/toast.tsx'
import { useAutoFillProfile } from './api/auto-fill-profile.ts'
import { useUpdateProfile } from './api/update-profile.ts'
import { AddEmail } from './components/add-email.tsx'
import { AvatarUpload } from './components/avatar-upload.tsx'
import { CompletionBar } from './components/completion-bar.tsx'
import { ProfileEditForm } from './components/profile-edit-form.tsx'
import { ProfileView } from './components/profile-view.tsx'
import {
  missingCompletionFields,
  profileDisplayName,
  profileFormSchema,
  toProfileFormValues,
  toProfileUpdate,
} from './model/profile-form.ts'
import '#web/lib/i18n/messages/profile.en.ts'

function PageHeader() {
  const { t } = useT()
  return (
    <header className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-[0.14em] text-turmeric-deep uppercase">
        {t('profile.eyebrow')}
      </p>
      <h1 className="text-[2rem] leading-tight sm:text-4xl">{t('profile.heading')}</h1>
      <p className="max-w-2xl text-ink-soft">{t('profile.lead')}</p>
    </header>
  )
}

/** docs/product.md (Routes and screens, States and transitions: Profile): not logged in, loading, error, no profile (create), loaded (view and edit). */
export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('profile.meta.title'), description: t('profile.meta.description') })
  const { user } = useSession()
  const profile = useProfile(user?.uid)

  let body: React.ReactNode
  if (!user) body = <NotLoggedIn />
  else if (profile.isPending) body = <ProfileSkeleton />
  else if (profile.isError)
    body = <LoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
  else if (profile.data === null) body = <NoProfile uid={user.uid} />
  else body = <LoadedProfile key={user.uid} uid={user.uid} profile={profile.data} />

  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:gap-8 sm:py-12">
      <PageHeader />
      {body}
    </div>
  )
}

function NotLoggedIn() {
  const { t } = useT()
  return (
    <StatusView icon={<LogIn aria-hidden="true" className="h-6 w-6" />} title={t('profile.login.title')}>
      <div className="text-ink-soft">{t('profile.login.text')}</div>
      <ButtonLink to="/login" state={{ from: '/profile' }} size="lg">
        {t('profile.login.button')}
      </ButtonLink>
    </StatusView>
  )
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useT()
  return (
    <StatusView
      tone="error"
      icon={<AlertTriangle aria-hidden="true" className="h-6 w-6" />}
      title={t('profile.error.title')}
    >
      <p role="alert" className="text-ink-soft">
        {t('profile.error.text')}
      </p>
      <Button onClick={onRetry} disabled={retrying} size="lg">
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {retrying ? t('profile.retrying') : t('profile.retry')}
      </Button>
    </StatusView>
  )
}

function NoProfile({ uid }: { uid: string }) {
  const { t } = useT()
  const autoFill = useAutoFillProfile(uid)
  const create = () =>
    autoFill.mutate(undefined, {
      onSuccess: () => toast.success(say('profile.autofilled')),
      onError: () => toast.error(say('profile.autofill.failed')),
    })
  return (
    <StatusView
      icon={<UserRoundPlus aria-hidden="true" className="h-6 w-6" />}
      title={t('profile.create.title')}
    >
      <div className="text-ink-soft">{t('profile.create.text')}</div>
      <Button onClick={create} disabled={autoFill.isPending} size="lg">
        {autoFill.isPending ? t('profile.creating') : t('profile.create.button')}
      </Button>
    </StatusView>
  )
}

function ProfileSkeleton() {
  const { t } = useT()
  return (
    <div
      role="status"
      aria-label={t('profile.loading')}
      className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start"
    >
      <div className={`${cardClass} flex flex-col items-center gap-4 p-6`}>
        <Skeleton className="h-28 w-28 rounded-full!" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-52" />
        <Skeleton className="mt-2 h-2.5 w-full" />
        <Skeleton className="h-11 w-full rounded-full!" />
      </div>
      <div className="flex flex-col gap-6">
        {[0, 1, 2].map((i) => (
          <div key={i} className={`${cardClass} flex flex-col gap-5 p-7`}>
            <Skeleton className="h-7 w-56" />
            <div className="grid gap-5 sm:grid-cols-2">
              {[0, 1, 2, 3].map((j) => (
                <Skeleton key={j} className="h-10 w-full" />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}

export function LoadedProfile({ uid, profile }: { uid: string; profile: Profile }) {
  const { user } = useSession()
  const { t, lang } = useT()
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const update = useUpdateProfile(uid)
  const form = useZodForm(profileFormSchema, { defaultValues: toProfileFormValues(profile) })
  const serverError = form.formState.errors.root?.server?.message
  const live = useWatch({ control: form.control })
  // Edits differ from the profile the form started from, while the form is open (Cancel and a save close it):
  // leaving the page asks first (decision record 028).
  useUnsavedChanges(editing && form.formState.isDirty)

  const cancelledEdits = useRef(false)
  const startEditing = () => {
    // docs/product.md, States and transitions: Cancel does not reset the edits, so editing again carries on from them; otherwise the form
    // starts from the saved profile.
    if (!cancelledEdits.current) form.reset(toProfileFormValues(profile))
    cancelledEdits.current = false
    form.clearErrors(FORM_MESSAGE)
    setEditing(true)
  }
  const cancelEditing = () => {
    cancelledEdits.current = true
    stopEditing()
  }
  const stopEditing = () => {
    setEditing(false)
    requestAnimationFrame(() => editButton.current?.focus())
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(toProfileUpdate(values))
      toast.success(say('profile.updated'))
      stopEditing()
    } catch (err) {
      // A field the server refused goes under that field (decision 037); another 400 is said at the top, in the
      // server's words; anything else is a toast.
      applyServerError(form, err, {
        message: (e) => {
          if (e instanceof ApiError && e.status === 400) return e.message
          toast.error(say('profile.update.failed'))
          return undefined
        },
      })
    }
  })

  const completion = editing ? profileCompletion(live) : profile.completion_percentage
  const missing = missingCompletionFields(editing ? live : profile, lang)
  const name = profileDisplayName(profile, lang)

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
      <section
        aria-label={t('profile.summary')}
        className={`${cardClass} flex flex-col gap-5 p-6 sm:p-7 lg:sticky lg:top-24`}
      >
        <AvatarUpload uid={uid} name={name} src={profile.profile_picture_url} />
        <div className="flex flex-col items-center gap-1 text-center">
          <p className="font-serif text-2xl font-semibold text-leaf-deep">{name}</p>
          <p className="text-sm text-ink-soft [overflow-wrap:anywhere]">{profile.email || user?.email}</p>
        </div>
        {!profile.email && !user?.email && <AddEmail />}
        <CompletionBar value={completion} missing={missing} />
        {!editing && (
          <button
            ref={editButton}
            type="button"
            onClick={startEditing}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('profile.edit')}
          </button>
        )}
      </section>
      <div className="min-w-0">
        {editing ? (
          <ProfileEditForm
            form={form}
            saving={update.isPending}
            serverError={serverError}
            onSubmit={onSubmit}
            onCancel={cancelEditing}
          />
        ) : (
          <ProfileView profile={profile} />
        )}
      </div>
    </div>
  )
}
