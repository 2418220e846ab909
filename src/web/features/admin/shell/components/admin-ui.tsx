// Small pieces the back office's pages share: page header, panels, tables, status notes, pagination.
import { useQueryClient } from '@tanstack/react-query'
import type { InputHTMLAttributes, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '#web/ui/cn.ts'
import { Field, inputClass } from '#web/ui/field.tsx'
import { adminSay } from '../admin-texts.ts'
import { shellTexts } from '../texts.en.ts'

const say = adminSay(shellTexts)

export const panelClass = 'rounded-2xl border border-line bg-white p-5 sm:p-6'

export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: string
  intro?: string
  actions?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        {intro && <p className="mt-1 max-w-2xl text-sm text-ink-soft">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  )
}

/** Loading, empty and error states of a back-office list, worded for staff. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
}: {
  loading: boolean
  error: Error | null
  empty: boolean
  emptyText: string
  onRetry?: () => void
}) {
  if (loading)
    return (
      <p role="status" className="py-10 text-center text-sm text-ink-soft">
        {say('list.loading')}
      </p>
    )
  if (error)
    return (
      <div
        role="alert"
        className="my-4 rounded-xl border border-error/30 bg-error-soft p-4 text-sm text-error"
      >
        {error.message}
        {onRetry && (
          <button type="button" onClick={onRetry} className="ml-3 font-semibold underline">
            {say('list.retry')}
          </button>
        )}
      </div>
    )
  if (empty) return <p className="py-10 text-center text-sm text-ink-soft">{emptyText}</p>
  return null
}

/** A table; on a phone it fits the screen (mark the columns that can wait `hidden sm:table-cell`) unless `wide`. */
export function Table({
  children,
  caption,
  wide = false,
}: {
  children: ReactNode
  caption: string
  wide?: boolean
}) {
  return (
    // Scrolls sideways on a phone: reachable and named for keyboard and screen-reader users.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the keyboard can scroll it
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-leaf/40"
    >
      <table
        className={cn(
          'w-full border-collapse text-left text-sm',
          wide ? 'min-w-[640px]' : 'sm:min-w-[640px]',
        )}
      >
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  )
}

/**
 * A back-office list: its loading, error and empty states (ListState), then, once it has rows, its table with
 * the header cells `head` and a row of `row` for each.
 */
export function AdminList<T>({
  loading,
  error,
  rows,
  emptyText,
  caption,
  wide,
  head,
  row,
  onRetry,
}: {
  loading: boolean
  error: Error | null
  /** undefined until the list has come */
  rows: readonly T[] | undefined
  emptyText: string
  caption: string
  wide?: boolean
  head: ReactNode
  row: (item: T) => ReactNode
  onRetry?: () => void
}) {
  return (
    <>
      <ListState
        loading={loading}
        error={error}
        empty={rows?.length === 0}
        emptyText={emptyText}
        onRetry={onRetry}
      />
      {rows && rows.length > 0 && (
        <Table caption={caption} wide={wide}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{rows.map(row)}</tbody>
        </Table>
      )}
    </>
  )
}

export const thClass =
  'border-b border-line bg-sand/60 px-3 py-3 text-xs font-semibold uppercase tracking-wide text-ink-soft sm:px-4'
export const tdClass = 'border-b border-line/70 px-3 py-3 align-top sm:px-4'
/** columns a phone can do without */
export const wideOnly = 'hidden sm:table-cell'

/** A column header that sorts: says its direction to screen readers (aria-sort). */
export function SortHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string
  field: string
  sort: string
  onSort: (sort: string) => void
}) {
  const active = sort === field || sort === `-${field}`
  const descending = sort === `-${field}`
  return (
    <th className={thClass} aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className="inline-flex items-center gap-1 uppercase hover:text-leaf-deep"
        onClick={() => onSort(active && !descending ? `-${field}` : field)}
      >
        {label}
        <span aria-hidden="true">{active ? (descending ? '↓' : '↑') : '↕'}</span>
      </button>
    </th>
  )
}

/** Page links under a list, from the reply's pagination (nothing until it has come). */
export function Pager({
  pagination,
  onPage,
}: {
  pagination?: { page: number; total_pages: number; total: number }
  onPage: (page: number) => void
}) {
  if (!pagination) return null
  const { page, total_pages: totalPages, total } = pagination
  if (totalPages <= 1)
    return <p className="mt-3 text-xs text-ink-soft">{say('pager.total', { total: String(total) })}</p>
  return (
    <nav aria-label={say('pager.label')} className="mt-3 flex items-center justify-between gap-3 text-sm">
      <span className="text-ink-soft">
        {say('pager.position', { page: String(page), pages: String(totalPages), total: String(total) })}
      </span>
      <span className="flex gap-2">
        <button
          type="button"
          className="rounded-full border border-line px-3 py-1.5 disabled:opacity-50"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {say('pager.previous')}
        </button>
        <button
          type="button"
          className="rounded-full border border-line px-3 py-1.5 disabled:opacity-50"
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          {say('pager.next')}
        </button>
      </span>
    </nav>
  )
}

/**
 * A labelled text box: bound to a string (`value`, `onChange`), or a field of a `useZodForm` form
 * (`field={form.register(name)}`, decision 037).
 */
export function TextField({
  label,
  value,
  onChange,
  field,
  required,
  hint,
  error,
  className,
  ...input
}: {
  label: string
  value?: string
  onChange?: (value: string) => void
  field?: UseFormRegisterReturn
  required?: boolean
  hint?: string
  error?: string
  className?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'id' | 'name'>) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(a11y) => (
        <input
          {...a11y}
          {...input}
          className={inputClass}
          {...(field ?? { value, onChange: (e) => onChange?.(e.target.value) })}
        />
      )}
    </Field>
  )
}

export function Pill({
  tone,
  children,
}: {
  tone: 'green' | 'amber' | 'red' | 'grey' | 'blue'
  children: ReactNode
}) {
  const tones = {
    green: 'bg-success-soft text-success',
    amber: 'bg-turmeric-soft text-turmeric-deep',
    red: 'bg-error-soft text-error',
    grey: 'bg-sand text-ink-soft',
    blue: 'bg-info-soft text-info',
  }
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone])}>
      {children}
    </span>
  )
}

export { formatRupees as rupees } from '#domain/money.ts'

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

/** After a write: every back-office list and page reads again. */
export const useInvalidate = () => {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] })
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly (readonly [string, string])[]
  className?: string
}) {
  return (
    <Field label={label} className={className}>
      {(a11y) => (
        <select {...a11y} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
