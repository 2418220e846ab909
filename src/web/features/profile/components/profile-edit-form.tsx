import { Loader2 } from 'lucide-react'
import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { CART_REMINDER_CHOICES, GENDERS, LANGUAGES } from '#domain/profile.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { Field, inputClass, SelectChevron } from '#web/ui/field.tsx'
import {
  CART_REMINDER_LABELS,
  GENDER_KEYS,
  latestBirthDate,
  ownLanguageName,
  type ProfileFormValues,
} from '../model/profile-form.ts'
import { SectionCard } from './profile-sections.tsx'
import '#web/lib/i18n/messages/profile.en.ts'

const grid = 'grid gap-5 sm:grid-cols-2'
const BIO_MAX = 500

/**
 * docs/product.md (Routes and screens, States and transitions: Profile in edit mode): the three sections as a form; required marks on first name, phone,
 * address line 1, city and PIN code. Cancel goes back to view mode; Save Changes sends the form.
 */
export function ProfileEditForm({
  form,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: {
  form: UseFormReturn<ProfileFormValues>
  saving: boolean
  serverError?: string
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>
  onCancel: () => void
}) {
  const { t } = useT()
  const { register, formState } = form
  const errors = formState.errors
  const bioLength = form.watch('bio')?.length ?? 0

  // 'Fields marked * are required.': the star where the language puts it
  const [before = '', after = ''] = t('profile.form.required').split('{star}')

  // Entering edit mode puts the cursor in the first field.
  useEffect(() => {
    form.setFocus('first_name')
  }, [form])

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('profile.form.label')}
      className="flex flex-col gap-6"
    >
      {serverError && (
        <p
          role="alert"
          className="rounded-[var(--radius-card)] border border-error/30 bg-error-soft px-4 py-3 text-sm font-medium text-ink"
        >
          {serverError}
        </p>
      )}
      <p className="text-sm text-ink-soft">
        {before}
        <span aria-hidden="true" className="text-error">
          *
        </span>
        <span className="sr-only">{t('profile.form.star')}</span>
        {after}
      </p>

      <SectionCard section="personal">
        <div className={grid}>
          <Field label={t('profile.field.first.name')} required error={errors.first_name?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('first_name')}
                autoComplete="given-name"
                maxLength={50}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('profile.field.last.name')} error={errors.last_name?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('last_name')}
                autoComplete="family-name"
                maxLength={50}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label={t('profile.field.phone')}
            required
            hint={t('profile.field.phone.hint')}
            error={errors.phone?.message}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...register('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="98480 12345"
                // '(+91) 98765-43210' and '0091 98765 43210' whole (decision 016); stored as the 10 digits
                maxLength={20}
                className={cn(inputClass, 'tabular')}
              />
            )}
          </Field>
          <Field label={t('profile.field.birth')} error={errors.date_of_birth?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('date_of_birth')}
                type="date"
                autoComplete="bday"
                min="1905-01-01"
                max={latestBirthDate()}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('profile.field.gender')} error={errors.gender?.message}>
            {(a11y) => (
              <div className="relative">
                <select {...a11y} {...register('gender')} className={cn(inputClass, 'appearance-none pr-10')}>
                  <option value="">{t('profile.field.gender.choose')}</option>
                  {GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {t(GENDER_KEYS[g])}
                    </option>
                  ))}
                </select>
                <SelectChevron />
              </div>
            )}
          </Field>
          <Field
            label={t('profile.field.bio')}
            className="sm:col-span-2"
            hint={t('profile.field.bio.count', { count: String(bioLength), max: String(BIO_MAX) })}
            error={errors.bio?.message}
          >
            {(a11y) => (
              <textarea
                {...a11y}
                {...register('bio')}
                rows={4}
                maxLength={BIO_MAX}
                placeholder={t('profile.field.bio.placeholder')}
                className={cn(inputClass, 'h-auto min-h-28 resize-y py-3 leading-relaxed')}
              />
            )}
          </Field>
        </div>
      </SectionCard>

      <SectionCard section="address">
        <div className={grid}>
          <Field
            label={t('profile.field.address1')}
            required
            className="sm:col-span-2"
            error={errors.address_line_1?.message}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...register('address_line_1')}
                autoComplete="address-line1"
                placeholder={t('profile.field.address1.placeholder')}
                maxLength={120}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label={t('profile.field.address2')}
            className="sm:col-span-2"
            error={errors.address_line_2?.message}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...register('address_line_2')}
                autoComplete="address-line2"
                placeholder={t('profile.field.address2.placeholder')}
                maxLength={120}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('profile.field.city')} required error={errors.city?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('city')}
                autoComplete="address-level2"
                maxLength={60}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('profile.field.state')} error={errors.state?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('state')}
                autoComplete="address-level1"
                maxLength={60}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('profile.field.pincode')} required error={errors.pincode?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('pincode')}
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="500028"
                maxLength={6}
                className={cn(inputClass, 'tabular')}
              />
            )}
          </Field>
          <Field label={t('profile.field.country')} error={errors.country?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('country')}
                autoComplete="country-name"
                maxLength={60}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      </SectionCard>

      <SectionCard section="additional">
        <div className={grid}>
          <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-parchment/60 p-4 text-sm text-ink sm:col-span-2">
            <input
              type="checkbox"
              {...register('newsletter_subscribed')}
              className="mt-0.5 h-[1.125rem] w-[1.125rem] shrink-0 rounded accent-leaf"
            />
            <span>
              <span className="block font-semibold">{t('profile.newsletter.subscribe')}</span>
              <span className="block text-ink-soft">{t('profile.newsletter.text')}</span>
            </span>
          </label>
          <Field label={t('profile.field.language')} error={errors.preferred_language?.message}>
            {(a11y) => (
              <div className="relative">
                <select
                  {...a11y}
                  {...register('preferred_language')}
                  className={cn(inputClass, 'appearance-none pr-10')}
                >
                  {LANGUAGES.map((l) => (
                    <option key={l.code} value={l.code}>
                      {ownLanguageName(l.code)}
                    </option>
                  ))}
                </select>
                <SelectChevron />
              </div>
            )}
          </Field>
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold text-ink">{t('profile.reminders.legend')}</legend>
            <p className="text-sm text-ink-soft">{t('profile.reminders.text')}</p>
            <div className="flex flex-wrap gap-2">
              {CART_REMINDER_CHOICES.map((choice) => (
                <label
                  key={choice}
                  className="flex cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm text-ink has-[:checked]:border-leaf has-[:checked]:bg-leaf-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-leaf"
                >
                  <input
                    type="radio"
                    value={choice}
                    {...register('cart_reminders')}
                    className="h-4 w-4 accent-[var(--color-leaf)]"
                  />
                  {t(CART_REMINDER_LABELS[choice])}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </SectionCard>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col-reverse gap-3 border-t border-line bg-parchment/95 px-4 py-4 backdrop-blur-sm sm:static sm:mx-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
        <Button variant="secondary" size="lg" onClick={onCancel} disabled={saving}>
          {t('profile.form.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={saving}>
          {saving && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {saving ? t('profile.form.saving') : t('profile.form.save')}
        </Button>
      </div>
    </form>
  )
}
