// The product categories (decision 051): add, rename, move up or down, hide or show, delete an empty one. Each
// change names the version the screen shows; when someone changed the category meanwhile the server refuses it
// (409), the screen says so, reads the latest, and keeps what the person typed.
import { useMutation, useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import type { AdminCategory } from '#domain/contracts/admin-categories.ts'
import { CATEGORY_NAME_MAX } from '#domain/contracts/admin-categories.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import {
  ListState,
  PageHeader,
  Pill,
  panelClass,
  TextField,
  useInvalidate,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { LanguageTabs } from '#web/features/admin/shell/components/language-tabs.tsx'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { categoriesQuery, createCategory, deleteCategory, updateCategory } from '../api/categories.ts'
import { productsCatalogueTexts } from '../texts-catalogue.en.ts'

const say = adminSay(productsCatalogueTexts)

export function CategoriesPage({ canEdit = true }: { canEdit?: boolean }) {
  const list = useQuery(categoriesQuery())
  const invalidate = useInvalidate()
  const [name, setName] = useState('')
  const [addError, setAddError] = useState<string | null>(null)
  const add = useMutation({
    mutationFn: () => createCategory(name),
    onSuccess: ({ data }) => {
      setName('')
      setAddError(null)
      toast.success(say('categories.toast.added', { name: data.name }))
      void invalidate()
    },
    onError: (e) => setAddError(e.message),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (name.trim() === '') return setAddError(adminMessages.categoryNameRequired)
    add.mutate()
  }
  const rows = list.data ?? []
  return (
    <>
      <PageHeader title={say('categories.title')} intro={say('categories.intro')} />
      {canEdit && (
        <form onSubmit={submit} className={`${panelClass} mb-6 flex flex-wrap items-end gap-3`} noValidate>
          <TextField
            label={say('categories.new')}
            value={name}
            onChange={(v) => {
              setName(v)
              setAddError(null)
            }}
            maxLength={CATEGORY_NAME_MAX + 10}
            error={addError ?? undefined}
            className="min-w-0 flex-1 basis-56"
            placeholder={say('categories.new.placeholder')}
          />
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? say('categories.adding') : say('categories.add')}
          </Button>
        </form>
      )}
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={say('categories.empty')}
        onRetry={() => void list.refetch()}
      />
      {rows.length > 0 && (
        <ol aria-label={say('categories.list')} className="flex flex-col gap-3">
          {rows.map((c, i) => (
            <CategoryRow
              key={c.id}
              category={c}
              first={i === 0}
              last={i === rows.length - 1}
              canEdit={canEdit}
              onChanged={() => void invalidate()}
            />
          ))}
        </ol>
      )}
    </>
  )
}

const moveClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-leaf-deep hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-leaf'

function CategoryRow({
  category: c,
  first,
  last,
  canEdit,
  onChanged,
}: {
  category: AdminCategory
  first: boolean
  last: boolean
  canEdit: boolean
  onChanged: () => void
}) {
  const [renaming, setRenaming] = useState<string | null>(null)
  // the category's name in the shop's other languages (decision 059), opened under the row
  const [translating, setTranslating] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const change = useMutation({
    mutationFn: (patch: { name?: string; hidden?: boolean; position?: number }) =>
      updateCategory(c.id, patch, c.version),
    onSuccess: ({ data }, patch) => {
      setError(null)
      if (patch.name !== undefined) {
        setRenaming(null)
        toast.success(say('category.toast.renamed', { name: data.name, count: String(data.product_count) }))
      } else if (patch.hidden !== undefined)
        toast.success(
          data.hidden
            ? say('category.toast.hidden', { name: data.name })
            : say('category.toast.shown', { name: data.name }),
        )
      onChanged()
    },
    // a stale version (someone changed it meanwhile) or a refusal: said here; the list reads the latest, and a
    // name being typed stays in its box
    onError: (e) => {
      setError(e.message)
      onChanged()
    },
  })
  const remove = useMutation({
    mutationFn: () => deleteCategory(c.id),
    onSuccess: () => {
      toast.success(say('category.toast.deleted', { name: c.name }))
      onChanged()
    },
    onError: (e) => setError(e.message),
  })
  const busy = change.isPending || remove.isPending
  const rename = (e: FormEvent) => {
    e.preventDefault()
    if (renaming === null) return
    if (renaming.trim() === '') return setError(adminMessages.categoryNameRequired)
    change.mutate({ name: renaming })
  }
  return (
    <li className={`${panelClass} flex items-start gap-3 sm:gap-4`} aria-label={c.name}>
      {/* its place in the order, with the buttons that move it */}
      <div className="-my-1 flex shrink-0 flex-col items-center">
        {canEdit && (
          <button
            type="button"
            className={moveClass}
            aria-label={say('category.up', { name: c.name })}
            disabled={first || busy}
            onClick={() => change.mutate({ position: c.position - 1 })}
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
        <span className="py-0.5 text-sm font-semibold text-ink-soft tabular" aria-hidden="true">
          {c.position}
        </span>
        {canEdit && (
          <button
            type="button"
            className={moveClass}
            aria-label={say('category.down', { name: c.name })}
            disabled={last || busy}
            onClick={() => change.mutate({ position: c.position + 1 })}
          >
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <div className="min-w-0 flex-1 basis-48">
            {renaming === null ? (
              <p className="flex flex-wrap items-center gap-2">
                <span className="text-base font-semibold">{c.name}</span>
                {c.hidden && <Pill tone="grey">{say('category.hidden')}</Pill>}
              </p>
            ) : (
              <form onSubmit={rename} className="flex flex-wrap items-center gap-2" noValidate>
                <label className="sr-only" htmlFor={`rename-${c.id}`}>
                  {say('category.new.name', { name: c.name })}
                </label>
                <input
                  id={`rename-${c.id}`}
                  className={`${inputClass} max-w-xs`}
                  value={renaming}
                  maxLength={CATEGORY_NAME_MAX + 10}
                  onChange={(e) => setRenaming(e.target.value)}
                />
                <Button type="submit" size="sm" disabled={busy}>
                  {change.isPending ? say('category.saving') : say('category.save')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setRenaming(null)
                    setError(null)
                  }}
                >
                  {say('category.cancel')}
                </Button>
                {c.hidden && <Pill tone="grey">{say('category.hidden')}</Pill>}
              </form>
            )}
            <p className="text-sm text-ink-soft">
              {say('category.products', {
                count: String(c.product_count),
                path: `/products/category/${c.slug}`,
              })}
            </p>
          </div>
          {canEdit && renaming === null && (
            <div className="flex flex-wrap items-center gap-2">
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => setRenaming(c.name)}>
                {say('category.rename')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={translating}
                onClick={() => setTranslating((v) => !v)}
              >
                {say('category.languages')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => change.mutate({ hidden: !c.hidden })}
              >
                {c.hidden ? say('category.show') : say('category.hide')}
              </Button>
              {c.product_count > 0 ? (
                // the shop refuses it (decision 051): said at once, without asking
                <Button
                  size="sm"
                  variant="danger"
                  disabled={busy}
                  onClick={() => setError(adminMessages.categoryHasProducts(c.name, c.product_count))}
                >
                  {say('category.delete')}
                </Button>
              ) : (
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="danger" disabled={busy}>
                      {say('category.delete')}
                    </Button>
                  }
                  title={say('category.delete.title', { name: c.name })}
                  description={say('category.delete.description')}
                  confirmLabel={say('category.delete.confirm')}
                  onConfirm={() => remove.mutate()}
                />
              )}
            </div>
          )}
        </div>
        {error && (
          <p role="alert" className="rounded-lg bg-error-soft px-3 py-2 text-sm text-error">
            {error}
          </p>
        )}
        {translating && (
          <LanguageTabs kind="category" id={c.id}>
            <p className="text-sm text-ink-soft">{say('category.languages.intro', { name: c.name })}</p>
          </LanguageTabs>
        )}
      </div>
    </li>
  )
}
