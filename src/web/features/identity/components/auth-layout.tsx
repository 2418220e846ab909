import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '#web/lib/i18n/use-language.ts'
import '#web/lib/i18n/messages/identity.en.ts'

const PROMISES = ['auth.promise.dried', 'auth.promise.farmers', 'auth.promise.orders'] as const

/**
 * The frame of the sign-in screens: the form card, and beside it on wide screens a calm brand panel.
 * `below` sits under the card (the login trust badges).
 */
export function AuthLayout({
  icon,
  eyebrow,
  title,
  intro,
  children,
  below,
}: {
  /** Shown above the heading (for example on the 'Check Your Email' confirmation). */
  icon?: ReactNode
  eyebrow?: string
  title: string
  intro?: ReactNode
  children: ReactNode
  below?: ReactNode
}) {
  const { t } = useT()
  return (
    <div className="bg-[radial-gradient(ellipse_at_top,var(--color-sand)_0%,var(--color-parchment)_60%)]">
      <div className="container-page flex flex-col gap-6 py-8 sm:gap-8 sm:py-12 lg:py-16">
        <div className="mx-auto grid w-full max-w-[64rem] overflow-hidden rounded-[20px] border border-line bg-white shadow-[var(--shadow-soft)] lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
          <div className="flex flex-col gap-6 px-5 py-8 sm:px-10 sm:py-10 lg:px-12 lg:py-12">
            <header className="flex flex-col gap-2">
              {icon}
              {eyebrow && (
                <p className="text-xs font-semibold tracking-[0.14em] text-turmeric-deep uppercase">
                  {eyebrow}
                </p>
              )}
              <h1 className="text-[2rem] leading-tight sm:text-4xl">{title}</h1>
              {intro && <div className="text-ink-soft">{intro}</div>}
            </header>
            {children}
          </div>
          <aside
            aria-label={t('auth.aside')}
            className="relative hidden flex-col justify-between gap-8 overflow-hidden bg-leaf-deep p-12 text-white lg:flex"
          >
            <div
              aria-hidden="true"
              className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-turmeric/25 blur-2xl"
            />
            <div className="relative flex flex-col gap-3">
              <p className="text-xs font-semibold tracking-[0.14em] text-turmeric-soft uppercase">
                {t('auth.aside.eyebrow')}
              </p>
              <p className="font-serif text-3xl leading-snug text-white">{t('auth.aside.title')}</p>
            </div>
            <img
              src="/images/products/moringa-powder-1.svg"
              alt=""
              width={800}
              height={800}
              loading="lazy"
              decoding="async"
              className="relative mx-auto aspect-square w-full max-w-72 rounded-[var(--radius-card)] shadow-lg ring-1 ring-white/10"
            />
            <ul className="relative flex flex-col gap-3 text-sm text-white/90">
              {PROMISES.map((p) => (
                <li key={p} className="flex items-start gap-3">
                  <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-white/15">
                    <Check aria-hidden="true" className="h-3.5 w-3.5" />
                  </span>
                  {t(p)}
                </li>
              ))}
            </ul>
          </aside>
        </div>
        {below && <div className="mx-auto w-full max-w-[64rem]">{below}</div>}
      </div>
    </div>
  )
}
