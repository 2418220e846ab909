// A shopper's mobile in the back office: tap to call, or open a WhatsApp chat (wa.me takes the number with its
// country code, no plus). A number that is not an Indian mobile (an old contact message) stays plain text.
import { normaliseIndianMobile } from '#domain/profile.ts'
import { adminSay } from '../admin-texts.ts'
import { shellTexts } from '../texts.en.ts'

const say = adminSay(shellTexts)

/** '9848012345' -> '98480 12345', as Indians write a mobile. */
const spaced = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`

export function PhoneLinks({ phone, className }: { phone: string; className?: string }) {
  const mobile = normaliseIndianMobile(phone)
  if (!mobile) return <span className={className}>{phone}</span>
  return (
    <span className={className}>
      <a
        href={`tel:+91${mobile}`}
        className="font-semibold text-leaf-deep underline-offset-2 hover:underline"
        aria-label={say('phone.call', { mobile: spaced(mobile) })}
      >
        {spaced(mobile)}
      </a>
      {' · '}
      <a
        href={`https://wa.me/91${mobile}`}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-leaf-deep underline-offset-2 hover:underline"
        aria-label={say('phone.whatsapp', { mobile: spaced(mobile) })}
      >
        {say('phone.whatsapp.link')}
      </a>
    </span>
  )
}
