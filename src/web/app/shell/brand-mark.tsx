import { Link } from '#web/lib/router.tsx'
import { cn } from '#web/ui/cn.ts'
import { SHOP_NAME } from './nav-links.ts'

/** A small sun-and-leaf mark: the leaf for moringa, the sun for the solar dryers. */
export function LeafMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-8 w-8 shrink-0', className)}>
      <circle cx="16" cy="16" r="16" className="fill-leaf" />
      <circle cx="21.5" cy="10.5" r="3.2" className="fill-turmeric" />
      <path d="M9 23.5c0-7.2 4.9-11.6 12.4-11.9-.4 7.6-4.9 12.4-12.1 12.4" className="fill-leaf-soft" />
      <path d="M9.2 23.6c2.6-3.4 5.4-5.9 8.8-7.8" fill="none" strokeWidth="1.4" className="stroke-leaf" />
    </svg>
  )
}

export function BrandLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn('inline-flex items-center gap-2 rounded-md py-1 text-leaf-deep', className)}
    >
      <LeafMark />
      <span className="font-serif text-xl font-semibold tracking-tight whitespace-nowrap">{SHOP_NAME}</span>
    </Link>
  )
}
