// One form for a new or an existing recipe, checked by the server's own contract before it is sent.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { recipeCreateInput, recipeUpdateInput } from '#domain/contracts/admin-catalogue.ts'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { CATEGORY_VALUES } from '#domain/messages.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import {
  ListState,
  PageHeader,
  panelClass,
  TextField,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { useNavigate, useParams, useUnsavedChanges } from '#web/lib/router.tsx'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { createRecipe, recipeQuery, updateRecipe } from '../api/recipes.ts'
import { type Draft, fromRecipe, toInput } from '../model/recipe-draft.ts'
import { RecipePicture } from './recipe-picture.tsx'

export function RecipeFormPage() {
  const { id } = useParams()
  const recipe = useQuery(recipeQuery(id))
  if (id !== undefined && !recipe.data)
    return <ListState loading={recipe.isPending} error={recipe.error} empty={false} emptyText="" />
  return <RecipeForm key={id ?? 'new'} recipe={recipe.data} />
}

function RecipeForm({ recipe }: { recipe?: Recipe }) {
  const creating = !recipe
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState(() => fromRecipe(recipe))
  // What the form loaded, or last saved: it has unsaved changes while the draft differs (decision record 028).
  const [loaded, setLoaded] = useState(draft)
  const { release } = useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(loaded))
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value })
  const save = useMutation({
    mutationFn: ({ input }: { input: ReturnType<typeof toInput>; sent: Draft }) =>
      creating ? createRecipe(input) : updateRecipe(recipe.id, input),
    onSuccess: ({ data }, { sent }) => {
      setServerError(null)
      setLoaded(sent)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      toast.success(creating ? `${data.title} added to the shop` : 'Saved. The shop shows it now.')
      if (creating) {
        release()
        navigate(`/admin/recipes/${data.id}`, { replace: true })
      }
    },
    onError: (err) => setServerError(err.message),
  })
  function submit(e: FormEvent) {
    e.preventDefault()
    const input = toInput(draft)
    const parsed = (creating ? recipeCreateInput : recipeUpdateInput).safeParse(input)
    if (!parsed.success) {
      const found: Partial<Record<keyof Draft, string>> = {}
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Draft
        found[key] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    save.mutate({ input, sent: draft })
  }
  const area = (key: keyof Draft, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[key]} className="sm:col-span-2">
      {(a11y) => (
        <textarea
          {...a11y}
          rows={4}
          className={`${inputClass} h-auto py-3`}
          value={draft[key]}
          onChange={(e) => set(key)(e.target.value)}
        />
      )}
    </Field>
  )
  return (
    <>
      <PageHeader
        title={creating ? 'Add a recipe' : recipe.title || recipe.name}
        intro={
          creating ? 'It appears in the shop as soon as it is saved.' : `#${recipe.id} · ${recipe.recipe_id}`
        }
        actions={
          !creating && (
            <ButtonLink variant="secondary" to={`/recipes/${recipe.id}`} target="_blank">
              View in shop
            </ButtonLink>
          )
        }
      />
      <form onSubmit={submit} noValidate className={`${panelClass} grid max-w-4xl gap-4 sm:grid-cols-2`}>
        {serverError && (
          <p role="alert" className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error sm:col-span-2">
            {serverError}
          </p>
        )}
        <TextField label="Name" required value={draft.name} onChange={set('name')} error={errors.name} />
        <TextField label="Title" required value={draft.title} onChange={set('title')} error={errors.title} />
        <Field label="Category" required error={errors.category}>
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={draft.category}
              onChange={(e) => set('category')(e.target.value)}
            >
              {CATEGORY_VALUES.recipes.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Difficulty" error={errors.difficulty}>
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={draft.difficulty}
              onChange={(e) => set('difficulty')(e.target.value)}
            >
              {['Easy', 'Medium', 'Hard'].map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Preparation time"
          required
          value={draft.prep_time}
          onChange={set('prep_time')}
          error={errors.prep_time}
          hint="'20 mins'"
        />
        <TextField
          label="Servings"
          inputMode="numeric"
          value={draft.servings}
          onChange={set('servings')}
          error={errors.servings}
        />
        <TextField
          label="Image"
          className="sm:col-span-2"
          value={draft.image}
          onChange={set('image')}
          error={errors.image}
          hint={
            creating
              ? 'A path on the shop (/images/recipes/…) or an https address. To upload a picture instead, add the recipe first: the upload is offered here after the first save.'
              : 'A path on the shop (/images/recipes/…) or an https address, or upload a picture below'
          }
        />
        {!creating && (
          <RecipePicture
            recipe={recipe}
            onUploaded={(image) => {
              // the upload saved the picture on the recipe: not an unsaved change
              setDraft((d) => ({ ...d, image }))
              setLoaded((d) => ({ ...d, image }))
            }}
          />
        )}
        {area('description', 'Short description')}
        {area('longDescription', 'Long description')}
        {area('ingredients', 'Ingredients', 'One per line')}
        {area('instructions', 'Steps', 'One per line, in order')}
        {area('pro_tips', 'Tips', 'One per line')}
        <TextField
          label="Tags"
          className="sm:col-span-2"
          value={draft.tags}
          onChange={set('tags')}
          error={errors.tags}
          hint="Separated by commas"
        />
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : creating ? 'Add recipe' : 'Save changes'}
          </Button>
          <ButtonLink variant="ghost" to="/admin/recipes">
            Back to recipes
          </ButtonLink>
        </div>
      </form>
    </>
  )
}
