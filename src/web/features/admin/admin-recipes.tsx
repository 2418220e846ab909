// Recipes in the back office: the list and one form for a new or an existing recipe, checked by the server's
// own contract before it is sent.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { recipeCreateInput, recipeUpdateInput } from '../../../domain/contracts/admin.ts'
import type { Recipe } from '../../../domain/contracts/catalogue.ts'
import { CATEGORY_VALUES } from '../../../domain/messages.ts'
import { Button, ButtonLink, buttonClass } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { Field, inputClass } from '../../ui/field.tsx'
import { toast } from '../../ui/toast.tsx'
import { adminApi } from './admin-api.ts'
import {
  ListState,
  PageHeader,
  panelClass,
  Table,
  TextField,
  tdClass,
  thClass,
  wideOnly,
} from './admin-ui.tsx'

export function RecipesPage() {
  const list = useQuery({
    queryKey: ['admin', 'recipes'],
    queryFn: () => adminApi.get<{ data: Recipe[] }>('/recipes').then((r) => r.data),
  })
  return (
    <>
      <PageHeader
        title="Recipes"
        intro="What shoppers cook with the powders. Changes show in the shop at once."
        actions={<ButtonLink to="/admin/recipes/new">Add a recipe</ButtonLink>}
      />
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={list.data?.length === 0}
        emptyText="No recipes yet."
      />
      {list.data && list.data.length > 0 && (
        <Table caption="Recipes">
          <thead>
            <tr>
              <th className={thClass}>Recipe</th>
              <th className={thClass}>Category</th>
              <th className={`${thClass} ${wideOnly}`}>Time</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((r) => (
              <tr key={r.id}>
                <td className={tdClass}>
                  <Link
                    to={`/admin/recipes/${r.id}`}
                    className="font-semibold text-leaf-deep hover:underline"
                  >
                    {r.title || r.name}
                  </Link>
                  <span className="block text-xs text-ink-soft">{r.recipe_id}</span>
                </td>
                <td className={tdClass}>{r.category}</td>
                <td className={`${tdClass} ${wideOnly}`}>{r.prep_time}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  )
}

interface Draft {
  name: string
  title: string
  category: string
  prep_time: string
  servings: string
  difficulty: string
  image: string
  description: string
  longDescription: string
  ingredients: string
  instructions: string
  pro_tips: string
  tags: string
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

function toInput(d: Draft) {
  return {
    name: d.name,
    title: d.title,
    category: d.category,
    prep_time: d.prep_time,
    servings: Number(d.servings),
    difficulty: d.difficulty,
    image: d.image,
    description: d.description,
    longDescription: d.longDescription,
    ingredients: linesOf(d.ingredients),
    instructions: linesOf(d.instructions),
    pro_tips: linesOf(d.pro_tips),
    tags: d.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  }
}

function fromRecipe(r?: Recipe): Draft {
  return {
    name: r?.name ?? '',
    title: r?.title ?? '',
    category: r?.category ?? 'Breakfast',
    prep_time: r?.prep_time ?? '10 mins',
    servings: String(r?.servings ?? 2),
    difficulty: r?.difficulty ?? 'Easy',
    image: r?.image ?? '',
    description: r?.description ?? '',
    longDescription: r?.longDescription ?? '',
    ingredients: (r?.ingredients ?? []).join('\n'),
    instructions: (r?.instructions ?? []).join('\n'),
    pro_tips: (r?.pro_tips ?? []).join('\n'),
    tags: (r?.tags ?? []).join(', '),
  }
}

export function RecipeFormPage() {
  const { id } = useParams()
  const recipe = useQuery({
    queryKey: ['admin', 'recipe', id],
    queryFn: () => adminApi.get<{ data: Recipe }>(`/recipes/${id}`).then((r) => r.data),
    enabled: id !== undefined,
  })
  if (id !== undefined && !recipe.data)
    return <ListState loading={recipe.isPending} error={recipe.error} empty={false} emptyText="" />
  return <RecipeForm key={id ?? 'new'} recipe={recipe.data} />
}

function RecipeForm({ recipe }: { recipe?: Recipe }) {
  const creating = !recipe
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState(() => fromRecipe(recipe))
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value })
  const save = useMutation({
    mutationFn: (input: ReturnType<typeof toInput>) =>
      creating
        ? adminApi.post<{ data: Recipe }>('/recipes', input)
        : adminApi.patch<{ data: Recipe }>(`/recipes/${recipe.id}`, input),
    onSuccess: ({ data }) => {
      setServerError(null)
      void queryClient.invalidateQueries({ queryKey: ['admin'] })
      toast.success(creating ? `${data.title} added to the shop` : 'Saved. The shop shows it now.')
      if (creating) navigate(`/admin/recipes/${data.id}`, { replace: true })
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
    save.mutate(input)
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
          <RecipePicture recipe={recipe} onUploaded={(image) => setDraft((d) => ({ ...d, image }))} />
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

/**
 * The recipe's picture as the shop shows it, and an upload that replaces it at once: the shop re-encodes it (as
 * product pictures) and deletes the upload it replaces. Only for a saved recipe (the files are named by its id).
 */
function RecipePicture({ recipe, onUploaded }: { recipe: Recipe; onUploaded: (image: string) => void }) {
  const queryClient = useQueryClient()
  const inputId = useId()
  const hintId = useId()
  const [error, setError] = useState<string | null>(null)
  const upload = useMutation({
    mutationFn: (file: File) =>
      adminApi.upload<{ data: Recipe }>(`/recipes/${recipe.id}/image`, 'image', file),
    onSuccess: ({ data }) => {
      setError(null)
      onUploaded(data.image)
      queryClient.setQueryData(['admin', 'recipe', String(recipe.id)], data)
      void queryClient.invalidateQueries({ queryKey: ['admin'] })
      toast.success('Picture uploaded. The shop shows it now.')
    },
    onError: (err) => setError(err.message),
  })
  const name = recipe.title || recipe.name
  return (
    <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
      {recipe.image ? (
        <img
          src={recipe.image}
          alt={`${name}, as the shop shows it`}
          className="h-24 w-24 rounded-lg border border-line bg-sand object-cover"
        />
      ) : (
        <p className="flex h-24 w-24 items-center justify-center rounded-lg border border-line bg-sand p-2 text-center text-xs text-ink-soft">
          No picture yet
        </p>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="peer sr-only"
            aria-describedby={hintId}
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) upload.mutate(file)
            }}
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonClass('secondary', 'md', 'cursor-pointer'),
              'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-turmeric',
              upload.isPending && 'pointer-events-none opacity-60',
            )}
          >
            Upload picture
          </label>
        </div>
        <p id={hintId} className="text-xs text-ink-soft">
          JPEG, PNG, WebP or AVIF. It replaces the current picture in the shop at once.
        </p>
        {upload.isPending && (
          <p role="status" className="text-sm text-ink-soft">
            Uploading…
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-lg bg-error-soft px-3 py-2 text-sm text-error">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
