// The picture of a saved recipe in the back office, and its upload.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { buttonClass } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { toast } from '#web/ui/toast.tsx'
import { recipeKeys } from '../api/query-keys.ts'
import { uploadRecipePicture } from '../api/recipes.ts'
import { recipesTexts } from '../texts.en.ts'

const say = adminSay(recipesTexts)

/**
 * The recipe's picture as the shop shows it, and an upload that replaces it at once: the shop re-encodes it (as
 * product pictures) and deletes the upload it replaces. Only for a saved recipe (the files are named by its id).
 */
export function RecipePicture({
  recipe,
  onUploaded,
}: {
  recipe: Recipe
  onUploaded: (image: string) => void
}) {
  const queryClient = useQueryClient()
  const inputId = useId()
  const hintId = useId()
  const [error, setError] = useState<string | null>(null)
  const upload = useMutation({
    mutationFn: (file: File) => uploadRecipePicture(recipe.id, file),
    onSuccess: ({ data }) => {
      setError(null)
      onUploaded(data.image)
      queryClient.setQueryData(recipeKeys.detail(String(recipe.id)), data)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      toast.success(say('picture.toast.uploaded'))
    },
    onError: (err) => setError(err.message),
  })
  const name = recipe.title || recipe.name
  return (
    <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
      {recipe.image ? (
        <img
          src={recipe.image}
          alt={say('picture.alt', { name })}
          className="h-24 w-24 rounded-lg border border-line bg-sand object-cover"
        />
      ) : (
        <p className="flex h-24 w-24 items-center justify-center rounded-lg border border-line bg-sand p-2 text-center text-xs text-ink-soft">
          {say('picture.none')}
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
            {say('picture.upload')}
          </label>
        </div>
        <p id={hintId} className="text-xs text-ink-soft">
          {say('picture.hint')}
        </p>
        {upload.isPending && (
          <p role="status" className="text-sm text-ink-soft">
            {say('picture.uploading')}
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
