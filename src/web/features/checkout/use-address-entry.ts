import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { messages } from '#domain/messages.ts'
import { useProfile } from '#web/lib/api/get-profile.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { useUnsavedChanges } from '#web/lib/router.tsx'
import { placeServerError } from '#web/lib/server-errors.ts'
import { useSession } from '#web/lib/use-session.ts'
import { type SavedAddress, useAddressBook } from './api/address-book.ts'
import { type ShippingEstimate, useEstimateShipping } from './api/estimate-shipping.ts'
import { usePinPlace } from './api/pin-place.ts'
import {
  type AddressForm,
  addressFormatErrors,
  addressFromProfile,
  EMPTY_ADDRESS,
  missingAddressFields,
  toAddressBody,
  validateAddress,
} from './model/checkout-view.ts'
import '#web/lib/i18n/messages/checkout.en.ts'

/** A saved address as the form holds it. */
function addressFromSaved(a: SavedAddress): AddressForm {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    mobile: a.mobile,
    mobile_secondary: a.mobile_secondary ?? '',
    street: a.street,
    city: a.city,
    state: a.state,
    postal_code: a.postal_code,
    country: a.country,
  }
}

/**
 * The address step's state: the form (prefilled from the address book or the profile), its checks, the saved
 * addresses offered above it, and the shipping estimate its submit asks for. `onEstimated` runs once the server
 * offers at least one shipping option.
 */
export function useAddressEntry(onEstimated: (reply: ShippingEstimate) => void) {
  const queryClient = useQueryClient()
  const { user } = useSession()
  const profile = useProfile(user?.uid)
  const book = useAddressBook(Boolean(user))
  const estimateShipping = useEstimateShipping()

  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS)
  const [invalid, setInvalid] = useState<(keyof AddressForm)[]>([])
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof AddressForm, string>>>({})
  const [estimate, setEstimate] = useState<ShippingEstimate | null>(null)
  const [savedId, setSavedId] = useState<string | null>(null)
  // The address as prefilled, chosen from the book or accepted by the server (then in the book): while the form
  // differs from it, leaving the checkout asks first (decision record 028).
  const [loaded, setLoaded] = useState<AddressForm>(EMPTY_ADDRESS)
  useUnsavedChanges(JSON.stringify(address) !== JSON.stringify(loaded))

  // Prefill from the profile once it is known (a missing profile is null), unless the shopper has typed or is
  // about to (a field has focus): a value set under the caret would mix with what they type.
  const touched = useRef(false)
  const prefilled = useRef(false)
  useEffect(() => {
    if (prefilled.current || touched.current || !user || profile.isPending || book.isPending) return
    prefilled.current = true
    // The default saved address first (decision 020), else the profile's.
    const first = book.data?.[0]
    const prefill = first
      ? addressFromSaved(first)
      : addressFromProfile(profile.data ?? null, user.displayName)
    if (first) setSavedId(first.id)
    setAddress(prefill)
    setLoaded(prefill)
  }, [user, profile.isPending, profile.data, book.isPending, book.data])

  // The PIN's place (decision 047): an empty state, or one filled from the PIN before, follows the PIN, and an
  // empty city takes its district; a PIN India Post does not list, or a state chosen that is not the PIN's, is
  // said under the field before anything is sent.
  const pin = usePinPlace(address.postal_code)
  const filledState = useRef('')
  const pinProblem: Partial<Record<keyof AddressForm, string>> = {}
  const place = pin.data
  const pinDigits = address.postal_code.replace(/\s+/g, '')
  // an Army Post Office PIN (9xxxxx) is in no directory: the shipping table answers for it, as on the server
  if (place === null && pin.isSuccess && !pinDigits.startsWith('9'))
    pinProblem.postal_code = say('address.pin.unknown', { pin: pinDigits })
  else if (
    place?.state &&
    address.state &&
    !place.states.includes(address.state) &&
    address.state !== filledState.current
  )
    pinProblem.state = say('address.pin.state', { pin: place.pin, state: place.state })
  useEffect(() => {
    if (!place?.state) return
    setAddress((a) => {
      const followState = !a.state || (a.state === filledState.current && !place.states.includes(a.state))
      if (!followState && (a.city.trim() || !place.district)) return a
      const next = { ...a }
      if (followState) {
        next.state = place.state!
        filledState.current = place.state!
      }
      if (!a.city.trim() && place.district) next.city = place.district
      return next
    })
  }, [place])

  const change = (key: keyof AddressForm, value: string) => {
    touched.current = true
    setSavedId(null)
    setAddress((a) => ({ ...a, [key]: value }))
    if (invalid.includes(key) && value.trim()) setInvalid((list) => list.filter((k) => k !== key))
    if (fieldErrors[key]) setFieldErrors(({ [key]: _gone, ...rest }) => rest)
  }

  const selectSaved = (a: SavedAddress) => {
    touched.current = true
    setSavedId(a.id)
    setAddress(addressFromSaved(a))
    setLoaded(addressFromSaved(a))
    setInvalid([])
    setError(null)
  }

  const startNew = () => {
    touched.current = true
    setSavedId(null)
    const fresh = { ...EMPTY_ADDRESS, first_name: address.first_name, last_name: address.last_name }
    setAddress(fresh)
    setLoaded(fresh) // nothing typed yet
  }

  const focusField = () => {
    touched.current = true
  }

  const submit = () => {
    const problem = validateAddress(address)
    if (problem) {
      const missing = missingAddressFields(address)
      setInvalid(missing)
      // validateAddress has one message (messages.checkout.addressRequired), said in the page's language
      setError(say('checkout.address.required'))
      document.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus()
      return
    }
    // A number a courier can call and a PIN it can deliver to (decision 016), said at the field.
    const formatErrors = { ...sayFormatErrors(addressFormatErrors(address)), ...pinProblem }
    const wrong = Object.keys(formatErrors) as (keyof AddressForm)[]
    setFieldErrors(formatErrors)
    if (wrong.length > 0) {
      setInvalid(wrong)
      setError(null)
      document.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus()
      return
    }
    setInvalid([])
    setError(null)
    const sent = address
    estimateShipping.mutate(toAddressBody(address), {
      onSuccess: (reply) => {
        if (reply.shipping_options.length === 0) {
          setError(reply.message ?? say('checkout.no.shipping'))
          return
        }
        setLoaded(sent)
        setEstimate(reply)
        // The address is in the book now (decision 020).
        void queryClient.invalidateQueries({ queryKey: ['addresses'] })
        onEstimated(reply)
      },
      onError: (err) => {
        // A field the server refused is said under that field (decision 037), the rest above the form. The form
        // stays on useState rather than useZodForm: react-hook-form and zod would cost /checkout a third of its
        // JavaScript budget.
        const placed = placeServerError(err, (name) => name in sent, {
          message: (e) =>
            e instanceof ApiError && e.status === 400 ? e.message : say('checkout.estimate.failed'),
        })
        const wrongOnServer = placed.fields.map((f) => f.name as keyof AddressForm)
        if (wrongOnServer.length > 0) {
          setFieldErrors(Object.fromEntries(placed.fields.map((f) => [f.name, f.message])))
          setInvalid(wrongOnServer)
          document.querySelector<HTMLElement>(`[name="${wrongOnServer[0]}"]`)?.focus()
        }
        setError(placed.formMessage?.message ?? null)
      },
    })
  }

  return {
    address,
    invalid: [...new Set([...invalid, ...(Object.keys(pinProblem) as (keyof AddressForm)[])])],
    error,
    fieldErrors: { ...pinProblem, ...fieldErrors },
    estimate,
    saved: book.data ?? [],
    savedId,
    busy: estimateShipping.isPending,
    /** WhatsApp updates as the shopper's last order chose (decision 049) */
    whatsappOptIn: profile.data?.whatsapp_opt_in ?? false,
    change,
    selectSaved,
    startNew,
    focusField,
    submit,
  }
}

/** addressFormatErrors' messages (the spec's English) in the page's language. */
function sayFormatErrors(
  errors: ReturnType<typeof addressFormatErrors>,
): ReturnType<typeof addressFormatErrors> {
  const said: ReturnType<typeof addressFormatErrors> = {}
  for (const [key, text] of Object.entries(errors) as [keyof typeof errors, string][])
    said[key] =
      text === messages.profile.phoneInvalid
        ? say('address.mobile.invalid')
        : text === messages.profile.pincodeInvalid
          ? say('address.pin.invalid')
          : text
  return said
}
