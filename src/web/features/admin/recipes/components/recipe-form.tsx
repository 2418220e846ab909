// One form for a new or an existing recipe, checked by the server's own contract before it is sent (useZodForm,
// decision 037).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { type AdminRecipe, adminRecipeView } from '#domain/contracts/admin-catalogue.ts'
import { CATEGORY_VALUES } from '#domain/messages.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import {
  ListState,
  PageHeader,
  panelClass,
  TextField,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { LanguageTabs } from '#web/features/admin/shell/components/language-tabs.tsx'
import {
  changedMeanwhile,
  editedFields,
  latestOf,
  onlyEdited,
  StaleEditNotice,
} from '#web/features/admin/shell/components/stale-edit.tsx'
import { useNavigate, useParams, useUnsavedChanges } from '#web/lib/router.tsx'
import { applyServerError, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { createRecipe, recipeQuery, updateRecipe } from '../api/recipes.ts'
import { type Draft, fromRecipe, recipeForm, type toInput } from '../model/recipe-draft.ts'
import { recipesTexts } from '../texts.en.ts'
import { RecipePicture } from './recipe-picture.tsx'

const say = adminSay(recipesTexts)

/** The difficulties a recipe may have (the value the API takes) with their labels. */
const DIFFICULTIES = [
  ['Easy', say('difficulty.easy')],
  ['Medium', say('difficulty.medium')],
  ['Hard', say('difficulty.hard')],
] as const

/** The recipe's fields as the conflict notice names them (decision 040). */
const DRAFT_LABELS: Partial<Record<keyof Draft, string>> = {
  name: say('field.name'),
  title: say('field.title'),
  category: say('field.category'),
  prep_time: say('field.prep.time'),
  servings: say('field.servings'),
  difficulty: say('field.difficulty'),
  image: say('field.picture'),
  description: say('field.description'),
  longDescription: say('field.long.description'),
  ingredients: say('field.ingredients'),
  instructions: say('field.steps'),
  pro_tips: say('field.tips'),
  tags: say('field.tags'),
}

export function RecipeFormPage() {
  const { id } = useParams()
  const recipe = useQuery(recipeQuery(id))
  if (id !== undefined && !recipe.data)
    return <ListState loading={recipe.isPending} error={recipe.error} empty={false} emptyText="" />
  return <RecipeForm key={id ?? 'new'} recipe={recipe.data} />
}

function RecipeForm({ recipe }: { recipe?: AdminRecipe }) {
  const creating = !recipe
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const schema = useMemo(() => recipeForm(creating), [creating])
  // Unsaved changes while a value differs from what the form loaded, or last saved (decision record 028).
  const form = useZodForm(schema, { defaultValues: fromRecipe(recipe) })
  const { errors } = form.formState
  const { release } = useUnsavedChanges(form.formState.isDirty)
  const { dirtyFields } = form.formState
  // the recipe as the form was loaded, last saved or re-based: a save names its version (decision 040)
  const base = useRef(recipe)
  const [latest, setLatest] = useState<AdminRecipe | null>(null)
  const save = useMutation({
    mutationFn: ({ input }: { input: ReturnType<typeof toInput>; sent: Draft }) =>
      creating || !base.current
        ? createRecipe(input)
        : updateRecipe(base.current.id, { ...onlyEdited(input, dirtyFields), version: base.current.version }),
    onSuccess: ({ data }, { sent }) => {
      if (!creating) base.current = data
      setLatest(null)
      form.reset(sent, { keepValues: true })
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      toast.success(creating ? say('form.toast.added', { title: data.title }) : say('form.toast.saved'))
      if (creating) {
        release()
        navigate(`/admin/recipes/${data.id}`, { replace: true })
      }
    },
    onError: (err) => {
      // someone saved it since it was loaded: the edits stay, the notice shows what changed meanwhile
      const now = latestOf(adminRecipeView, err)
      if (now) return setLatest(now)
      // a line of a list the server refuses ('ingredients.2') is no box of the form: it is the form's message
      applyServerError(form, err)
    },
  })
  /** Takes the latest as the form's base with the person's changes on top, and saves (decision 040). */
  const applyToLatest = () => {
    if (!latest) return
    const mine = form.getValues()
    const edited = editedFields<keyof Draft>(dirtyFields)
    base.current = latest
    form.reset(fromRecipe(latest))
    for (const k of edited) form.setValue(k, mine[k], { shouldDirty: true })
    setLatest(null)
    void form.handleSubmit((input) => save.mutate({ input, sent: form.getValues() }))()
  }
  const area = (key: keyof Draft, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[key]?.message} className="sm:col-span-2">
      {(a11y) => (
        <textarea {...a11y} rows={4} className={`${inputClass} h-auto py-3`} {...form.register(key)} />
      )}
    </Field>
  )
  // the English form; another language's text is edited in its tab (decision 059)
  const english = (
    <form
      onSubmit={form.handleSubmit((input) => save.mutate({ input, sent: form.getValues() }))}
      noValidate
      className={`${panelClass} grid max-w-4xl gap-4 sm:grid-cols-2`}
    >
      {latest && base.current && (
        <StaleEditNotice
          message={adminMessages.staleEdit('recipe')}
          fields={changedMeanwhile(
            fromRecipe(base.current),
            fromRecipe(latest),
            form.getValues(),
            DRAFT_LABELS,
          )}
          onApply={applyToLatest}
          applying={save.isPending}
        />
      )}
      {errors.root?.server && (
        <p role="alert" className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error sm:col-span-2">
          {errors.root.server.message}
        </p>
      )}
      <TextField
        label={say('field.name')}
        required
        field={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={say('field.title')}
        required
        field={form.register('title')}
        error={errors.title?.message}
      />
      <Field label={say('field.category')} required error={errors.category?.message}>
        {(a11y) => (
          <select {...a11y} className={inputClass} {...form.register('category')}>
            {CATEGORY_VALUES.recipes.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label={say('field.difficulty')} error={errors.difficulty?.message}>
        {(a11y) => (
          <select {...a11y} className={inputClass} {...form.register('difficulty')}>
            {DIFFICULTIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={say('field.prep.time')}
        required
        field={form.register('prep_time')}
        error={errors.prep_time?.message}
        hint={say('hint.prep.time')}
      />
      <TextField
        label={say('field.servings')}
        inputMode="numeric"
        field={form.register('servings')}
        error={errors.servings?.message}
      />
      <TextField
        label={say('field.image')}
        className="sm:col-span-2"
        field={form.register('image')}
        error={errors.image?.message}
        hint={creating ? say('hint.image.new') : say('hint.image.saved')}
      />
      {!creating && (
        <RecipePicture
          recipe={recipe}
          onUploaded={(image) =>
            // the upload saved the picture on the recipe: not an unsaved change
            form.resetField('image', { defaultValue: image })
          }
        />
      )}
      {area('description', say('field.short.description'))}
      {area('longDescription', say('field.long.description'))}
      {area('ingredients', say('field.ingredients'), say('hint.one.per.line'))}
      {area('instructions', say('field.steps'), say('hint.steps'))}
      {area('pro_tips', say('field.tips'), say('hint.one.per.line'))}
      <TextField
        label={say('field.tags')}
        className="sm:col-span-2"
        field={form.register('tags')}
        error={errors.tags?.message}
        hint={say('hint.tags')}
      />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? say('form.saving') : creating ? say('form.add') : say('form.save')}
        </Button>
        <ButtonLink variant="ghost" to="/admin/recipes">
          {say('form.back')}
        </ButtonLink>
      </div>
    </form>
  )
  return (
    <>
      <PageHeader
        title={creating ? say('form.new.title') : recipe.title || recipe.name}
        intro={creating ? say('form.new.intro') : `#${recipe.id} · ${recipe.recipe_id}`}
        actions={
          !creating && (
            <ButtonLink variant="secondary" to={`/recipes/${recipe.id}`} target="_blank">
              {say('form.view')}
            </ButtonLink>
          )
        }
      />
      {creating ? (
        english
      ) : (
        <LanguageTabs kind="recipe" id={recipe.id}>
          {english}
        </LanguageTabs>
      )}
    </>
  )
}
