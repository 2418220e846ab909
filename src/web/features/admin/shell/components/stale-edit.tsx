// A save refused because someone else saved the record since the form loaded it (decision 040): the form keeps the
// person's edits, this notice says which fields changed meanwhile (theirs against the latest) and offers to apply
// the person's changes to the latest. Shared by every back-office edit form.
import type { z } from 'zod'
import { Button } from '#web/ui/button.tsx'
import { adminSay } from '../admin-texts.ts'
import { AdminApiError } from '../api/admin-client.ts'
import { shellTexts } from '../texts.en.ts'

const say = adminSay(shellTexts)

/** The record as it is now, from a 409 to a stale save, parsed by the view's contract; null for any other error. */
export function latestOf<S extends z.ZodType>(view: S, error: unknown): z.output<S> | null {
  if (!(error instanceof AdminApiError) || error.status !== 409 || error.current === undefined) return null
  const parsed = view.safeParse(error.current)
  return parsed.success ? parsed.data : null
}

/** The names of the fields the person changed, from react-hook-form's `dirtyFields`. */
export function editedFields<K extends string>(dirty: Partial<Record<K, unknown>>): K[] {
  return (Object.keys(dirty) as K[]).filter((k) => Boolean(dirty[k]))
}

/**
 * Of a save's body, only the fields the person changed (decision 040): a save never writes back a value the form
 * merely loaded. The form's fields are named as the body's.
 */
export function onlyEdited<T extends object>(input: T, dirty: Partial<Record<string, unknown>>): Partial<T> {
  const edited = new Set<string>(editedFields(dirty))
  return Object.fromEntries(Object.entries(input).filter(([k]) => edited.has(k))) as Partial<T>
}

/** A field someone else changed meanwhile: as the form shows it now (the person's) and as it is saved now. */
export interface ChangedField {
  name: string
  label: string
  yours: string
  latest: string
}

/**
 * The fields that changed between what the form loaded and the latest, as the form holds values: each with the
 * person's value (their edit, or what they loaded) and the latest.
 */
export function changedMeanwhile<V extends object>(
  loaded: V,
  latest: V,
  yours: V,
  labels: Partial<Record<keyof V & string, string>>,
): ChangedField[] {
  const show = (v: unknown) =>
    typeof v === 'boolean' ? (v ? say('stale.yes') : say('stale.no')) : String(v ?? '')
  return (Object.keys(labels) as (keyof V & string)[])
    .filter((k) => JSON.stringify(loaded[k]) !== JSON.stringify(latest[k]))
    .map((k) => ({ name: k, label: labels[k] ?? k, yours: show(yours[k]), latest: show(latest[k]) }))
}

export function StaleEditNotice({
  message,
  fields,
  onApply,
  applying,
}: {
  message: string
  fields: ChangedField[]
  onApply: () => void
  applying: boolean
}) {
  return (
    <section
      role="alert"
      aria-label={say('stale.label')}
      className="flex flex-col gap-3 rounded-lg border border-line bg-error-soft px-4 py-3 text-sm sm:col-span-2"
    >
      <p className="font-semibold text-error">{message}</p>
      {fields.length > 0 && (
        <table className="w-full text-left">
          <caption className="sr-only">{say('stale.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{say('stale.field')}</th>
              <th scope="col">{say('stale.yours')}</th>
              <th scope="col">{say('stale.latest')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f.name} data-testid={`changed-${f.name}`}>
                <th scope="row">{f.label}</th>
                <td>{f.yours}</td>
                <td>{f.latest}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div>
        <Button type="button" onClick={onApply} disabled={applying}>
          {say('stale.apply')}
        </Button>
      </div>
    </section>
  )
}
