// A signed-in shopper's preferred language applied (decision 058; PreferredLanguage in language-switch.tsx says
// when): its own chunk, fetched only for a signed-in shopper.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { profileQuery } from '#web/lib/api/get-profile.ts'
import { isLanguage } from '#web/lib/i18n/languages.ts'
import { useLanguage } from '#web/lib/i18n/use-language.ts'
import { savePreferredLanguage, takeLanguageBeforeSignIn } from './language-choice.ts'
import { leaveFor, SWITCHED_KEY, useAddressIn } from './language-switch.tsx'

export default function PreferredLanguageApplied({ uid }: { uid: string }) {
  const current = useLanguage()
  const addressIn = useAddressIn()
  const client = useQueryClient()
  const target = useRef(addressIn)
  target.current = addressIn
  useEffect(() => {
    const before = takeLanguageBeforeSignIn()
    if (before) {
      try {
        sessionStorage.setItem(SWITCHED_KEY, uid)
      } catch {}
      // saved before the page is left for the address in that language (leaving would cut the request short)
      void (async () => {
        const profile = await client.fetchQuery(profileQuery(uid)).catch(() => undefined)
        if (profile?.preferred_language !== before) await savePreferredLanguage(before)
        if (before !== current) leaveFor.replace(target.current(before))
      })()
      return
    }
    try {
      if (sessionStorage.getItem(SWITCHED_KEY) === uid) return
    } catch {}
    let live = true
    client.fetchQuery(profileQuery(uid)).then(
      (profile) => {
        const preferred = profile?.preferred_language ?? ''
        if (!live || !isLanguage(preferred) || preferred === current) return
        leaveFor.replace(target.current(preferred))
      },
      () => {},
    )
    return () => {
      live = false
    }
  }, [client, uid, current])
  return null
}
