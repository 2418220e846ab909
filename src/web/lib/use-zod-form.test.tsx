import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from './api-client.ts'
import { applyServerError, FORM_MESSAGE, placeServerError, useZodForm } from './use-zod-form.ts'

const schema = z.object({
  firstName: z.string().trim().min(1, { error: 'Please enter your first name' }),
  address: z.object({
    pin: z.string().regex(/^[1-9]\d{5}$/, { error: 'Enter a valid 6-digit PIN code' }),
    city: z.string(),
  }),
  qty: z.string().transform((v) => Number(v)),
})
const defaults = { firstName: '', address: { pin: '', city: '' }, qty: '2' }

function renderForm() {
  return renderHook(() => {
    const form = useZodForm(schema, { defaultValues: defaults })
    // Read in render, as a form does: react-hook-form renders again for what is read.
    void form.formState.errors
    return form
  }).result
}

const refused = (issues: { path: string[]; message: string }[], message = 'Refused') =>
  new ApiError(400, message, undefined, issues)

describe('useZodForm: the schema is the resolver', () => {
  it("puts each field's first message under it, nested paths included, and sends nothing", async () => {
    const form = renderForm()
    let sent: unknown
    await act(() =>
      form.current.handleSubmit((v) => {
        sent = v
      })(),
    )
    const errors = form.current.formState.errors
    expect(errors.firstName?.message).toBe('Please enter your first name')
    expect(errors.address?.pin?.message).toBe('Enter a valid 6-digit PIN code')
    expect(errors.address?.city).toBeUndefined()
    expect(sent).toBeUndefined()
  })

  it("gives the submit handler the schema's output", async () => {
    const form = renderForm()
    act(() => {
      form.current.setValue('firstName', ' Asha ')
      form.current.setValue('address.pin', '506001')
    })
    let sent: unknown
    await act(() =>
      form.current.handleSubmit((v) => {
        sent = v
      })(),
    )
    expect(sent).toEqual({ firstName: 'Asha', address: { pin: '506001', city: '' }, qty: 2 })
  })
})

describe('server errors on the form', () => {
  it('puts a field issue under its field, a nested one under the nested field, the first one focused', () => {
    const form = renderForm()
    act(() => {
      applyServerError(
        form.current,
        refused([
          { path: ['address', 'pin'], message: 'We do not deliver to this PIN code yet' },
          { path: ['first_name'], message: 'First name may contain letters' },
        ]),
        { fields: { first_name: 'firstName' } },
      )
    })
    const errors = form.current.formState.errors
    expect(errors.address?.pin).toMatchObject({
      type: 'server',
      message: 'We do not deliver to this PIN code yet',
    })
    expect(errors.firstName?.message).toBe('First name may contain letters')
    expect(errors.root?.server).toBeUndefined()
  })

  it("an issue about a field the form does not have becomes the form's message", () => {
    const form = renderForm()
    act(() => {
      applyServerError(
        form.current,
        refused([
          { path: ['firstName'], message: 'Please enter your first name' },
          { path: ['user_id'], message: 'Unrecognized key: "user_id"' },
          { path: [], message: 'Too many fields' },
        ]),
      )
    })
    const errors = form.current.formState.errors
    expect(errors.firstName?.message).toBe('Please enter your first name')
    expect(errors.root?.server?.message).toBe('Unrecognized key: "user_id"; Too many fields')
  })

  it("a refusal that names no field is the form's message, in the server's words, until the next submit", async () => {
    const form = renderForm()
    act(() => {
      applyServerError(form.current, refused([], 'You have already reviewed this product'))
    })
    expect(form.current.formState.errors.root?.server?.message).toBe('You have already reviewed this product')
    await act(() => form.current.handleSubmit(() => {})())
    expect(form.current.formState.errors.root?.server).toBeUndefined()
  })

  it("anything but an API error is the form's own choice: its message, or nothing", () => {
    const network = new TypeError('Failed to fetch')
    expect(placeServerError(network, () => true)).toEqual({ fields: [], formMessage: undefined })
    expect(
      placeServerError(network, () => true, { message: () => ({ message: 'Try again', type: 'reach-us' }) }),
    ).toEqual({ fields: [], formMessage: { message: 'Try again', type: 'reach-us' } })
    // Only a 400 names fields: a 409 with issues is the form's message.
    const conflict = new ApiError(409, 'Already done', undefined, [{ path: ['firstName'], message: 'x' }])
    expect(placeServerError(conflict, () => true).formMessage?.message).toBe('Already done')
  })

  it('keeps one message a field, the first', () => {
    const placement = placeServerError(
      refused([
        { path: ['email'], message: 'Please enter your email' },
        { path: ['email'], message: 'Please enter a valid email address' },
      ]),
      (name) => name === 'email',
    )
    expect(placement.fields).toEqual([{ name: 'email', message: 'Please enter your email' }])
    expect(FORM_MESSAGE).toBe('root.server')
  })
})
