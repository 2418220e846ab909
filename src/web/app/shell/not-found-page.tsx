import { ArrowRight, Search } from 'lucide-react'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link } from '#web/lib/router.tsx'
import { ButtonLink, buttonClass } from '#web/ui/button.tsx'

const POPULAR = [
  { to: '/product/moringa/101', label: 'Moringa Powder' },
  { to: '/product/111', label: 'Turmeric (Lakadong)' },
  { to: '/product/104', label: 'Amla Powder' },
  { to: '/product/105', label: 'Ashwagandha' },
]

export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('notFound.title'), description: t('notFound.description') })
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <div className="flex w-full max-w-xl flex-col items-center gap-6 text-center">
        <div aria-hidden="true" className="relative flex h-36 w-36 items-center justify-center">
          <span className="absolute inset-0 rounded-full bg-turmeric-soft" />
          <img
            src="/images/products/moringa-powder-1.svg"
            alt=""
            width={112}
            height={112}
            className="relative h-28 w-28 rounded-full object-cover"
          />
        </div>
        <p className="font-sans text-sm font-semibold tracking-[0.2em] text-clay-deep uppercase">
          {t('notFound.eyebrow')}
        </p>
        <h1 className="text-3xl sm:text-4xl">{t('notFound.heading')}</h1>
        <p className="max-w-md text-ink-soft">{t('notFound.body')}</p>
        <button
          type="button"
          onClick={() => emitAppEvent('openSearch', null)}
          className="flex h-12 w-full max-w-sm items-center gap-3 rounded-full border border-line bg-white px-5 text-left text-sm text-ink-soft shadow-[var(--shadow-soft)] hover:border-leaf"
        >
          <Search aria-hidden="true" className="h-4 w-4 text-leaf" />
          {t('notFound.search')}
        </button>
        <ul className="flex flex-wrap justify-center gap-2" aria-label={t('notFound.popular')}>
          {POPULAR.map((p) => (
            <li key={p.to}>
              <Link
                to={p.to}
                className="inline-flex h-9 items-center rounded-full bg-leaf-soft px-4 text-sm font-medium text-leaf-deep hover:bg-leaf hover:text-white"
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/products">
            {t('notFound.browse')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
          <Link to="/" className={buttonClass('secondary')}>
            {t('notFound.home')}
          </Link>
        </div>
      </div>
    </div>
  )
}
