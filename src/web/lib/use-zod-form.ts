// The one form pattern of the shop (decision 037): react-hook-form, checked by the same zod schema the API
// checks with (src/domain/contracts, src/domain/*.ts), and a refusal from the server put back on the form:
// each of a 400's field issues under its field, anything else as the form's own message.
import { zodResolver } from '@hookform/resolvers/zod'
import {
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from './api-client.ts'

/** Where a form's own message (not about one field) is kept: `form.formState.errors.root?.server`. */
export const FORM_MESSAGE = 'root.server' as const

/** A form's schema: what the fields hold (input) and what a valid form gives (output). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>

export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>

/**
 * react-hook-form with `schema` as its resolver. The shop's forms check on submit and, once submitted, again as a
 * field changes (so an error leaves as soon as it is corrected); a form may say otherwise in `options`.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema) as UseFormProps<z.input<S>, unknown, z.output<S>>['resolver'],
  })
}

/** What a form shows for a failed request, decided by `placeServerError`. */
export interface ServerErrorPlacement {
  /** messages that go under a field of the form, each field once, in the reply's order */
  fields: { name: string; message: string }[]
  /** the form's own message, when something is not about one of its fields; undefined when all of it was */
  formMessage: { message: string; type: string } | undefined
}

export interface ServerErrorOptions {
  /**
   * The form's name for a field the API calls otherwise: the issue's path joined by dots ('first_name',
   * 'address.pin') to the form's path ('firstName'). A path not listed is the form's own name.
   */
  fields?: Record<string, string>
  /**
   * The form's message for a failure that names no field of the form (a refusal of the service, a 5xx, no
   * network): a text, a text with a type the form tells apart, or undefined when the form says it otherwise
   * (a toast). By default an API error's own message, and nothing for anything else.
   */
  message?: (error: unknown) => string | { message: string; type: string } | undefined
}

const defaultMessage = (error: unknown) => (error instanceof ApiError ? error.message : undefined)

/**
 * Pure: where each part of `error` goes. A 400 that names fields (the reply's `issues`) puts each on the field of
 * that path when the form has it (`isField`); the issues about no field of the form become the form's message,
 * in the server's words joined as the reply's message joins them. Anything else is `options.message`'s.
 */
export function placeServerError(
  error: unknown,
  isField: (name: string) => boolean,
  options: ServerErrorOptions = {},
): ServerErrorPlacement {
  const issues = error instanceof ApiError && error.status === 400 ? error.issues : []
  if (issues.length === 0) {
    const own = (options.message ?? defaultMessage)(error)
    return {
      fields: [],
      formMessage:
        own === undefined ? undefined : typeof own === 'string' ? { message: own, type: 'server' } : own,
    }
  }
  const fields: ServerErrorPlacement['fields'] = []
  const rest: string[] = []
  for (const issue of issues) {
    const key = issue.path.join('.')
    const name = options.fields?.[key] ?? key
    if (name && isField(name)) {
      if (!fields.some((f) => f.name === name)) fields.push({ name, message: issue.message })
    } else if (!rest.includes(issue.message)) rest.push(issue.message)
  }
  return {
    fields,
    formMessage: rest.length > 0 ? { message: rest.join('; '), type: 'server' } : undefined,
  }
}

/** Whether `values` has the path `name` (dots between steps), whatever its value. */
export function hasPath(values: unknown, name: string): boolean {
  let at: unknown = values
  for (const step of name.split('.')) {
    if (at === null || typeof at !== 'object' || !(step in at)) return false
    at = (at as Record<string, unknown>)[step]
  }
  return true
}

/**
 * Puts a failed request back on the form (`setError`): each field issue under its field, the first of them
 * focused, and the rest as the form's message (`FORM_MESSAGE`), which the next submit clears. Returns where it
 * all went.
 */
export function applyServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'getValues' | 'setError'>,
  error: unknown,
  options: ServerErrorOptions = {},
): ServerErrorPlacement {
  const values = form.getValues()
  const placement = placeServerError(error, (name) => hasPath(values, name), options)
  placement.fields.forEach(({ name, message }, i) => {
    form.setError(name as FieldPath<T>, { type: 'server', message }, { shouldFocus: i === 0 })
  })
  if (placement.formMessage) form.setError(FORM_MESSAGE, placement.formMessage)
  return placement
}
