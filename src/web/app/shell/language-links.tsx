// The languages as links (decision 058): the header's menu and the phone menu's list, fetched when first opened.
import { type RefObject, useEffect, useRef } from 'react'
import { LANGUAGES } from '#web/lib/i18n/languages.ts'
import { useLanguage } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import { LANGUAGE_NAMES } from './language-names.ts'
import { choose, plainClick, useAddressIn } from './language-switch.tsx'

/** The languages as links to this page in each: real addresses, each named in its own language and script. */
export function LanguageLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const current = useLanguage()
  const addressIn = useAddressIn()
  return (
    <ul className={className}>
      {LANGUAGES.map((lang) => {
        const href = addressIn(lang)
        return (
          <li key={lang}>
            <a
              href={href}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? 'true' : undefined}
              data-language={lang}
              onClick={(event) => {
                if (!plainClick(event)) return
                event.preventDefault()
                if (lang !== current) void choose(lang, href)
              }}
              className={cn(
                'flex h-11 items-center rounded-xl px-3 text-sm font-medium',
                lang === current ? 'bg-leaf-soft text-leaf-deep' : 'text-ink hover:bg-sand',
                itemClassName,
              )}
            >
              {LANGUAGE_NAMES[lang]}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** The header switch's list: closes on Escape (focus back on the button) and when the pointer or focus goes elsewhere. */
export default function LanguageMenu({
  id,
  button,
  onClose,
}: {
  id: string
  button: RefObject<HTMLButtonElement | null>
  onClose: () => void
}) {
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const away = (event: Event) => {
      const target = event.target as Node
      if (!root.current?.contains(target) && !button.current?.contains(target)) onClose()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      onClose()
      button.current?.focus()
    }
    document.addEventListener('pointerdown', away)
    document.addEventListener('focusin', away)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', away)
      document.removeEventListener('focusin', away)
      document.removeEventListener('keydown', onKey)
    }
  }, [button, onClose])
  return (
    <div
      ref={root}
      id={id}
      className="absolute right-0 z-50 mt-2 w-44 rounded-2xl border border-line bg-white p-1.5 shadow-[var(--shadow-soft)]"
    >
      <LanguageLinks className="flex flex-col gap-0.5" />
    </div>
  )
}
