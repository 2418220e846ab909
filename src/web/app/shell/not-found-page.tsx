import { ArrowRight, Search } from 'lucide-react'
import { emitAppEvent } from '#web/lib/app-events.ts'
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
  usePageMeta({
    title: 'Page not found',
    description: 'This page could not be found. Search our sun-dried moringa and superfood powders instead.',
  })
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
        <p className="font-sans text-sm font-semibold tracking-[0.2em] text-clay-deep uppercase">Error 404</p>
        <h1 className="text-3xl sm:text-4xl">We couldn’t find that page</h1>
        <p className="max-w-md text-ink-soft">
          The link may be old or the page may have moved. Try a search for what you had in mind, or pick up
          from one of our favourites.
        </p>
        <button
          type="button"
          onClick={() => emitAppEvent('openSearch', null)}
          className="flex h-12 w-full max-w-sm items-center gap-3 rounded-full border border-line bg-white px-5 text-left text-sm text-ink-soft shadow-[var(--shadow-soft)] hover:border-leaf"
        >
          <Search aria-hidden="true" className="h-4 w-4 text-leaf" />
          Search for moringa, amla, herbs…
        </button>
        <ul className="flex flex-wrap justify-center gap-2" aria-label="Popular products">
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
            Browse all products
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
          <Link to="/" className={buttonClass('secondary')}>
            Back to Home
          </Link>
        </div>
      </div>
    </div>
  )
}
