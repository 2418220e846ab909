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
import {
  hasPath,
  placeServerError,
  type ServerErrorOptions,
  type ServerErrorPlacement,
} from './server-errors.ts'

export { hasPath, placeServerError, type ServerErrorOptions, type ServerErrorPlacement }

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
