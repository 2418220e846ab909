// Where a failed request's parts go on a form (decision 037), without react-hook-form or zod: the rule
// `applyServerError` (use-zod-form.ts) applies, and that a form too small to load them (the footer's newsletter
// box, on every page) applies by hand.
import { ApiError } from './api-client.ts'

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
